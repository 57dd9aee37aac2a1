import { AnalyzerError } from '../errors';
import { findResolveRule, isMappedHost, parseResolveRule, parseResolveRules } from './resolve-rules';

describe('parseResolveRule', () => {
  it('parses host:port:address (curl --resolve syntax)', () => {
    expect(parseResolveRule('WP.Fixture.Test:8080:127.0.0.1')).toEqual({
      host: 'wp.fixture.test',
      port: 8080,
      addresses: ['127.0.0.1'],
    });
    expect(parseResolveRule('example.com:443:[::1]')).toEqual({
      host: 'example.com',
      port: 443,
      addresses: ['::1'],
    });
    expect(parseResolveRule('example.com:443:::1,127.0.0.1')).toEqual({
      host: 'example.com',
      port: 443,
      addresses: ['::1', '127.0.0.1'],
    });
    expect(parseResolveRule('example.com.:80:10.0.0.1').host).toBe('example.com');
  });

  it.each([
    ['', /expected host:port:address/],
    ['example.com:80', /expected host:port:address/],
    ['exa mple.com:80:127.0.0.1', /not a host name/],
    ['*:80:127.0.0.1', /not a host name/],
    ['example.com:0:127.0.0.1', /not a port/],
    ['example.com:65536:127.0.0.1', /not a port/],
    ['example.com:http:127.0.0.1', /not a port/],
    ['example.com:80:localhost', /not an IP address/],
    ['example.com:80:999.1.1.1', /not an IP address/],
    ['example.com:80:', /not an IP address/],
  ])('rejects %j', (rule, message) => {
    let thrown: unknown;
    try {
      parseResolveRule(rule);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AnalyzerError);
    expect((thrown as AnalyzerError).code).toBe('invalid-url');
    expect((thrown as AnalyzerError).message).toMatch(message);
  });

  it('finds rules by host and port', () => {
    const rules = parseResolveRules(['a.test:80:127.0.0.1', 'a.test:443:127.0.0.2']);
    expect(findResolveRule(rules, 'A.TEST', 443)?.addresses).toEqual(['127.0.0.2']);
    expect(findResolveRule(rules, 'a.test', 8080)).toBeNull();
    expect(isMappedHost(rules, 'a.test')).toBe(true);
    expect(isMappedHost(rules, 'b.test')).toBe(false);
  });
});
