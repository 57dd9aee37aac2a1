/**
 * `tldts` (the largest module a run loads) is not loaded at start-up: loading the analyzer leaves it out, and the
 * first registrable-domain question (DNS, a redirect page's same-site check) loads it (issue 24 §1).
 */
let mockTldtsLoads = 0;
jest.mock('tldts', () => {
  mockTldtsLoads += 1;
  return jest.requireActual('tldts');
});

describe('registrableDomain', () => {
  it('loads tldts on the first call, not with the analyzer', () => {
    jest.isolateModules(() => {
      require('../index');
      expect(mockTldtsLoads).toBe(0);
      const { sameSite } = require('./frames') as typeof import('./frames');
      expect(sameSite('http://example.com/', 'https://www.example.com/app/')).toBe(true);
      expect(mockTldtsLoads).toBe(1);
      const { registrableDomain } = require('./registrable-domain') as typeof import('./registrable-domain');
      expect(registrableDomain('blog.example.co.uk')).toBe('example.co.uk');
      expect(registrableDomain('127.0.0.1')).toBeNull();
      expect(mockTldtsLoads).toBe(1);
    });
  });
});
