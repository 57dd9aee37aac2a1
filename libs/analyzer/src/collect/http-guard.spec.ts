/**
 * Every redirect hop is re-checked: here 127.0.0.1 (the fixture server) counts as public so that the first hop is
 * allowed with the guard ON; the Location it returns (169.254.169.254, 10.0.0.1, a name resolving to 10.0.0.1) must
 * then be refused before any connection is made.
 */
import { startFixtureSites, type FixtureSites } from '../../test/fixtures/sites';
import { AnalyzerError } from '../errors';

jest.mock('./address', () => {
  const actual = jest.requireActual('./address');
  return {
    ...actual,
    isAllowedAddress: (ip: string, allow?: boolean) =>
      ip === '127.0.0.1' ? true : actual.isAllowedAddress(ip, allow),
  };
});

import { HttpClient } from './guarded-http';
import { parseResolveRules } from './resolve-rules';

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(() => sites.close());

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (err) {
    expect(err).toBeInstanceOf(AnalyzerError);
    return (err as AnalyzerError).code;
  }
}

it('refuses forbidden redirect targets hop by hop with the guard on', async () => {
  const client = new HttpClient({
    resolve: parseResolveRules([...sites.resolveRules(), `internal.test:${sites.port}:10.0.0.1`]),
  });
  try {
    // first hop allowed (127.0.0.1 is "public" in this test)
    expect((await client.fetch(sites.url('wordpress.test'))).statusCode).toBe(200);
    expect(await codeOf(client.fetch(sites.url('evil.test')))).toBe('blocked-address');
    expect(await codeOf(client.fetch(sites.url('evil.test', '/to-private')))).toBe('blocked-address');
    expect(await codeOf(client.fetch(`http://internal.test:${sites.port}/`))).toBe('blocked-address');
  } finally {
    await client.close();
  }
});

it('keeps link-local (cloud metadata) blocked even with allowPrivateNetworks', async () => {
  const client = new HttpClient({
    allowPrivateNetworks: true,
    resolve: parseResolveRules(sites.resolveRules()),
  });
  try {
    expect(await codeOf(client.fetch(sites.url('evil.test')))).toBe('blocked-address');
    expect(await codeOf(client.fetch('http://[::ffff:169.254.169.254]/'))).toBe('blocked-address');
  } finally {
    await client.close();
  }
});
