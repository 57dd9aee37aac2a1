/**
 * Normalisation of a website address typed by a visitor, as the product specification §5 defines it:
 * URL-decode, lowercase, default protocol `https`, must parse as a URL, keep protocol + host, drop a leading `www.`.
 * StackLens keeps a non-default port (so that sites on test ports work); results are keyed by the host name alone.
 */
export interface NormalizedWebsiteUrl {
  /** Protocol + host (+ non-default port), no path: e.g. `https://example.com`, `http://shop.test:8080`. */
  url: string;
  protocol: 'http' | 'https';
  /** Host name without a leading `www.` and without port, lowercased, punycode for IDNs: the key of a website. */
  domain: string;
  /** Non-default port, or null. */
  port: number | null;
}

/**
 * Thrown by {@link normalizeWebsiteUrl} for input that is empty, does not parse, or is not http(s) (`invalid-url`),
 * and by `toAnalysableWebsite` also for a subdomain (`subdomain-not-allowed`).
 */
export class InvalidWebsiteUrlError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid-url' | 'subdomain-not-allowed' = 'invalid-url',
  ) {
    super(message);
    this.name = 'InvalidWebsiteUrlError';
  }
}

/**
 * Normalises search text into a website address.
 * @param input what the visitor typed, e.g. `WWW.Example.com/path?q=1`, `http%3A%2F%2Fexample.com`
 * @returns the normalised address; never throws for valid input
 * @throws InvalidWebsiteUrlError when the input is empty, not a URL, not http(s), or has no dotted host name
 */
export function normalizeWebsiteUrl(input: string): NormalizedWebsiteUrl {
  if (typeof input !== 'string') throw new InvalidWebsiteUrlError('The address must be a string.');
  let text = input.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    throw new InvalidWebsiteUrlError('The address is not correctly URL-encoded.');
  }
  text = text.trim().toLowerCase();
  if (!text) throw new InvalidWebsiteUrlError('Enter a website address.');
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new InvalidWebsiteUrlError('This is not a valid website address.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InvalidWebsiteUrlError('Only http and https addresses can be analysed.');
  }
  if (parsed.username || parsed.password) {
    throw new InvalidWebsiteUrlError('Addresses with credentials cannot be analysed.');
  }
  let host = parsed.hostname.replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  const isIpLiteral = host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
  if (!host || (!host.includes('.') && !isIpLiteral)) {
    throw new InvalidWebsiteUrlError('This is not a valid website address.');
  }
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : null;
  return { url: `${protocol}://${host}${port ? `:${port}` : ''}`, protocol, domain: host, port };
}
