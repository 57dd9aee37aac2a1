/**
 * Fixtures of the round-38 overlay rules (what the thirty-eighth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 38"): `fingerprints/overlay/round38.json` — BusyBox's httpd by its error template (no name in
 * upstream) — and Go's net/http FileServer listing (`round19.json`), each from the program's own output (busybox 1.35's
 * networking/httpd.c, Go 1.19's net/http dirList), never a copy of a recorded site. Each asserts the detection with the
 * overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://192.0.2.10/');

describe('overlay: round 38', () => {
  it("BusyBox: its httpd's error template (confidence 75), not other servers' uppercase error pages", () => {
    const notFound = page({
      html: '<HTML><HEAD><TITLE>404 Not Found</TITLE></HEAD>\n<BODY><H1>404 Not Found</H1>\nThe requested URL was not found\n</BODY></HTML>\n',
    });
    expect(found(notFound, 'BusyBox')?.confidence).toBe(75);
    expect(found(notFound, 'BusyBox', upstream)).toBeUndefined();
    const forbidden = page({
      html: '<HTML><HEAD><TITLE>403 Forbidden</TITLE></HEAD>\n<BODY><H1>403 Forbidden</H1>\nThe requested file is not allowed\n</BODY></HTML>\n',
    });
    expect(found(forbidden, 'BusyBox')).toBeDefined();
    // thttpd's and others' templates differ (attributes, line breaks, a signature)
    const thttpd = page({
      html: '<HTML>\n<HEAD><TITLE>404 Not Found</TITLE></HEAD>\n<BODY BGCOLOR="#cc9999" TEXT="#000000"><H2>404 Not Found</H2>\nThe requested URL was not found.\n<HR>\n<ADDRESS><A HREF="http://www.acme.com/software/thttpd/">thttpd</A></ADDRESS>\n</BODY>\n</HTML>\n',
    });
    expect(found(thttpd, 'BusyBox')).toBeUndefined();
  });

  it("Go: net/http FileServer's listing as the whole document (with and without Go 1.21's doctype)", () => {
    const listing = page({ html: '<pre>\n<a href="README.txt">README.txt</a>\n<a href="manuals/">manuals/</a>\n</pre>\n' });
    expect(found(listing, 'Go')).toBeDefined();
    expect(found(listing, 'Go', upstream)).toBeUndefined();
    const go121 = page({
      html: '<!doctype html>\n<meta name="viewport" content="width=device-width">\n<pre>\n<a href="notes.txt">notes.txt</a>\n</pre>\n',
    });
    expect(found(go121, 'Go')).toBeDefined();
    // a page that merely contains a <pre> of links is not Go's listing
    expect(found(page({ html: '<html><body><pre>\n<a href="a.txt">a.txt</a>\n</pre>\n</body></html>' }), 'Go')).toBeUndefined();
  });
});
