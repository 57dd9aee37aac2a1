/**
 * Fixtures of the round-9 overlay rules (what the ninth held-out corpus round showed missing or wrong; libs/analyzer
 * corpus README "Round 9"): `fingerprints/overlay/round9.json` (CUPS, Deluge, Rspamd, ZNC, qBittorrent) and the
 * library rules the round changed elsewhere — MooTools, Ext JS and Selectize (`versions.json`), FooTable v3
 * (`additions.json`), ProgressBar.js (`corrections.json`), NProgress and Prism (`signatures.json`). Small hand-written
 * signals imitating what the shipped software emits (Debian 12 cups-daemon 2.4.2's Server header and
 * templates/header.tmpl, deluge-web 2.0.3's index.html and extjs/ext-base(-debug).js, rspamd 3.4's controller header
 * and www/ files, znc 1.8.2's header, templates and webskins/_default_/pub/ files, qbittorrent-nox 4.5.2's Web UI
 * index.html and scripts/lib/MooTools-*.js), never a copy of a recorded site. Each asserts the detection (and
 * version) with the overlay and that upstream alone lacked it, or, for the correction, that upstream matched.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://print.example.org/');

describe('overlay: round 9 applications', () => {
  it('CUPS: the Server header (major.minor) and the full version of every web interface title', () => {
    const server = page({ headers: { server: ['CUPS/2.4 IPP/2.1'] } });
    expect(found(server, 'CUPS')?.version).toBe('2.4');
    expect(found(server, 'CUPS', upstream)).toBeUndefined();
    const home = page({
      headers: { server: ['CUPS/2.4 IPP/2.1'] },
      html: '<head>\n    <link rel="stylesheet" href="/cups.css" type="text/css">\n    <title>Home - CUPS 2.4.2</title>',
    });
    // the title's three segments win over the header's two
    expect(found(home, 'CUPS')?.version).toBe('2.4.2');
    expect(found(page({ html: '<title>Printers - CUPS 2.4.2</title>' }), 'CUPS')?.version).toBe('2.4.2');
    // a page about printing with CUPS is not CUPS
    expect(found(page({ html: '<title>Setting up CUPS 2.4.2 on Debian</title>' }), 'CUPS')).toBeUndefined();
    expect(found(page({ headers: { server: ['CUPSD-Proxy/1.0'] } }), 'CUPS')).toBeUndefined();
  });

  it('Deluge: the WebUI title and its inline object with the version, deluge-all.js; Python implied', () => {
    const webui = page({
      html:
        '<title>Deluge WebUI 2.0.3</title>\n<script type="text/javascript">\n        deluge = {\n' +
        '            author: \'Deluge Team\',\n            version: \'2.0.3\',\n            config: {"theme": "gray"}\n        }\n        </script>',
      scriptSrc: [
        'http://torrents.example.org/js/ext-base-debug.js',
        'http://torrents.example.org/js/deluge-all-debug.js',
      ],
    });
    expect(found(webui, 'Deluge')?.version).toBe('2.0.3');
    expect(found(webui, 'Python')).toBeDefined();
    expect(found(webui, 'Deluge', upstream)).toBeUndefined();
    expect(found(page({ scriptSrc: ['http://t.example.org/js/deluge-all.js'] }), 'Deluge')).toBeDefined();
    expect(found(page({ html: '<title>Deluge of data</title>' }), 'Deluge')).toBeUndefined();
  });

  it('Rspamd: the controller Server header with the version, the static and run-time web interface title', () => {
    const server = page({ headers: { server: ['rspamd/3.4'] } });
    expect(found(server, 'Rspamd')?.version).toBe('3.4');
    expect(found(server, 'Rspamd', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Rspamd Web Interface</title>' }), 'Rspamd')).toBeDefined();
    expect(
      found(page({ html: '<title>mail.example.org:11334 - Rspamd Web Interface</title>' }), 'Rspamd'),
    ).toBeDefined();
    expect(found(page({ headers: { server: ['rspamd-exporter/0.1'] } }), 'Rspamd')).toBeUndefined();
  });

  it('ZNC: its Server tag (the distribution suffix dropped), the footer tag and the web frontend title', () => {
    const server = page({ headers: { server: ['ZNC 1.8.2+deb3.1+deb12u2 - https://znc.in'] } });
    expect(found(server, 'ZNC')?.version).toBe('1.8.2');
    expect(found(server, 'ZNC', upstream)).toBeUndefined();
    expect(found(page({ headers: { server: ['ZNC - https://znc.in'] } }), 'ZNC')?.version).toBeNull();
    const footer = page({
      html: '<div id="tag"><p>ZNC 1.9.1 - <a href="https://znc.in">https://znc.in</a></p></div>',
    });
    expect(found(footer, 'ZNC')?.version).toBe('1.9.1');
    expect(found(page({ html: '<title>ZNC - Web Frontend</title>' }), 'ZNC')).toBeDefined();
    expect(found(page({ headers: { server: ['ZNCD/2.0'] } }), 'ZNC')).toBeUndefined();
  });

  it('qBittorrent: the application-name meta and Web UI title, the version of the title the client sets', () => {
    const index = page({
      meta: { 'application-name': ['qBittorrent'] },
      html: '<meta name="application-name" content="qBittorrent" />\n    <title>qBittorrent Web UI</title>',
    });
    expect(found(index, 'qBittorrent')).toBeDefined();
    expect(found(index, 'qBittorrent')?.version).toBeNull();
    expect(found(index, 'qBittorrent', upstream)).toBeUndefined();
    // in a browser load the client has set the title from /api/v2/app/version
    const loaded = page({ dom: { title: { exists: true, text: 'qBittorrent v4.5.2 Web UI' } } });
    expect(found(loaded, 'qBittorrent')?.version).toBe('4.5.2');
    expect(
      found(page({ meta: { 'application-name': ['qBittorrent Remote'] } }), 'qBittorrent'),
    ).toBeUndefined();
  });
});

describe('overlay: round 9 library rules', () => {
  it("MooTools: Core's version from its builder's file name and its first statement, not More's", () => {
    const src = page({
      scriptSrc: ['http://t.example.org/scripts/lib/MooTools-Core-1.6.0-compat-compressed.js'],
    });
    expect(found(src, 'MooTools')?.version).toBe('1.6.0');
    expect(found(src, 'MooTools', upstream)?.version).toBeNull();
    const compressed = page({
      scripts: [
        '!function(){function t(t,e,n){}this.MooTools={version:"1.6.0",build:"529422872adfff401b901b8b6c7ca5114ee95e2b"};',
      ],
    });
    expect(found(compressed, 'MooTools')?.version).toBe('1.6.0');
    const source = page({
      scripts: [
        "(function(){\n\nthis.MooTools = {\n\tversion: '1.4.5',\n\tbuild: 'ab8ea8824dc3b24b6666867a2c4ed58ebb762cf0'\n};",
      ],
    });
    expect(found(source, 'MooTools')?.version).toBe('1.4.5');
    // MooTools More states its own version
    const more = page({
      scriptSrc: ['http://t.example.org/js/MooTools-More-1.6.0-compat-compressed.js'],
      scripts: [
        'MooTools.More={version:"1.6.0",build:"45b71db70f879781a7e0b0d3fb3bb1307c2521eb"},Class.Mutators.Binds=function(t){}',
      ],
    });
    expect(found(more, 'MooTools')?.version).toBeNull();
  });

  it("Ext JS: the debug builds' file names and Ext 3's version constant (minified and debug forms)", () => {
    const debug = page({
      scriptSrc: ['http://t.example.org/js/ext-base-debug.js', 'http://t.example.org/js/ext-all-debug.js'],
      scripts: [
        "/*\nThis file is part of Ext JS 3.4\n*/\n\nExt = {\n    /**\n     * The version of the framework\n     * @type String\n     */\n    version : '3.4.1.1',\n    versionDetail : {\n        major : 3,\n        minor : 4,\n        patch : 1.1\n    }\n};",
      ],
    });
    expect(found(debug, 'ExtJS')?.version).toBe('3.4.1.1');
    expect(found(debug, 'ExtJS', upstream)).toBeUndefined();
    const min = page({
      scripts: [
        'window.undefined=window.undefined;Ext={version:"3.4.1.1",versionDetail:{major:3,minor:4,patch:1.1}};Ext.apply=function(d,e,b){}',
      ],
    });
    expect(found(min, 'ExtJS')?.version).toBe('3.4.1.1');
    expect(found(page({ scriptSrc: ['http://t.example.org/ext-4.2/ext-all.js'] }), 'ExtJS')).toBeDefined();
    // a file whose name merely ends in ext-base.js is not Ext JS (upstream matched it)
    const context = page({ scriptSrc: ['http://t.example.org/js/context-base.js'] });
    expect(found(context, 'ExtJS')).toBeUndefined();
    expect(found(context, 'ExtJS', upstream)).toBeDefined();
  });

  it('Selectize: file names with and without the release, banners of the minified and full builds and the stylesheet', () => {
    const named = page({ scriptSrc: ['http://irc.example.org/pub/selectize-standalone-0.12.1.min.js'] });
    expect(found(named, 'Selectize')?.version).toBe('0.12.1');
    expect(found(named, 'Selectize', upstream)).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['http://x.example.org/dist/js/standalone/selectize.min.js'] }), 'Selectize'),
    ).toBeDefined();
    const banner = page({
      scripts: [
        '/*! selectize.js - v0.12.1 | https://github.com/brianreavis/selectize.js | Apache License (v2) */\n!function(a,b){}',
      ],
    });
    expect(found(banner, 'Selectize')?.version).toBe('0.12.1');
    expect(
      found(
        page({ scripts: ['/**\n * selectize.js (v0.12.1)\n * Copyright (c) 2013–2015 Brian Reavis'] }),
        'Selectize',
      )?.version,
    ).toBe('0.12.1');
    expect(
      found(
        page({ css: ['/**\n * selectize.css (v0.12.1)\n * Copyright (c) 2013–2015 Brian Reavis'] }),
        'Selectize',
      )?.version,
    ).toBe('0.12.1');
    // a page's own file that only contains the word is not Selectize
    expect(
      found(page({ scriptSrc: ['http://x.example.org/js/autoselectize-init.js'] }), 'Selectize'),
    ).toBeUndefined();
  });

  it('FooTable v3: its stylesheet link, script, banner version and data key; jQuery implied, not required', () => {
    const link = page({
      html: '<link rel="stylesheet" type="text/css" href="./css/footable.standalone.min.css"/>',
    });
    expect(found(link, 'FooTable')).toBeDefined();
    expect(found(link, 'jQuery')).toBeDefined();
    expect(found(link, 'FooTable', upstream)).toBeUndefined();
    const banner = page({
      scripts: [
        '/*\n* FooTable v3 - FooTable is a jQuery plugin that aims to make HTML tables on smaller devices look awesome.\n* @version 3.1.6\n* @link http://fooplugins.com\n*/\n!function(a,b){b.get=function(b){return a(b).first().data("__FooTable__")}}',
      ],
    });
    expect(found(banner, 'FooTable')?.version).toBe('3.1.6');
    expect(found(page({ js: { 'FooTable.Table': true } }), 'FooTable')).toBeDefined();
    expect(
      found(page({ html: '<link rel="stylesheet" href="/css/FooTable.Glyphicons.css">' }), 'FooTable'),
    ).toBeUndefined();
  });

  it("ProgressBar.js: the package's paths only, not an application's own progressbar.js (upstream matched it)", () => {
    const own = page({ scriptSrc: ['http://t.example.org/scripts/progressbar.js?v=1yuuu8c'] });
    expect(found(own, 'ProgressBar.js')).toBeUndefined();
    expect(found(own, 'ProgressBar.js', upstream)).toBeDefined();
    const cdn = page({
      scriptSrc: ['https://cdn.jsdelivr.net/npm/progressbar.js@1.1.1/dist/progressbar.min.js'],
    });
    expect(found(cdn, 'ProgressBar.js')?.version).toBe('1.1.1');
    const cdnjs = page({
      scriptSrc: ['https://cdnjs.cloudflare.com/ajax/libs/progressbar.js/1.1.0/progressbar.min.js'],
    });
    expect(found(cdnjs, 'ProgressBar.js')?.version).toBe('1.1.0');
    expect(
      found(page({ scriptSrc: ['/node_modules/progressbar.js/dist/progressbar.js'] }), 'ProgressBar.js'),
    ).toBeDefined();
  });

  it("NProgress: the package's stylesheet link and its unminified script", () => {
    const link = page({ html: '<link rel="stylesheet" type="text/css" href="./css/nprogress.css"/>' });
    expect(found(link, 'NProgress')).toBeDefined();
    expect(found(link, 'NProgress', upstream)).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['https://x.example.org/vendor/nprogress.js'] }), 'NProgress'),
    ).toBeDefined();
    expect(
      found(page({ html: '<link rel="stylesheet" href="/css/mynprogress-theme.css">' }), 'NProgress'),
    ).toBeUndefined();
  });

  it("Prism: a download build's banner in its script and stylesheet, and the stylesheet link", () => {
    const banner =
      '/* PrismJS 1.28.0\nhttps://prismjs.com/download.html#themes=prism-okaidia&languages=clike&plugins=show-invisibles */';
    const css = page({ css: [`${banner}\ncode[class*=language-],pre[class*=language-]{color:#f8f8f2}`] });
    expect(found(css, 'Prism')?.version).toBe('1.28.0');
    expect(found(css, 'Prism', upstream)).toBeUndefined();
    const script = page({
      scripts: [`${banner}\nvar _self="undefined"!=typeof window?window:{},Prism=function(e){}`],
    });
    expect(found(script, 'Prism')?.version).toBe('1.28.0');
    expect(
      found(page({ html: '<link rel="stylesheet" type="text/css" href="./css/prism.css"/>' }), 'Prism'),
    ).toBeDefined();
    expect(
      found(
        page({ html: '<link href="/node_modules/prismjs/themes/prism-okaidia.min.css" rel="stylesheet">' }),
        'Prism',
      ),
    ).toBeDefined();
    expect(
      found(page({ html: '<link rel="stylesheet" href="/css/prismatic.css">' }), 'Prism'),
    ).toBeUndefined();
  });
});
