/**
 * Fixtures of the round-25 overlay rules (what the twenty-fifth held-out corpus round showed missing or wrong; libs/analyzer
 * corpus README "Round 25"): `fingerprints/overlay/round25.json` — bepasty, searx, Mopidy, webfs, rclone, jQuery File
 * Upload (none named by upstream) and Glyphicons from its classes — and, in `signatures.json`, RxJS's file-name pattern
 * anchored and Bootbox.js's version from Debian's minified build. Small signals cut from or imitating what the shipped
 * software emits (Debian 12 bepasty 1.0.0's templates, searx 1.1.0's base.html, mopidy 3.4.1's http handlers and
 * clients.html, webfsd 1.21's format strings, rclone 1.60.1's Server header, libjs-jquery-file-upload 10.32.0's banners,
 * libjs-bootbox 5.5.3), never a copy of a recorded site. Each asserts the detection (and version) with the overlay and
 * what upstream alone does.
 */
import { evaluateStaticDom } from '../collect/static-dom';
import { found, pageAt, upstream, withOverlay } from './overlay.test-support';

const page = pageAt('http://apps.example.net/');

describe('overlay: round 25', () => {
  it("bepasty: its layout's documentation link and the upload form's list field; it implies Flask", () => {
    const upload = page({
      headers: { server: ['gunicorn'] },
      html:
        '<title>Bepasty</title><ul class="navbar-nav"><li class="nav-item">\n<a class="nav-link" ' +
        'href="https://bepasty-server.readthedocs.org/en/latest/">Documentation</a></li></ul>' +
        '<form id="filelist-form"><input type="hidden" name="contenttype" value="text/x-bepasty-list"></form>',
    });
    expect(found(upload, 'bepasty')).toBeDefined();
    expect(found(upload, 'Flask')?.implied).toBe(true);
    expect(found(upload, 'bepasty', upstream)).toBeUndefined();
    const readOnly = page({ html: '<div class="jumbotron"><h1>bepasty, the Binary File Upload Site</h1>' });
    expect(found(readOnly, 'bepasty')).toBeDefined();
    // a page that links to its documentation in prose is not bepasty
    expect(
      found(page({ html: '<p>We use <a href="https://bepasty-server.readthedocs.org/en/latest/">bepasty</a>.</p>' }), 'bepasty'),
    ).toBeUndefined();
  });

  it("searx: the generator meta and the footer's version (oscar and simple themes), not SearXNG's", () => {
    const oscar = page({
      meta: { generator: ['searx/1.1.0'] },
      html: '<small>\n Powered by <a href="https://searx.github.io/searx">searx</a> - 1.1.0 - a privacy-respecting, hackable metasearch engine<br/>',
    });
    expect(found(oscar, 'searx')?.version).toBe('1.1.0');
    expect(found(oscar, 'Flask')?.implied).toBe(true);
    expect(found(oscar, 'searx', upstream)).toBeUndefined();
    const simple = page({ html: 'Propulsé par <a href="/about">searx</a> - 1.0.0 \u2014 un métamoteur' });
    expect(found(simple, 'searx')?.version).toBe('1.0.0');
    expect(found(page({ meta: { generator: ['searxng/2024.5.1'] } }), 'searx')).toBeUndefined();
    expect(found(page({ html: '<p>I switched from Google to searx last year.</p>' }), 'searx')).toBeUndefined();
  });

  it("Mopidy: the X-Mopidy-Version header and its own page's sentence", () => {
    const clients = page({
      headers: { server: ['TornadoServer/6.2'], 'x-mopidy-version': ['3.4.1'] },
      html: '<title>Mopidy</title><h1>Mopidy</h1>\n<p>This web server is a part of the Mopidy music server. To learn more',
    });
    expect(found(clients, 'Mopidy')?.version).toBe('3.4.1');
    expect(found(clients, 'Python')).toBeDefined();
    expect(found(clients, 'Mopidy', upstream)).toBeUndefined();
    expect(found(page({ headers: { 'x-mopidy-version': ['3.5.0'] } }), 'Mopidy')?.version).toBe('3.5.0');
    expect(found(page({ html: '<p>Mopidy is a music server written in Python.</p>' }), 'Mopidy')).toBeUndefined();
  });

  it("webfs: its Server header and the listing footer's link", () => {
    const listing = page({
      headers: { server: ['webfs/1.21'] },
      html: '<h1>listing: \n<a href="/">/</a></h1><hr noshade size=1><pre>\n</pre><hr noshade size=1>\n<small><a href="http://bytesex.org/webfs.html">webfs/1.21</a> &nbsp; 29/Nov/2026 08:03:59 GMT</small>',
    });
    expect(found(listing, 'webfs')?.version).toBe('1.21');
    expect(found(listing, 'webfs', upstream)).toBeUndefined();
    expect(found(page({ html: '<small><a href="http://bytesex.org/webfs.html">webfs/1.20</a></small>' }), 'webfs')?.version).toBe('1.20');
    expect(found(page({ html: '<p>webfs is a small web server by Gerd Knorr.</p>' }), 'webfs')).toBeUndefined();
  });

  it("rclone: its Server header (Debian's -DEV build too), implying Go; its Caddy-derived listing names neither", () => {
    const served = page({ headers: { server: ['rclone/v1.60.1-DEV'] } });
    expect(found(served, 'rclone')?.version).toBe('1.60.1');
    expect(found(served, 'Go')?.implied).toBe(true);
    expect(found(served, 'rclone', upstream)).toBeUndefined();
    expect(found(page({ headers: { server: ['rclone/v1.68.2'] } }), 'rclone')?.version).toBe('1.68.2');
    const listing = page({ html: '<input type="text" placeholder="filter" id="filter" onkeyup=\'filter()\'>' });
    expect(found(listing, 'rclone')).toBeUndefined();
    expect(found(listing, 'Caddy')).toBeUndefined();
  });

  it("jQuery File Upload: its files' names, banners and stylesheet", () => {
    const banner =
      '/*\n * jQuery File Upload Plugin\n * https://github.com/blueimp/jQuery-File-Upload\n *\n * Copyright 2010, Sebastian Tschan\n */';
    const bySource = page({ scriptSrc: ['https://files.example.net/static/upload/jquery.fileupload-validate.js'] });
    expect(found(bySource, 'jQuery File Upload')).toBeDefined();
    expect(found(bySource, 'jQuery File Upload', upstream)).toBeUndefined();
    expect(found(page({ scripts: [`${banner}\n;(function (factory) {})`] }), 'jQuery File Upload')).toBeDefined();
    const processing = '/*\n * jQuery File Upload Processing Plugin\n * https://github.com/blueimp/jQuery-File-Upload\n */';
    expect(found(page({ scripts: [processing] }), 'jQuery File Upload')).toBeDefined();
    expect(
      found(page({ html: '<link rel="stylesheet" href="/xstatic/jquery_file_upload/css/jquery.fileupload-ui.css">' }), 'jQuery File Upload'),
    ).toBeDefined();
    expect(found(page({ scriptSrc: ['https://example.net/js/fileupload.js'] }), 'jQuery File Upload')).toBeUndefined();
  });

  it('Glyphicons: an element using its classes, not markup inside a client-side template', () => {
    const observe = (html: string, set = withOverlay) => page({ html, dom: evaluateStaticDom(html, set.index.domPlan) });
    const used = observe(
      '<link rel="stylesheet" href="/static/css/bootstrap.min.css"><button><span class="glyphicon glyphicon-search"></span></button>',
    );
    expect(found(used, 'Glyphicons')).toBeDefined();
    expect(found(used, 'Glyphicons', upstream)).toBeUndefined();
    const template = observe(
      '<script id="template-article" type="text/x-handlebars-template">\n<span class="glyphicon glyphicon-info-sign"></span>\n</script>',
    );
    expect(found(template, 'Glyphicons')).toBeUndefined();
  });

  it("RxJS: a script file named rx…js, not one whose name merely ends so (searx.min.js)", () => {
    const searx = page({ scriptSrc: ['http://search.example.net/static/themes/oscar/js/searx.min.js'] });
    expect(found(searx, 'RxJS')).toBeUndefined();
    expect(found(searx, 'RxJS', upstream)).toBeDefined();
    expect(found(page({ scriptSrc: ['https://cdn.example.net/libs/rxjs/4.1.0/rx.all.min.js'] }), 'RxJS')).toBeDefined();
    expect(found(page({ scriptSrc: ['/js/rx.lite.compat.js'] }), 'RxJS')).toBeDefined();
  });

  it("Bootbox.js: the version of Debian's minified build (VERSION in a comma sequence)", () => {
    const debian = page({
      scripts: ['var r,n,i,l,d={},s=(d.VERSION="5.5.3",{en:{OK:"OK",CANCEL:"Cancel",CONFIRM:"OK"}});'],
    });
    expect(found(debian, 'Bootbox.js')?.version).toBe('5.5.3');
    const bundled = page({ scripts: ['e.VERSION="6.0.0";let t={en:{OK:"OK",CANCEL:"Cancel"}}'] });
    expect(found(bundled, 'Bootbox.js')?.version).toBe('6.0.0');
  });
});
