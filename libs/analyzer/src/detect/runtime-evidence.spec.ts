import { findRuntimeEvidence } from './runtime-evidence';

const page = (headers: Record<string, string[]>) => findRuntimeEvidence({ headers });

describe('findRuntimeEvidence', () => {
  it('a static file response has none', () => {
    // nginx / GitHub Pages / lighttpd serving a generated page
    expect(
      page({
        server: ['nginx/1.22.1'],
        'last-modified': ['Tue, 01 Oct 2024 10:00:00 GMT'],
        etag: ['"66fbc8e0-1a2b"'],
        'cache-control': ['max-age=600'],
        // CDN edge cookies are not sessions
        'set-cookie': ['__cf_bm=abc; path=/; HttpOnly', 'AWSALB=xyz; Path=/'],
      }),
    ).toBeNull();
    expect(page({})).toBeNull();
  });

  it.each([
    ['PHPSESSID=9f2c; path=/', 'PHPSESSID'],
    ['JSESSIONID=1A2B3C; Path=/app; HttpOnly', 'JSESSIONID'],
    ['ASP.NET_SessionId=x1y2; path=/; HttpOnly', 'ASP.NET_SessionId'],
    ['connect.sid=s%3Aabc.def; Path=/; HttpOnly', 'connect.sid'],
    ['laravel_session=eyJpdiI6; path=/; httponly', 'laravel_session'],
    ['csrftoken=Tk9; Path=/; SameSite=Lax', 'csrftoken'],
    ['XSRF-TOKEN=eyJ; path=/', 'XSRF-TOKEN'],
    ['_myapp_session=abc--def; path=/; HttpOnly', '_myapp_session'],
  ])('a session cookie set by the response: %s', (setCookie, name) => {
    expect(page({ 'set-cookie': ['lang=en; Path=/', setCookie] })).toEqual({
      kind: 'session-cookie',
      detail: `the response sets the session cookie "${name}"`,
    });
  });

  it('an application header', () => {
    expect(page({ 'x-powered-by': ['Express'] })).toEqual({
      kind: 'application-header',
      detail: 'the response has x-powered-by: Express',
    });
    expect(page({ 'x-runtime': ['0.012345'] })?.kind).toBe('application-header');
  });

  it('a per-request response: no-store or private without a modification time', () => {
    expect(page({ 'cache-control': ['no-store, no-cache, must-revalidate'] })?.kind).toBe('dynamic-response');
    expect(page({ 'cache-control': ['max-age=0, private, must-revalidate'], etag: ['W/"a1"'] })?.kind).toBe(
      'dynamic-response',
    );
    expect(
      page({ 'cache-control': ['private'], 'last-modified': ['Tue, 01 Oct 2024 10:00:00 GMT'] }),
    ).toBeNull();
    expect(page({ 'cache-control': ['public, max-age=0, must-revalidate'] })).toBeNull();
  });
});
