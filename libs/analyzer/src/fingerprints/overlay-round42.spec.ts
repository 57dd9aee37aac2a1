/**
 * Fixtures of the round-42 overlay rules (what the forty-second held-out corpus round, small C and Python servers'
 * own pages, showed missing; libs/analyzer corpus README "Round 42"): `fingerprints/overlay/round42.json` — CivetWeb,
 * Bottle.py, Falcon, web.py and Cheroot (none named by upstream; its `Bottle` is another product), each from the
 * Debian 12 packages' own output (libcivetweb 1.15's listing, bottle.py 0.12's error template, falcon 3.1's error
 * serialisation, web.py 0.62's debugerror page, cheroot 9.0's server name), never a copy of a recorded site. Each
 * asserts the detection (and version) with the overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://127.0.0.1/');

describe('overlay: round 42', () => {
  it('CivetWeb: its directory listing, sorted by any column', () => {
    const listing = (order: string) =>
      page({
        html: `<html><head><title>Index of /docs/</title><style>th {text-align: left;}</style></head><body><h1>Index of /docs/</h1><pre><table cellpadding="0"><tr><th><a href="?n${order}">Name</a></th><th><a href="?d${order}">Modified</a></th><th><a href="?s${order}">Size</a></th></tr><tr><td colspan="3"><hr></td></tr>`,
      });
    expect(found(listing('d'), 'CivetWeb')).toBeDefined();
    expect(found(listing('a'), 'CivetWeb')).toBeDefined();
    expect(found(listing('d'), 'CivetWeb', upstream)).toBeUndefined();
    expect(
      found(
        page({ html: '<title>Index of /</title><h1>Index of /</h1><ul><li><a href="a/">a/</a>' }),
        'CivetWeb',
      ),
    ).toBeUndefined();
  });

  it("Bottle.py: its error page; it implies Python; upstream's Bottle is another product", () => {
    const error = page({
      html: `<title>Error: 404 Not Found</title>\n<body>\n<h1>Error: 404 Not Found</h1>\n<p>Sorry, the requested URL <tt>&#039;http://127.0.0.1:8080/rooms/9&#039;</tt>\n   caused an error:</p>\n<pre>Not found: &#039;/rooms/9&#039;</pre>`,
    });
    expect(found(error, 'Bottle.py')).toBeDefined();
    expect(found(error, 'Python')?.implied).toBe(true);
    expect(found(error, 'Bottle.py', upstream)).toBeUndefined();
    expect(found(error, 'Bottle', upstream)).toBeUndefined();
    expect(found(error, 'Bottle')).toBeUndefined();
  });

  it('Falcon: its JSON and XML error bodies; it implies Python', () => {
    const json = page({ html: '{"title": "404 Not Found"}' });
    expect(found(json, 'Falcon')).toBeDefined();
    expect(found(json, 'Python')?.implied).toBe(true);
    expect(found(json, 'Falcon', upstream)).toBeUndefined();
    expect(
      found(
        page({ html: '{"title": "400 Bad Request", "description": "The JSON body is malformed."}' }),
        'Falcon',
      ),
    ).toBeDefined();
    expect(
      found(
        page({
          html: '<?xml version="1.0" encoding="UTF-8"?><error><title>405 Method Not Allowed</title></error>',
        }),
        'Falcon',
      ),
    ).toBeDefined();
    // the served body with the browser stage's rendered DOM after it
    expect(
      found(page({ html: '{"title": "404 Not Found"}\n<html><body>…</body></html>' }), 'Falcon'),
    ).toBeDefined();
    // as a browser shows a JSON response
    expect(
      found(
        page({
          html: '<html><head><meta name="color-scheme" content="light dark"></head><body><pre>{"title": "404 Not Found"}</pre></body></html>',
        }),
        'Falcon',
      ),
    ).toBeDefined();
    // a JSON document with a title is not one
    expect(found(page({ html: '{"title": "Meeting rooms", "rooms": 3}' }), 'Falcon')).toBeUndefined();
  });

  it('web.py: its debug error page; it implies Python', () => {
    const debug = page({
      html: `<div id="explanation">\n  <p>\n    You're seeing this error because you have <code>web.config.debug</code>\n    set to <code>True</code>. Set that to <code>False</code> if you don't want to see this.\n  </p>\n</div>`,
    });
    expect(found(debug, 'web.py')).toBeDefined();
    expect(found(debug, 'Python')?.implied).toBe(true);
    expect(found(debug, 'web.py', upstream)).toBeUndefined();
  });

  it('Cheroot: its Server header and the SERVER_SOFTWARE a debug page lists (version); it implies Python', () => {
    const header = page({ headers: { server: ['Cheroot/10.0.1'] } });
    expect(found(header, 'Cheroot')?.version).toBe('10.0.1');
    expect(found(header, 'Python')?.implied).toBe(true);
    expect(found(header, 'Cheroot', upstream)).toBeUndefined();
    const environ = page({
      html: '<tr><td>SERVER_SOFTWARE</td><td class="code"><div>&#39;Cheroot/9.0.0 Server&#39;</div></td></tr>',
    });
    expect(found(environ, 'Cheroot')?.version).toBe('9.0.0');
  });
});
