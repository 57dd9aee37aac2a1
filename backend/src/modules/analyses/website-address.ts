import { InvalidWebsiteUrlError, toAnalysableWebsite, type NormalizedWebsiteUrl } from '@stacklens/contracts';
import { AnalysisError, AnalysisErrorCode } from './analysis.error';

/**
 * The contracts' {@link toAnalysableWebsite} (normalisation + registrable domains only) with its failures
 * as problem details: 400 invalid-url, 405 subdomain-not-allowed.
 * @throws AnalysisError invalid-url | subdomain-not-allowed
 */
export function toAnalysableAddress(input: string): NormalizedWebsiteUrl {
  try {
    return toAnalysableWebsite(input);
  } catch (error) {
    if (error instanceof InvalidWebsiteUrlError) {
      throw new AnalysisError(
        error.code === 'subdomain-not-allowed'
          ? AnalysisErrorCode.SubdomainNotAllowed
          : AnalysisErrorCode.InvalidUrl,
        error.message,
      );
    }
    throw error;
  }
}
