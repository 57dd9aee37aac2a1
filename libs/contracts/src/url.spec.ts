import { InvalidWebsiteUrlError, normalizeWebsiteUrl } from './url';
import { scoreBand } from './websites';

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com', 'example.com'],
    ['WWW.Example.COM', 'https://example.com', 'example.com'],
    ['http://www.example.com/some/path?q=1#x', 'http://example.com', 'example.com'],
    ['https%3A%2F%2Fwww.example.co.uk%2Fa', 'https://example.co.uk', 'example.co.uk'],
    ['  blog.example.com  ', 'https://blog.example.com', 'blog.example.com'],
    ['http://shop.test:8080/', 'http://shop.test:8080', 'shop.test'],
    ['https://example.com:443', 'https://example.com', 'example.com'],
    ['example.com.', 'https://example.com', 'example.com'],
  ])('%s → %s', (input, url, domain) => {
    const n = normalizeWebsiteUrl(input);
    expect(n.url).toBe(url);
    expect(n.domain).toBe(domain);
  });

  it('keeps a non-default port and the protocol', () => {
    expect(normalizeWebsiteUrl('http://Shop.test:45678/x')).toEqual({
      url: 'http://shop.test:45678',
      protocol: 'http',
      domain: 'shop.test',
      port: 45678,
    });
  });

  it('converts internationalised names to punycode', () => {
    expect(normalizeWebsiteUrl('bücher.de').domain).toBe('xn--bcher-kva.de');
  });

  it.each(['', '   ', 'ftp://example.com', 'http://', 'not a url', 'localhost', 'https://user:pw@example.com', '%E0%A4%A'])(
    'rejects %j with code invalid-url',
    (input) => {
      expect(() => normalizeWebsiteUrl(input)).toThrow(InvalidWebsiteUrlError);
      try {
        normalizeWebsiteUrl(input);
      } catch (e) {
        expect((e as InvalidWebsiteUrlError).code).toBe('invalid-url');
      }
    },
  );
});

describe('scoreBand', () => {
  it.each([
    [0, 'error'],
    [49, 'error'],
    [50, 'warning'],
    [89, 'warning'],
    [90, 'success'],
    [100, 'success'],
  ])('%i → %s', (score, band) => expect(scoreBand(score)).toBe(band));
});
