/**
 * Fixtures of the round-28 overlay rules (what the twenty-eighth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 28"): `fingerprints/overlay/round28.json` — micro_httpd, Monitorix, Gerbera, the Portable SDK
 * for UPnP devices, Xandikos and Prosody (none named by upstream). Small signals cut from or imitating what the
 * shipped software emits (Debian 12 micro-httpd 20140814's strings, monitorix 3.15.0's HTTPServer.pm and start page
 * heredoc, gerbera 1.1.0's web/index.html, libupnp13 1.8.4's Server format string, xandikos 0.2.8's root.html,
 * prosody 0.12.3's mod_http_errors.lua), never a copy of a recorded site. Each asserts the detection (and version)
 * with the overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://box.example.net/');

describe('overlay: round 28', () => {
  it("micro_httpd: its Server header and its pages' address line, not mini_httpd's", () => {
    const listing = page({
      headers: { server: ['micro_httpd'] },
      html: '<hr>\n<address><a href="http://www.acme.com/software/micro_httpd/">micro_httpd</a></address>',
    });
    expect(found(listing, 'micro_httpd')).toBeDefined();
    expect(found(listing, 'micro_httpd', upstream)).toBeUndefined();
    expect(
      found(page({ headers: { server: ['mini_httpd/1.30 26Oct2018'] } }), 'micro_httpd'),
    ).toBeUndefined();
    expect(
      found(page({ html: '<p>We serve this with micro_httpd from ACME.</p>' }), 'micro_httpd'),
    ).toBeUndefined();
  });

  it('Monitorix: its HTTP server, and the version under the logo of its start page; it implies Perl', () => {
    const start = page({
      headers: { server: ['Monitorix HTTP Server'] },
      html:
        '<td class=\'startpage-header-table\'>\n        <h2 align="right">v3.15.0</h2>\n      </td>\n    </tr>\n  </table>\n' +
        '  <p>\n  <form action="/monitorix-cgi/monitorix.cgi" method="get">',
    });
    expect(found(start, 'Monitorix')?.version).toBe('3.15.0');
    expect(found(start, 'Perl')?.implied).toBe(true);
    expect(found(start, 'Monitorix', upstream)).toBeUndefined();
    const notFound = page({
      html: '<address>Monitorix HTTP Server listening at 127.0.0.1 Port 8080</address>',
    });
    expect(found(notFound, 'Monitorix')).toBeDefined();
    // a version heading elsewhere is not Monitorix's
    expect(
      found(
        page({ html: '<h2 align="right">v2.0.1</h2></td></tr></table><p><form action="/cgi/search.cgi">' }),
        'Monitorix',
      ),
    ).toBeUndefined();
  });

  it('Gerbera: the comment its web UI starts with; it implies libupnp (the Portable SDK for UPnP devices)', () => {
    const ui = page({
      html: '<!-- This file is part of Gerbera, based on MediaTomb. GPLv2 Applies, see LICENCE.md -->\n  <html><head><title>Gerbera</title>',
    });
    expect(found(ui, 'Gerbera')).toBeDefined();
    expect(found(ui, 'Portable SDK for UPnP devices')?.implied).toBe(true);
    expect(found(ui, 'Gerbera', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Gerbera daisies</title>' }), 'Gerbera')).toBeUndefined();
  });

  it('Portable SDK for UPnP devices: the UPnP 1.0 Server header libupnp writes', () => {
    const served = page({
      headers: { server: ['Linux/6.1.0-18-amd64, UPnP/1.0, Portable SDK for UPnP devices/1.8.4'] },
    });
    expect(found(served, 'Portable SDK for UPnP devices')?.version).toBe('1.8.4');
    expect(found(served, 'Portable SDK for UPnP devices', upstream)).toBeUndefined();
    expect(
      found(
        page({ headers: { server: ['Linux/5.10 UPnP/1.0 Portable SDK for UPnP devices/1.14.18'] } }),
        'Portable SDK for UPnP devices',
      )?.version,
    ).toBe('1.14.18');
  });

  it('Xandikos: its front page; it implies Python', () => {
    const root = page({
      headers: { server: ['Python/3.11 aiohttp/3.8.4'] },
      html: '<html>\n  <head>\n      <title>Xandikos WebDAV server</title>\n  </head>\n  <body>\n    <p>This is a Xandikos WebDAV server.</p>',
    });
    expect(found(root, 'Xandikos')).toBeDefined();
    expect(found(root, 'aiohttp')?.version).toBe('3.8.4');
    expect(found(root, 'Xandikos', upstream)).toBeUndefined();
    expect(
      found(page({ html: '<p>Our calendars live on a Xandikos server.</p>' }), 'Xandikos'),
    ).toBeUndefined();
  });

  it("Prosody: its HTTP root's page and the style of its HTTP error template; it implies Lua", () => {
    const style =
      '<style>\nbody{margin-top:14%;text-align:center;background-color:#f8f8f8;font-family:sans-serif}\nh1{font-size:xx-large}\n' +
      'p{font-size:x-large}\np.warning>span{font-size:large;background-color:yellow}\np.extra{font-size:large;font-family:courier}\n</style>';
    const root = page({ html: `<title>Prosody is running!</title>\n${style}` });
    expect(found(root, 'Prosody')).toBeDefined();
    expect(found(root, 'Lua')?.implied).toBe(true);
    expect(found(root, 'Prosody', upstream)).toBeUndefined();
    expect(found(page({ html: `<title>404 Not Found</title>\n${style}` }), 'Prosody')).toBeDefined();
    expect(
      found(page({ html: '<p>Prosody is running on our server since 2019.</p>' }), 'Prosody'),
    ).toBeUndefined();
  });
});
