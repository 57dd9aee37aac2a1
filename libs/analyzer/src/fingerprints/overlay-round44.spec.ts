/**
 * Fixtures of the round-44 overlay rules (what the forty-fourth held-out corpus round, small servers of other
 * runtimes, showed missing; libs/analyzer corpus README "Round 44"): `fingerprints/overlay/round44.json` — PHP's
 * built-in web server and Erlang's inets (neither named by upstream), from the Debian 12 packages' own responses
 * (php8.2-cli 8.2.36's php_cli_server.c, erlang-inets 8.2.2's httpd), never a copy of a recorded site. Each asserts
 * the detection (and version) with the overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://127.0.0.1:8000/');

describe('overlay: round 44', () => {
  it('PHP built-in web server: the Host response header it sends, and its not-found page; it implies PHP', () => {
    const response = page({ headers: { host: ['127.0.0.1:8000'], 'x-powered-by': ['PHP/8.2.36'] } });
    expect(found(response, 'PHP built-in web server')).toBeDefined();
    expect(found(response, 'PHP')?.version).toBe('8.2.36');
    expect(found(response, 'PHP built-in web server', upstream)).toBeUndefined();
    const notFound = page({
      html: '<!doctype html><html><head><title>404 Not Found</title><style>AAA</style></head><body><h1>Not Found</h1><p>The requested resource <code class="url">/rooms/9</code> was not found on this server.</p></body></html>',
    });
    expect(found(notFound, 'PHP built-in web server')).toBeDefined();
    expect(found(notFound, 'PHP')?.implied).toBe(true);
    expect(found(page({ headers: { server: ['nginx'] } }), 'PHP built-in web server')).toBeUndefined();
  });

  it('inets: its Server header (version); it implies Erlang', () => {
    const httpd = page({ headers: { server: ['inets/8.2.2'] } });
    expect(found(httpd, 'inets')?.version).toBe('8.2.2');
    expect(found(httpd, 'Erlang')?.implied).toBe(true);
    expect(found(httpd, 'inets', upstream)).toBeUndefined();
    expect(found(page({ headers: { server: ['inets'] } }), 'inets')).toBeDefined();
    expect(found(page({ headers: { server: ['inetsys-gateway/2.0'] } }), 'inets')).toBeUndefined();
  });
});
