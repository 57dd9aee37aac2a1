import { AnalysisError } from './analysis.error';
import { toAnalysableAddress } from './website-address';

function codeOf(input: string): string | null {
  try {
    toAnalysableAddress(input);
    return null;
  } catch (error) {
    return error instanceof AnalysisError ? `${error.status} ${error.code}` : 'unexpected';
  }
}

describe('toAnalysableAddress', () => {
  it.each([
    ['example.com', 'https://example.com', 'example.com'],
    ['WWW.Example.com/path?q=1', 'https://example.com', 'example.com'],
    ['http%3A%2F%2Fexample.co.uk', 'http://example.co.uk', 'example.co.uk'],
    ['http://shop.test:45678', 'http://shop.test:45678', 'shop.test'],
    ['https://example.com:443/', 'https://example.com', 'example.com'],
    ['someone.github.io', 'https://someone.github.io', 'someone.github.io'],
  ])('%s → %s (key %s)', (input, url, domain) => {
    expect(toAnalysableAddress(input)).toMatchObject({ url, domain });
  });

  it.each([
    ['', '400 invalid-url'],
    ['   ', '400 invalid-url'],
    ['not a url', '400 invalid-url'],
    ['ftp://example.com', '400 invalid-url'],
    ['localhost', '400 invalid-url'],
    ['http://127.0.0.1:8080', '400 invalid-url'],
    ['http://[::1]/', '400 invalid-url'],
    ['co.uk', '400 invalid-url'],
    ['blog.example.com', '405 subdomain-not-allowed'],
    ['https://a.b.example.co.uk', '405 subdomain-not-allowed'],
  ])('%j → %s', (input, expected) => {
    expect(codeOf(input)).toBe(expected);
  });
});
