import type { AnalyzeStatus } from '@stacklens/contracts';
import type { ProblemError } from '../../api/client';

export interface AnalysisFailureView {
  title: string;
  description: string;
  /** Whether trying again can help (false for subdomains and robots.txt). */
  retryable: boolean;
}

/** Texts of the analyzer's failure codes (status `errorCode`). */
const statusErrorTexts: Record<string, string> = {
  'dns-failure': 'The domain name could not be resolved. Check the address for typos.',
  'blocked-address': 'This address points to a private or reserved network and cannot be analysed.',
  timeout: 'The website did not answer in time.',
  'connection-failed': 'The website refused the connection or could not be reached.',
  'tls-failure': 'A secure connection to the website could not be established.',
  'invalid-url': 'invalid URL',
  'blocked-by-robots': "This website's robots.txt does not allow StackLens to analyse it.",
};

/**
 * What to tell the visitor when starting an analysis failed: 405 → use a primary domain / blocked by
 * robots.txt; 401/402/403 → the problem's own detail (sign-up, quota and verification dialogs come with accounts);
 * anything else → "invalid URL" unless the problem says more.
 */
export function describeStartFailure(error: ProblemError, domain: string): AnalysisFailureView {
  const { problem } = error;
  switch (problem.code) {
    case 'subdomain-not-allowed':
      return {
        title: 'Please use a primary domain',
        description: `Only primary domains can be analysed, not subdomains. Try the main domain of ${domain} instead (for example example.com rather than blog.example.com).`,
        retryable: false,
      };
    case 'blocked-by-robots':
      return {
        title: 'Blocked by robots.txt',
        description: `The robots.txt of ${domain} does not allow StackLens to analyse it, so we respect that.`,
        retryable: false,
      };
    case 'invalid-url':
      return {
        title: 'invalid URL',
        description: problem.detail ?? 'This is not a valid website address.',
        retryable: false,
      };
    default:
      break;
  }
  if (problem.status === 405) {
    return {
      title: 'This website cannot be analysed',
      description: problem.detail ?? problem.title,
      retryable: false,
    };
  }
  if (problem.status === 401 || problem.status === 402 || problem.status === 403) {
    return { title: problem.title, description: problem.detail ?? problem.title, retryable: false };
  }
  if (problem.status === 0 || problem.status >= 500) {
    return {
      title: 'The analysis could not be started',
      description: problem.detail ?? 'StackLens is having trouble right now. Please try again in a moment.',
      retryable: true,
    };
  }
  return { title: 'invalid URL', description: problem.detail ?? problem.title, retryable: true };
}

/** What to tell the visitor when the analysis ran and finished with a status code other than 200/408. */
export function describeStatusFailure(status: AnalyzeStatus): AnalysisFailureView {
  const known = status.errorCode ? statusErrorTexts[status.errorCode] : undefined;
  return {
    title: `We could not analyse ${status.domain}`,
    description:
      known ??
      status.statusResult ??
      `The analysis ended with status ${status.statusCode ?? 'unknown'}. Please try again later.`,
    retryable: status.errorCode !== 'blocked-address' && status.errorCode !== 'blocked-by-robots',
  };
}
