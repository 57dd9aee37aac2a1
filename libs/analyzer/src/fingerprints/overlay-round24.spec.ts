/**
 * Fixtures of the round-24 overlay rules (what the twenty-fourth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 24"): `fingerprints/overlay/round24.json` — NagVis and MiniDLNA, neither named by upstream.
 * Small signals cut from or imitating what the shipped software emits (Debian 12 nagvis 1.9.34's userfiles/templates
 * and its error handler, minidlna 1.3.0's server string and status page), never a copy of a recorded site. Each
 * asserts the detection (and version) with the overlay and that upstream alone finds nothing.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://monitor.example.net/');

describe('overlay: round 24', () => {
  it("NagVis: default.index.html's versioned scripts and favicon, the login page, its error handler's notice", () => {
    const index = page({
      html:
        '<head>\n    <link rel="shortcut icon" href="/nagvis/frontend/nagvis-js/images/internal/favicon.png" />\n' +
        '    <title>NagVis 1.9.34</title>\n    <script type="text/javascript" src="/nagvis/frontend/nagvis-js/js/NagVisCompressed.js?v=1.9.34"></script>',
      scriptSrc: ['http://monitor.example.net/nagvis/frontend/nagvis-js/js/NagVisCompressed.js?v=1.9.34'],
    });
    expect(found(index, 'NagVis')?.version).toBe('1.9.34');
    expect(found(index, 'PHP')).toBeDefined();
    expect(found(index, 'NagVis', upstream)).toBeUndefined();
    const login = page({
      html: '<title>NagVis 1.9.34</title><link rel="shortcut icon" href="/monitor/frontend/nagvis-js/images/internal/favicon.png" />',
      scriptSrc: ['http://monitor.example.net/monitor/frontend/nagvis-js/js/nagvis.js'],
    });
    expect(found(login, 'NagVis')).toBeDefined();
    const notice = page({
      html:
        'Error: (0) Undefined index: x<div class="details">URL: /nagvis/frontend/nagvis-js/index.php<br>\nFile: /omd/nagvis/share/server/core/classes/GlobalCore.php<br>\n' +
        'Line: 12<br>\n<code>#0 /omd/nagvis/share/server/core/classes/GlobalCore.php(12): nagvisExceptionErrorHandler()<br>\n#1 {main}</code>',
    });
    expect(found(notice, 'NagVis')).toBeDefined();
    expect(found(notice, 'NagVis', upstream)).toBeUndefined();
    // a page that merely mentions NagVis or its handler is not NagVis
    expect(
      found(page({ html: '<title>NagVis 1.9.34 on PHP 8.2</title><p>It fails in nagvisExceptionErrorHandler() and frontend/nagvis-js.</p>' }), 'NagVis'),
    ).toBeUndefined();
  });

  it("MiniDLNA: its Server header and its status page's title and heading", () => {
    const status = page({
      headers: { server: ['Debian DLNADOC/1.50 UPnP/1.0 MiniDLNA/1.3.0'] },
      html: '<HTML><HEAD><TITLE>Media server</TITLE></HEAD><BODY></BODY></HTML>',
    });
    expect(found(status, 'MiniDLNA')?.version).toBe('1.3.0');
    expect(found(status, 'MiniDLNA', upstream)).toBeUndefined();
    const body = page({
      html:
        '<HTML><HEAD><TITLE>MiniDLNA 1.2.1</TITLE></HEAD><BODY><div style="text-align: center"><h2>MiniDLNA status</h2></div>' +
        '<h3>Media library</h3><table border=1 cellpadding=10><tr><td>Audio files</td><td>12</td></tr>',
    });
    expect(found(body, 'MiniDLNA')?.version).toBe('1.2.1');
    expect(found(body, 'MiniDLNA', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>MiniDLNA 1.3.0</title><p>MiniDLNA status pages show the library.</p>' }), 'MiniDLNA')).toBeUndefined();
  });
});
