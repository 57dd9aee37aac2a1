import { InvalidWebsiteUrlError, normalizeWebsiteUrl, type NormalizedWebsiteUrl } from '@stacklens/contracts';
import { getDomain, parse } from 'tldts';
import { AnalysisError, AnalysisErrorCode } from './analysis.error';

/**
 * Normalises what a visitor typed (spec §5) and accepts only registrable domains (DESIGN §4.1):
 * `example.co.uk` and `shop.test:8080` yes; `blog.example.com` → 405 subdomain-not-allowed;
 * IP literals, `localhost`, bare public suffixes → 400 invalid-url. Private suffixes (e.g. `github.io`) count
 * as public suffixes, so `name.github.io` is a registrable domain.
 * @throws AnalysisError invalid-url | subdomain-not-allowed
 */
export function toAnalysableAddress(input: string): NormalizedWebsiteUrl {
  let normalized: NormalizedWebsiteUrl;
  try {
    normalized = normalizeWebsiteUrl(input);
  } catch (error) {
    if (error instanceof InvalidWebsiteUrlError)
      throw new AnalysisError(AnalysisErrorCode.InvalidUrl, error.message);
    throw error;
  }
  const parsed = parse(normalized.domain);
  if (parsed.isIp) {
    throw new AnalysisError(AnalysisErrorCode.InvalidUrl, 'Enter a domain name, not an IP address.');
  }
  const registrable = getDomain(normalized.domain, { allowPrivateDomains: true });
  if (!registrable) {
    throw new AnalysisError(AnalysisErrorCode.InvalidUrl, 'This is not a valid website address.');
  }
  if (registrable !== normalized.domain) {
    throw new AnalysisError(
      AnalysisErrorCode.SubdomainNotAllowed,
      `Only primary domains can be analysed: use ${registrable} instead of ${normalized.domain}.`,
    );
  }
  return normalized;
}
