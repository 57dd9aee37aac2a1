/**
 * Fixtures of the round-33 overlay rules (what the thirty-third held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 33"): `fingerprints/overlay/round33.json` — http-server, serve, JSON Server, serve-index,
 * live-server and Browsersync (none named by upstream), each from the npm package's own template or code
 * (http-server 14.1.1's show-dir, serve-handler 6.1.7's directory template, json-server 0.17.4's public/index.html,
 * serve-index's directory.html, live-server 1.2.2's injected.html, browser-sync 3.0.4's script tags), never a copy of a
 * recorded site; and the Node.js version of a Node server's listing signature (`additions.json`) and the version of
 * Font Awesome's own CDN stylesheet (`versions.json`). Each asserts the detection (and version) with the overlay and
 * what upstream alone does.
 */
import { evaluateStaticDom } from '../collect/static-dom';
import { found, pageAt, upstream, withOverlay } from './overlay.test-support';

const page = pageAt('http://files.example.net/');

describe('overlay: round 33', () => {
  it("http-server: its listing's signature; the Node.js version it states (also ecstatic's form)", () => {
    const listing = page({
      html: '<table></table>\n<br><address>Node.js v20.20.2/ <a href="https://github.com/http-party/http-server">http-server</a> server running @ files.example.net</address>\n</body></html>',
    });
    expect(found(listing, 'http-server')).toBeDefined();
    expect(found(listing, 'Node.js')?.version).toBe('20.20.2');
    expect(found(listing, 'http-server', upstream)).toBeUndefined();
    expect(found(listing, 'Node.js', upstream)).toBeUndefined();
    const ecstatic = page({
      html: '<br><address>Node.js\n            v12.22.12\n            / <a href="https://github.com/jfhbrook/node-ecstatic">ecstatic</a> server running @\n            files.example.net\n            </address>',
    });
    expect(found(ecstatic, 'Node.js')?.version).toBe('12.22.12');
    expect(found(ecstatic, 'http-server')).toBeUndefined();
    expect(found(page({ html: '<p>Install http-server on Node.js v20.20.2/ later</p>' }), 'Node.js')).toBeUndefined();
  });

  it("serve: serve-handler's listing template; it implies Node.js", () => {
    const listing = page({
      html: '<title>Files within files&#47;</title> <style>body { margin: 0; }</style> </head> <body> <main> <header> <h1> <i>Index of&nbsp;</i>  <a href="/">files&#47;</a>  </h1> </header> <ul id="files">',
    });
    expect(found(listing, 'serve')).toBeDefined();
    expect(found(listing, 'Node.js')?.implied).toBe(true);
    expect(found(listing, 'serve', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Index of /</title><h1>Index of /</h1>' }), 'serve')).toBeUndefined();
  });

  it('JSON Server: its home page; it implies Express', () => {
    const home = page({
      html: '<title>JSON Server</title>\n<li class="title">\n  JSON Server\n</li>\n<h1>Congrats!</h1>\n<p>\n  You\'re successfully running JSON Server\n  <br />',
    });
    expect(found(home, 'JSON Server')).toBeDefined();
    expect(found(home, 'Express')?.implied).toBe(true);
    expect(found(home, 'JSON Server', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>We mock our API with JSON Server.</p>' }), 'JSON Server')).toBeUndefined();
  });

  it("serve-index: its listing template (search box, files list)", () => {
    const listing = page({
      html: '<body class="directory">\n<input id="search" type="text" placeholder="Search" autocomplete="off" />\n<div id="wrapper">\n<h1><a href="/">~</a> / </h1>\n<ul id="files" class="view-tiles"><li><a href="/manuals/" class="icon icon-directory" title="manuals">',
    });
    expect(found(listing, 'serve-index')).toBeDefined();
    expect(found(listing, 'serve-index', upstream)).toBeUndefined();
    expect(found(page({ html: '<ul id="files" class="list">' }), 'serve-index')).toBeUndefined();
  });

  it("live-server: the comment before its injected reload script", () => {
    const injected = page({
      html: '<script src="plan.js"></script>\n<!-- Code injected by live-server -->\n<script type="text/javascript">\n\t// <![CDATA[  <-- For SVG support\n\tif (\'WebSocket\' in window) {',
    });
    expect(found(injected, 'live-server')).toBeDefined();
    expect(found(injected, 'live-server', upstream)).toBeUndefined();
  });

  it('Browsersync: its snippet and the client script version it loads (3.x and 2.x forms)', () => {
    const v3 = page({
      html: '<body><script id="__bs_script__">//<![CDATA[\n  (function() {\n    try {\n      var script = document.createElement(\'script\');\n      script.src = \'/browser-sync/browser-sync-client.js?v=3.0.4\'.replace("HOST", location.hostname);',
    });
    expect(found(v3, 'Browsersync')?.version).toBe('3.0.4');
    expect(found(v3, 'Browsersync', upstream)).toBeUndefined();
    const v2 = page({
      html: '<script id="__bs_script__">//<![CDATA[\n    document.write("<script async src=\'/browser-sync/browser-sync-client.js?v=2.27.10\'><\\/script>".replace("HOST", location.hostname));\n//]]></script>',
    });
    expect(found(v2, 'Browsersync')?.version).toBe('2.27.10');
    expect(found(page({ html: '<script async id="__bs_script__" src="/browser-sync/browser-sync-client.js?v=3.0.4"></script>' }), 'Browsersync')?.version).toBe('3.0.4');
  });

  it("Font Awesome: the version in the path of its own CDN's stylesheet", () => {
    // the page's DOM as the passive stage evaluates it from the HTML
    const observe = (html: string, set = withOverlay) => page({ html, dom: evaluateStaticDom(html, set.index.domPlan) });
    const home =
      '<link\n      rel="stylesheet"\n      href="https://use.fontawesome.com/releases/v5.8.2/css/all.css"\n      crossorigin="anonymous"\n    />\n<i class="fas fa-heart"></i>';
    expect(found(observe(home), 'Font Awesome')?.version).toBe('5.8.2');
    expect(found(observe(home, upstream), 'Font Awesome', upstream)?.version ?? null).toBeNull();
    const pro = '<link rel="stylesheet" href="https://pro.fontawesome.com/releases/v6.4.0/css/all.css">';
    expect(found(observe(pro), 'Font Awesome')?.version).toBe('6.4.0');
  });
});
