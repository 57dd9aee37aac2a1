import { getDomain, parse } from 'tldts';
import { InvalidWebsiteUrlError, normalizeWebsiteUrl, type NormalizedWebsiteUrl } from './url';

/**
 * Normalises what a visitor typed ({@link normalizeWebsiteUrl}) and accepts only registrable domains
 * (public suffix list through `tldts`): `example.co.uk` and `shop.test:8080` yes; IP literals,
 * `localhost` and bare public suffixes are `invalid-url`; `blog.example.com` is `subdomain-not-allowed`. Private
 * suffixes (e.g. `github.io`) count as public suffixes, so `name.github.io` is a registrable domain.
 * @throws InvalidWebsiteUrlError with `code` `invalid-url` or `subdomain-not-allowed`
 */
export function toAnalysableWebsite(input: string): NormalizedWebsiteUrl {
  const normalized = normalizeWebsiteUrl(input);
  if (parse(normalized.domain).isIp) {
    throw new InvalidWebsiteUrlError('Enter a domain name, not an IP address.');
  }
  const registrable = getDomain(normalized.domain, { allowPrivateDomains: true });
  if (!registrable) throw new InvalidWebsiteUrlError('This is not a valid website address.');
  if (registrable !== normalized.domain) {
    throw new InvalidWebsiteUrlError(
      `Only primary domains can be analysed: use ${registrable} instead of ${normalized.domain}.`,
      'subdomain-not-allowed',
    );
  }
  return normalized;
}
