/**
 * One fixture per overlay entry of versions.json, corrections.json and additions.json
 * (libs/analyzer/fingerprints/overlay/README.md): small hand-written signals that imitate what the real software
 * emits, asserting the detection and its version with the overlay, and — where the entry fixes a false positive —
 * that the old detection is gone.
 */
import { detect } from '../detect/detect';
import { evaluateStaticDom } from '../collect/static-dom';
import { found, pageAt, upstream, withOverlay } from './overlay.test-support';

const page = pageAt('https://www.example.org/');

describe('overlay: versions.json', () => {
  it('jQuery: banner of jquery.min.js and jquery.js beats the file name; jQuery Migrate and messages do not match', () => {
    const min = page({
      scriptSrc: ['https://www.example.org/static/jquery-3.6.0.min.js'],
      scripts: [
        '/*! jQuery v3.6.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */\n!function(e,t){}',
      ],
    });
    expect(found(min, 'jQuery')?.version).toBe('3.6.1');
    expect(found(min, 'jQuery', upstream)?.version).toBe('3.6.0');
    const full = page({
      scripts: ['/*!\n * jQuery JavaScript Library v3.7.1\n * https://jquery.com/\n */\n(function(){})'],
    });
    expect(found(full, 'jQuery')?.version).toBe('3.7.1');
    const message = page({
      scripts: [
        'throw new Error("Bootstrap\'s JavaScript requires at least jQuery v1.9.1 but less than v4.0.0")',
      ],
    });
    expect(found(message, 'jQuery')).toBeUndefined();
    // Migrate's banner is Migrate's (which implies jQuery), never a jQuery version
    const migrate = page({
      scripts: [
        '/*! jQuery Migrate v3.5.2 | (c) OpenJS Foundation and other contributors | jquery.com/license */',
      ],
    });
    expect(found(migrate, 'jQuery Migrate')?.version).toBe('3.5.2');
    expect(found(migrate, 'jQuery')?.version ?? null).toBeNull();
  });

  it('jQuery UI: build/theme banner and the $.ui.version assignment', () => {
    const banner = page({
      css: [
        '/*! jQuery UI - v1.14.1 - 2024-10-30\n* https://jqueryui.com\n*/.ui-helper-hidden{display:none}',
      ],
    });
    expect(found(banner, 'jQuery UI')?.version).toBe('1.14.1');
    const noBanner = page({
      scriptSrc: ['https://www.example.org/libs/jquery-ui-1.13.1.min.js'],
      scripts: [
        '!function(factory){factory(jQuery)}(function($){"use strict";return $.ui=$.ui||{},$.ui.version="1.13.2"});',
      ],
    });
    expect(found(noBanner, 'jQuery UI')?.version).toBe('1.13.2');
  });

  it('Bootstrap: js and css banners; an application loader named *-bootstrap.js is no longer Bootstrap', () => {
    const js = page({
      scripts: [
        '/*!\n  * Bootstrap v5.3.8 (https://getbootstrap.com/)\n  * Copyright 2011-2025 The Bootstrap Authors\n  */',
      ],
    });
    expect(found(js, 'Bootstrap')?.version).toBe('5.3.8');
    const css = page({
      css: ['@charset "UTF-8";/*!\n * Bootstrap  v5.3.8 (https://getbootstrap.com/)\n */:root{}'],
    });
    expect(found(css, 'Bootstrap')?.version).toBe('5.3.8');
    const loader = page({
      scriptSrc: ['https://www.example.org/vendor/monaco/monaco-bootstrap.js?v=88c2e2202d41'],
    });
    expect(found(loader, 'Bootstrap', upstream)).toBeDefined();
    expect(found(loader, 'Bootstrap')).toBeUndefined();
    const binding = page({
      scriptSrc: ['https://cdn.example.net/react-bootstrap@2.10.2/dist/react-bootstrap.min.js'],
    });
    expect(found(binding, 'Bootstrap')).toBeDefined();
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/bootstrap.bundle.min.js'] }), 'Bootstrap'),
    ).toBeDefined();
  });

  it('Font Awesome: 4.x and 5.x–7.x stylesheet banners', () => {
    const v4 = page({
      css: [
        '/*!\n *  Font Awesome 4.7.0 by @davegandy - http://fontawesome.io - @fontawesome\n */@font-face{}',
      ],
    });
    expect(found(v4, 'Font Awesome')?.version).toBe('4.7.0');
    expect(found(v4, 'Font Awesome', upstream)).toBeUndefined();
    const v7 = page({
      css: ['/*!\n * Font Awesome Free 7.3.1 by @fontawesome - https://fontawesome.com\n */.fa{}'],
    });
    expect(found(v7, 'Font Awesome')?.version).toBe('7.3.1');
  });

  it('Tailwind CSS: v3 and v4 banners, the v4 browser build path', () => {
    const v4 = page({
      css: ['/*! tailwindcss v4.3.3 | MIT License | https://tailwindcss.com */\n@layer theme, base;'],
    });
    expect(found(v4, 'Tailwind CSS')?.version).toBe('4.3.3');
    const v3 = page({
      css: [
        '/*\n! tailwindcss v3.4.17 | MIT License | https://tailwindcss.com\n*/*,::before{box-sizing:border-box}',
      ],
    });
    expect(found(v3, 'Tailwind CSS')?.version).toBe('3.4.17');
    const style = page({
      dom: {
        style: { exists: true, text: '/*! tailwindcss v4.3.3 | MIT License | https://tailwindcss.com */' },
      },
    });
    expect(found(style, 'Tailwind CSS')?.version).toBe('4.3.3');
    const browserBuild = page({
      scriptSrc: ['https://www.example.org/vendor/@tailwindcss/browser/dist/index.global.js'],
    });
    expect(found(browserBuild, 'Tailwind CSS')).toBeDefined();
    expect(found(browserBuild, 'Tailwind CSS', upstream)).toBeUndefined();
  });

  it('Htmx: runtime htmx.version, self-hosted file, hx-* attributes', () => {
    expect(found(page({ js: { htmx: true, 'htmx.version': '4.0.1' } }), 'Htmx')?.version).toBe('4.0.1');
    expect(
      found(page({ scriptSrc: ['https://www.example.org/vendor/htmx.org/dist/htmx.min.js'] }), 'Htmx'),
    ).toBeDefined();
    const attrs = found(
      page({ html: '<button hx-get="/shifts?from=2" hx-target="#shifts">More</button>' }),
      'Htmx',
    );
    expect(attrs?.confidence).toBe(75);
  });

  it('Alpine.js: version in the bundle, npm dist path', () => {
    const min = page({
      scripts: [
        'get raw(){return at},version:"3.17.4",flushAndStopDeferringMutations:nr,dontAutoEvaluateFunctions:',
      ],
    });
    expect(found(min, 'Alpine.js')?.version).toBe('3.17.4');
    const esm = page({
      scripts: ['var Alpine = {\n  version: "3.14.9",\n  flushAndStopDeferringMutations,\n};'],
    });
    expect(found(esm, 'Alpine.js')?.version).toBe('3.14.9');
    const cdn = page({ scriptSrc: ['https://cdn.example.net/npm/alpinejs@3.14.9/dist/cdn.min.js'] });
    expect(found(cdn, 'Alpine.js')?.version).toBe('3.14.9');
  });

  it('Swagger UI: window.versions.swaggerUI (4.x, 5.x)', () => {
    const s = page({ js: { SwaggerUIBundle: true, 'versions.swaggerUI.version': '5.35.0' } });
    expect(found(s, 'Swagger UI')?.version).toBe('5.35.0');
    expect(found(s, 'Swagger UI', upstream)?.version).toBeNull();
  });

  it('Docsify: window.$docsify config, docsify.min.js, dist banner', () => {
    const s = page({
      scriptSrc: ['https://www.example.org/lib/docsify/docsify.min.js'],
      scripts: [
        "window.$docsify = { name: 'Docs', loadSidebar: true }",
        '/*!\n * Docsify v5.0.0\n * https://docsify.js.org\n */',
      ],
    });
    expect(found(s, 'Docsify')?.version).toBe('5.0.0');
    expect(found(s, 'Docsify', upstream)).toBeUndefined();
    expect(found(page({ scripts: ['window.$docsify = {}'] }), 'Docsify')).toBeDefined();
  });

  it('AWStats: generator meta with the build number', () => {
    const s = page({
      meta: {
        generator: [
          'AWStats 7.8 (build 20200416) from config file awstats.example.conf (http://www.awstats.org)',
        ],
      },
    });
    expect(found(s, 'AWStats')?.version).toBe('7.8');
    expect(found(s, 'AWStats', upstream)?.version).toBeNull();
  });

  it('Dancer: Dancer2 Server header', () => {
    const s = page({ headers: { server: ['Perl Dancer2 0.400001'] } });
    expect(found(s, 'Dancer')?.version).toBe('0.400001');
    expect(found(s, 'Dancer', upstream)).toBeUndefined();
    expect(found(page({ headers: { 'x-powered-by': ['Perl Dancer 1.3202'] } }), 'Dancer')?.version).toBe(
      '1.3202',
    );
  });
  it("git: version from cgit's default footer; a custom footer does not match", () => {
    const s = page({
      html:
        "<html><head><meta name='generator' content='cgit v1.2.3'/></head><body><div id='cgit'>" +
        "<div class='footer'>generated by <a href='https://git.zx2c4.com/cgit/about/'>cgit v1.2.3</a> " +
        "(<a href='https://git-scm.com/'>git 2.39.1</a>) at 2025-01-01 00:00:00 +0000</div></div></body></html>",
      meta: { generator: ['cgit v1.2.3'] },
    });
    expect(found(s, 'git')?.version).toBe('2.39.1');
    expect(found(s, 'git', upstream)?.version ?? null).toBeNull();
    const custom = page({ html: "<div class='footer'>hosted with git 2.1 and love</div>" });
    expect(found(custom, 'git')).toBeUndefined();
  });
  it('jQuery Migrate: banner and migrateVersion beat an application ?v= cache-buster; WordPress ?ver= kept', () => {
    const pma = page({
      scriptSrc: ['https://db.example.org/phpmyadmin/js/vendor/jquery/jquery-migrate.min.js?v=5.2.1'],
      scripts: [
        '/*!\n * jQuery Migrate - v3.4.0 - 2022-03-24T16:30Z\n * Copyright OpenJS Foundation and other contributors\n */(function(e){s.migrateVersion="3.4.0"})',
      ],
    });
    expect(found(pma, 'jQuery Migrate')?.version).toBe('3.4.0');
    expect(found(pma, 'jQuery Migrate', upstream)?.version).toBe('5.2.1');
    const bare = page({ scriptSrc: ['https://www.example.org/js/jquery-migrate.min.js?v=5.2.1'] });
    expect(found(bare, 'jQuery Migrate')?.version ?? null).toBeNull();
    const wp = page({
      scriptSrc: ['https://www.example.org/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1'],
    });
    expect(found(wp, 'jQuery Migrate')?.version).toBe('3.4.1');
    const v35 = page({
      scripts: [
        '/*! jQuery Migrate v3.5.2 | (c) OpenJS Foundation and other contributors | jquery.com/license */',
      ],
    });
    expect(found(v35, 'jQuery Migrate')?.version).toBe('3.5.2');
  });
  it('RoundCube: version from the rcversion env value; detection without the product-name title', () => {
    const login = page({
      scripts: [
        'var rcmail = new rcube_webmail();\nrcmail.set_env({"task":"login","locale":"en_US","rcversion":10605,"cookie_domain":"","skin":"elastic"});',
      ],
    });
    expect(found(login, 'RoundCube')?.version).toBe('1.6.5');
    expect(found(login, 'RoundCube', upstream)).toBeUndefined();
    expect(found(page({ scripts: ['rcmail.set_env({"rcversion":10510});'] }), 'RoundCube')?.version).toBe(
      '1.5.10',
    );
    expect(found(page({ js: { 'rcmail.env.rcversion': 11000 } }), 'RoundCube')?.version).toBe('1.10.0');
    expect(found(page({ cookies: { roundcube_sessid: 'k2v1q0' } }), 'RoundCube')).toBeDefined();
    expect(found(page({ scripts: ['window.cfg={"version":10605}'] }), 'RoundCube')).toBeUndefined();
  });
  it('Underscore.js: version from the banner kept in every build', () => {
    const s = page({
      scripts: [
        "}(this, (function () {\n  //     Underscore.js 1.13.4\n  //     https://underscorejs.org\n  //     (c) 2009-2022 Jeremy Ashkenas\n  var VERSION = '1.13.4';",
      ],
    });
    expect(found(s, 'Underscore.js')?.version).toBe('1.13.4');
    expect(found(s, 'Underscore.js', upstream)).toBeUndefined();
    expect(
      found(page({ scripts: ['// Underscore.js 1.13.4 is required'] }), 'Underscore.js'),
    ).toBeUndefined();
  });
  it('jQuery: MediaWiki ResourceLoader startup base modules; version from banner-less jquery.js code', () => {
    const startup = page({
      scriptSrc: [
        'https://wiki.example.org/w/load.php?lang=en&modules=startup&only=scripts&raw=1&skin=vector',
      ],
      scripts: [
        '(function(){var queue=[],jobs=[],willPropagate=false,errorModules=[],baseModules=["jquery","mediawiki.base"],' +
          'marker=document.querySelector(\'meta[name="ResourceLoaderDynamicStyles"]\');})();',
      ],
    });
    expect(found(startup, 'jQuery')).toBeDefined();
    expect(found(startup, 'jQuery')?.version ?? null).toBeNull();
    expect(found(startup, 'jQuery', upstream)).toBeUndefined();
    const batch = page({
      scripts: [
        'mw.loader.implement("jquery@p9z7x",function($,jQuery,require,module){(function(global,factory){})(window,' +
          'function(window,noGlobal){"use strict";var arr=[];var version="3.6.1",jQuery=function(selector,context){' +
          'return new jQuery.fn.init(selector,context);};});});',
      ],
    });
    expect(found(batch, 'jQuery')?.version).toBe('3.6.1');
    const source = page({
      scripts: [
        'var\n\tversion = "3.7.1",\n\n\trhtmlSuffix = /HTML$/i,\n\n\t// Define a local copy of jQuery\n\tjQuery = function( selector, context ) {',
      ],
    });
    expect(found(source, 'jQuery')?.version).toBe('3.7.1');
    const other = page({ scripts: ['var version="1.2.3",foo=function(a){};var app={version:"2.0.0"};'] });
    expect(found(other, 'jQuery')).toBeUndefined();
  });
  it("Astro: class-based style scoping (scopedStyleStrategy 'where' / 'class', as Starlight sets it)", () => {
    const html = page({
      html: '<body class="astro-bguv2lll"><a href="#_top" class="astro-7q3lir66">Skip</a>',
    });
    expect(found(html, 'Astro')).toBeDefined();
    expect(found(html, 'Astro', upstream)).toBeUndefined();
    expect(found(page({ css: ['.card:where(.astro-v5tidmuc){display:flex}'] }), 'Astro')).toBeDefined();
    expect(found(page({ html: '<div class="my-astro-component">' }), 'Astro')).toBeUndefined();
  });
  it('VuePress: the pre-release tag of the generator meta is part of the version', () => {
    const rc = page({ meta: { generator: ['VuePress 2.0.0-rc.28'] } });
    expect(found(rc, 'VuePress')?.version).toBe('2.0.0-rc.28');
    expect(found(rc, 'VuePress', upstream)?.version).toBe('2.0.0');
    expect(found(rc, 'Vue.js')).toBeDefined();
    expect(found(page({ meta: { generator: ['VuePress 1.9.10'] } }), 'VuePress')?.version).toBe('1.9.10');
  });
  it('Flask: default cookie session and Werkzeug error pages (no Server: Werkzeug under gunicorn)', () => {
    const sig = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F'; // 27 chars: base64url HMAC-SHA1
    const cookie = page({
      headers: { server: ['gunicorn'] },
      cookies: { session: `eyJjc3JmX3Rva2VuIjoiYWJjIn0.Zxy0Aw.${sig}` },
    });
    expect(found(cookie, 'Flask')).toBeDefined();
    expect(found(cookie, 'Flask', upstream)).toBeUndefined();
    expect(
      found(page({ cookies: { session: `.eJyrVkrOKMrPz1GyUkpKTFKqBQA3YAXm.Zxy0Aw.${sig}` } }), 'Flask'),
    ).toBeDefined();
    // Starlette (padded standard base64), express cookie-session, express-session, an opaque id: not Flask
    for (const v of [
      `eyJ1IjogImFiIn0=.Zxy0Aw.${sig}`,
      'eyJ1IjoiYWIifQ==',
      `s%3AabcDEF.${sig}`,
      '4f2a9c1e0b7d',
    ])
      expect(found(page({ cookies: { session: v } }), 'Flask')).toBeUndefined();
    const notFound = page({
      html: '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>\n',
    });
    expect(found(notFound, 'Flask')).toBeDefined();
    expect(found(notFound, 'Flask', upstream)).toBeUndefined();
    // Apache's 404 wording is different
    expect(
      found(page({ html: '<p>The requested URL /x was not found on this server.</p>' }), 'Flask'),
    ).toBeUndefined();
  });
  it('Eleventy: the eleventy-base-blog footer link with eleventy.generator; other 11ty.dev links do not match', () => {
    const footer = page({
      html: '<footer><p><em>Built with <a href="https://www.11ty.dev/">Eleventy v3.1.8</a></em></p></footer>',
    });
    expect(found(footer, 'Eleventy')?.version).toBe('3.1.8');
    expect(found(footer, 'Eleventy', upstream)).toBeUndefined();
    const pre = page({ html: '<a href="https://www.11ty.dev/">Eleventy v3.0.0-alpha.5</a>' });
    expect(found(pre, 'Eleventy')?.version).toBe('3.0.0');
    const prose = page({
      html: '<p>This is an <a href="https://www.11ty.dev/">Eleventy project</a> created from the starter.</p>',
    });
    expect(found(prose, 'Eleventy')).toBeUndefined();
  });
  it('FancyBox: the 3.x and 2.x banners give the version without a browser', () => {
    const v3 = page({
      scriptSrc: ['https://www.example.org/fancybox/jquery.fancybox.min.js'],
      scripts: [
        '// ==================================================\n// fancyBox v3.5.7\n//\n// Licensed GPLv3 for open source use\n!function(t,e,n,o){"use strict"}(window,document,jQuery);',
      ],
    });
    expect(found(v3, 'FancyBox')?.version).toBe('3.5.7');
    expect(found(v3, 'FancyBox', upstream)?.version ?? null).toBeNull();
    const v2 = page({
      scripts: [
        '/*! fancyBox v2.1.5 fancyapps.com | fancyapps.com/fancybox/#license */\n(function(r,G,f,v){})(window,document,jQuery);',
      ],
    });
    expect(found(v2, 'FancyBox')?.version).toBe('2.1.5');
  });
  it("Twitter Emoji (Twemoji): the version inside WordPress's wp-emoji-release.min.js", () => {
    const file = page({
      scriptSrc: ['https://www.example.org/wp-includes/js/wp-emoji-release.min.js?ver=6.1.9'],
      scripts: [
        '/*! This file is auto-generated */\n// Source: wp-includes/js/twemoji.min.js\nvar twemoji=function(){"use strict";var f={base:"https://twemoji.maxcdn.com/v/14.0.2/",ext:".png"}}();',
      ],
    });
    expect(found(file, 'Twitter Emoji (Twemoji)')?.version).toBe('14.0.2');
    expect(found(file, 'Twitter Emoji (Twemoji)', upstream)).toBeUndefined();
  });
  it('Mustache: name and version set side by side in 3.x and 4.x builds', () => {
    const v3 = page({
      scripts: [
        'function escapeHtml(s){};mustache.name="mustache.js";mustache.version="3.0.1";mustache.tags=["{{","}}"];',
      ],
    });
    expect(found(v3, 'Mustache')?.version).toBe('3.0.1');
    expect(found(v3, 'Mustache', upstream)).toBeUndefined();
    const v4 = page({
      scripts: [
        "var mustache = {\n    name: 'mustache.js',\n    version: '4.2.0',\n    tags: [ '{{', '}}' ],",
      ],
    });
    expect(found(v4, 'Mustache')?.version).toBe('4.2.0');
  });
  it('D3, Chart.js, jQuery Sparklines, Tablesorter, Screenfull.js: versions from the files', () => {
    const v = (scripts: string[], name: string) => found(page({ scripts }), name)?.version;
    expect(v(['// https://d3js.org v5.16.0 Copyright 2022 Mike Bostock\n!function(t,n){}'], 'D3')).toBe(
      '5.16.0',
    );
    expect(v(['/*!\n * Chart.js v3.9.1\n * https://www.chartjs.org\n */\n(function(){})'], 'Chart.js')).toBe(
      '3.9.1',
    );
    expect(
      v(['/**\n*\n* jquery.sparkline.js\n*\n* v2.1.2\n* (c) Splunk, Inc\n*/'], 'jQuery Sparklines'),
    ).toBe('2.1.2');
    expect(
      v(
        [
          '!function(e){}(function(e){return function(A){"use strict";var L=A.tablesorter={version:"2.31.3",parsers:[]}}})',
        ],
        'Tablesorter',
      ),
    ).toBe('2.31.3');
    expect(
      v(
        ['/*!\n* screenfull\n* v3.3.3 - 2018-09-04\n* (c) Sindre Sorhus; MIT License\n*/\n(function () {})'],
        'Screenfull.js',
      ),
    ).toBe('3.3.3');
    expect(found(page({ scripts: ['// https://d3js.org v5.16.0'] }), 'D3', upstream)).toBeUndefined();
  });
  it('jQuery Sparklines: jQuery.fn.sparkline, the minified banner and the plugin assignment', () => {
    expect(
      found(page({ js: { 'jQuery.fn.sparkline': true, 'jQuery.fn.jquery': '3.6.0' } }), 'jQuery Sparklines'),
    ).toBeDefined();
    expect(
      found(
        page({
          scripts: [
            '/* jquery.sparkline 2.1.2 - http://omnipotent.net/jquery.sparkline/ \n** Licensed under the New BSD License',
          ],
        }),
        'jQuery Sparklines',
      )?.version,
    ).toBe('2.1.2');
    expect(
      found(
        page({ scripts: ['K=[],d.fn.sparkline=function(b,e){return this.each(function(){'] }),
        'jQuery Sparklines',
      ),
    ).toBeDefined();
  });
  it('Peity: jQuery.fn.peity, the banner and the plugin assignment (Peity requires jQuery)', () => {
    const runtime = page({ js: { 'jQuery.fn.jquery': '3.6.0', 'jQuery.fn.peity': true } });
    expect(found(runtime, 'Peity')).toBeDefined();
    expect(found(runtime, 'Peity', upstream)).toBeUndefined();
    const file = page({
      scriptSrc: ['https://www.example.org/js/jquery-3.6.0.min.js'],
      scripts: [
        '// Peity jQuery plugin version 3.2.0\n// (c) 2015 Ben Pickles\n(function(k,w,h,v){var d=k.fn.peity=function(a,b){',
      ],
    });
    expect(found(file, 'Peity')?.version).toBe('3.2.0');
    expect(found(page({ scripts: ['var d=k.fn.peity=function(a,b){'] }), 'Peity')).toBeUndefined();
  });
});

describe('overlay: corrections.json', () => {
  it("Format: code that formats (escodegen's `format.compact`) is not the Format CMS; its host name is", () => {
    // escodegen, minified in a Storybook manager bundle: `B.format.compact&&(b=E=p=s="")`
    const code = page({ scripts: ['h=B.format.escapeless,b=B.format.newline,B.format.compact&&(b=E=p=s="")'] });
    expect(found(code, 'Format', upstream)).toBeDefined();
    expect(found(code, 'Format')).toBeUndefined();
    for (const script of ['src="https://www.format.com/widget.js"', "fetch('//format.com/api')"])
      expect(found(page({ scripts: [script] }), 'Format')).toBeDefined();
  });
  it("HeroUI: AngularJS's nextUid is not NextUI; the quoted names of NextUI and HeroUI builds are", () => {
    // angular.js 1.3.20 (Syncthing's GUI): `function nextUid() {` and `nextUid: true`
    const angular = page({ scripts: ['function nextUid() {\n  return ++uid;\n}\n  nextUid: true,'] });
    expect(found(angular, 'HeroUI', upstream)).toBeDefined();
    expect(found(angular, 'HeroUI')).toBeUndefined();
    expect(found(angular, 'React')).toBeUndefined();
    // @nextui-org/system-rsc 2.x minified: the element check and a display name; @heroui/system-rsc 2.4
    for (const code of [
      'var f=e=>{var t,n;return(n=(t=e.type)==null?void 0:t.render)==null?void 0:n.displayName.includes("NextUI")}',
      'b.displayName="NextUI.Button";',
      'return e.type?.render?.displayName?.includes("HeroUI")',
    ]) {
      expect(found(page({ scripts: [code] }), 'HeroUI')).toBeDefined();
      expect(found(page({ scripts: [code] }), 'React')).toBeDefined();
    }
  });
  it('Matter.js: a file name ending in "matter.js" (formatter.js) is not Matter.js', () => {
    const formatter = page({
      scriptSrc: ['https://www.example.org/transmission/web/javascript/formatter.js'],
    });
    expect(found(formatter, 'Matter.js', upstream)).toBeDefined();
    expect(found(formatter, 'Matter.js')).toBeUndefined();
    for (const [url, version] of [
      ['https://cdnjs.cloudflare.com/ajax/libs/matter-js/0.19.0/matter.min.js', null],
      ['https://www.example.org/js/matter.js', null],
      ['https://www.example.org/js/matter-0.20.0.min.js', '0.20.0'],
      ['matter-wrap.js', null],
    ] as const)
      expect(found(page({ scriptSrc: [url] }), 'Matter.js')?.version ?? null).toBe(version);
  });
  it("xCharts: ApexCharts' own files (apexcharts.css, apexcharts.js) are not xCharts'", () => {
    // the passive stage's signals of a page: html, its script URLs and its dom selectors evaluated on the html
    const withLinks = (css: string, js: string, set = withOverlay) => {
      const html = `<html><head><link rel="stylesheet" href="${css}"></head><body><script src="${js}"></script></body></html>`;
      return page({
        html,
        scriptSrc: [`https://www.example.org${js}`],
        dom: evaluateStaticDom(html, set.index.domPlan),
      });
    };
    const apex = (set = withOverlay) =>
      withLinks('/v/333c04dd15/dist/apexcharts.css', '/v/333c04dd15/dist/apexcharts.js', set);
    expect(found(apex(upstream), 'xCharts', upstream)).toBeDefined();
    expect(found(apex(), 'xCharts')).toBeUndefined();
    expect(found(withLinks('/static/xcharts/xcharts.min.css', '/static/js/app.js'), 'xCharts')).toBeDefined();
    expect(found(withLinks('/static/app.css', '/static/xcharts/xcharts.min.js'), 'xCharts')).toBeDefined();
    expect(found(withLinks('xcharts.css', '/static/app.js'), 'xCharts')).toBeDefined();
  });
  it('AngularJS: a host name containing "angular" is not an AngularJS script', () => {
    const s = page(
      { scriptSrc: ['https://angular.example.com/main-6W4UTVGP.js'] },
      'https://angular.example.com/',
    );
    expect(found(s, 'AngularJS', upstream)).toBeDefined();
    expect(found(s, 'AngularJS')).toBeUndefined();
    expect(
      found(
        page({ scriptSrc: ['https://ajax.googleapis.com/ajax/libs/angularjs/1.8.2/angular.min.js'] }),
        'AngularJS',
      )?.version,
    ).toBe('1.8.2');
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/angular-route.js'] }), 'AngularJS'),
    ).toBeDefined();
  });
  it('Docusaurus does not imply Webpack (Docusaurus Faster builds with Rspack)', () => {
    const s = page({ meta: { generator: ['Docusaurus v3.10.2'] } });
    expect(found(s, 'Docusaurus')?.version).toBe('3.10.2');
    expect(found(s, 'React')).toBeDefined();
    expect(found(s, 'Webpack')).toBeUndefined();
    expect(found(s, 'Webpack', upstream)).toBeDefined();
  });
  it('Handlebars: a text/x-handlebars-template script element alone is not Handlebars', () => {
    const s = page({
      html: '<script id="graph_template" type="text/x-handlebars-template"></script>',
      dom: { "script[type='text/x-handlebars-template']": { exists: true } },
    });
    expect(found(s, 'Handlebars', upstream)).toBeDefined();
    expect(found(s, 'Handlebars')).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/handlebars.min.js'] }), 'Handlebars'),
    ).toBeDefined();
    expect(
      found(page({ js: { Handlebars: true, 'Handlebars.VERSION': '4.7.8' } }), 'Handlebars')?.version,
    ).toBe('4.7.8');
  });
  it('PHP: the session nocache Expires date, whatever the session cookie is called', () => {
    expect(found(page({ headers: { expires: ['Thu, 19 Nov 1981 08:52:00 GMT'] } }), 'PHP')).toBeDefined();
    expect(
      found(page({ headers: { expires: ['Thu, 19 Nov 1981 08:52:00 GMT'] } }), 'PHP', upstream),
    ).toBeUndefined();
    expect(found(page({ headers: { expires: ['Thu, 01 Jan 1970 00:00:00 GMT'] } }), 'PHP')).toBeUndefined();
  });
  it('Marko: a method name starting with "markO" is not a .marko file; the compiler header is', () => {
    const billboard = page({
      scripts: ['if (hasGauge) {\n  $$.markOverlapped(id, $$, "." + $GAUGE.gaugeValue);\n}'],
    });
    expect(found(billboard, 'Marko', upstream)).toBeDefined();
    expect(found(billboard, 'Marko')).toBeUndefined();
    const compiled = page({
      scripts: [
        '// Compiled using marko@5.39.27 - DO NOT EDIT\n"use strict";\nconst _marko_componentType = "hello.marko",\n  _marko_template = (0, _index.t)(_marko_componentType);',
      ],
    });
    expect(found(compiled, 'Marko')?.version).toBe('5.39.27');
  });
  it("parcel: a Parcel 1 bundle's parcelRequire no longer implies SWC, which only Parcel 2 uses", () => {
    const bundle = page({ js: { parcelRequire: true } });
    expect(found(bundle, 'parcel')).toBeDefined();
    expect(found(bundle, 'SWC')).toBeUndefined();
    expect(found(bundle, 'SWC', upstream)?.implied).toBe(true);
  });
});

describe('overlay: backtracking.json', () => {
  it('GOV.UK Frontend: the linear rewrite finds the same version on real file names (speed: backtracking.spec.ts)', () => {
    for (const [src, version] of [
      ['https://www.example.gov.uk/assets/govuk-frontend-5.4.0.min.js', '5.4.0'],
      ['https://cdn.example.org/npm/govuk-frontend@4.7.0/dist/govuk/all.js', '4.7.0'],
      ['https://www.example.gov.uk/javascripts/govuk-frontend-3f2a9c1.js', '3f2a9c1'],
    ] as const) {
      expect(found(page({ scriptSrc: [src] }), 'GOV.UK Frontend')?.version).toBe(version);
      expect(found(page({ scriptSrc: [src] }), 'GOV.UK Frontend', upstream)?.version).toBe(version);
    }
    expect(
      found(page({ scriptSrc: ['https://www.example.gov.uk/govuk-frontend.min.js'] }), 'GOV.UK Frontend'),
    ).toBeDefined();
    const css = page({ html: '<link rel="stylesheet" href="/assets/govuk-frontend-5.4.0.min.css">' });
    expect(found(css, 'GOV.UK Frontend')?.version).toBe('5.4.0');
  });
});

describe('overlay: additions.json', () => {
  it('TypeDoc: default theme footer and asset script ids', () => {
    const footer = page({
      html: '<footer><p class="tsd-generator">Generated using <a href="https://typedoc.org/" target="_blank">TypeDoc</a></p></footer>',
    });
    expect(found(footer, 'TypeDoc')).toBeDefined();
    expect(found(footer, 'TypeDoc', upstream)).toBeUndefined();
    expect(
      found(
        page({ html: '<script async src="assets/search.js" id="tsd-search-script"></script>' }),
        'TypeDoc',
      ),
    ).toBeDefined();
  });

  it('Storybook manager page: builder, framework and renderer declarations (Storybook, Vite, React)', () => {
    const s = page({
      html: '<link href="./sb-manager/runtime.js" rel="modulepreload" />',
      scripts: [
        `window['STORYBOOK_BUILDER'] = "vite";\nwindow['STORYBOOK_FRAMEWORK'] = "react-vite";\nwindow['STORYBOOK_RENDERER'] = "react";`,
      ],
    });
    const names = detect(s, withOverlay).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Storybook', 'Vite', 'React']));
    const webpack = page({
      scripts: [`window['STORYBOOK_BUILDER'] = "webpack5";\nwindow['STORYBOOK_RENDERER'] = "vue3";`],
    });
    expect(found(webpack, 'Storybook')).toBeDefined();
    expect(found(webpack, 'Vite')).toBeUndefined();
    expect(found(webpack, 'React')).toBeUndefined();
    expect(
      found(page({ js: { STORYBOOK_BUILDER: 'vite', STORYBOOK_RENDERER: 'react' } }), 'Vite'),
    ).toBeDefined();
  });

  it('Vite: module-preload polyfill of an application entry (esbuild and Rolldown output)', () => {
    const esbuild = page({
      scripts: [
        '(function(){const t=document.createElement("link").relList;if(t&&t.supports&&t.supports("modulepreload"))return;for(const e of document.querySelectorAll(\'link[rel="modulepreload"]\'))r(e);})();',
      ],
    });
    expect(found(esbuild, 'Vite')).toBeDefined();
    const rolldown = page({
      scripts: [
        '(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);})();',
      ],
    });
    expect(found(rolldown, 'Vite')).toBeDefined();
    expect(found(page({ scripts: ['link.rel = "modulepreload";'] }), 'Vite')).toBeUndefined();
  });

  it('React: react-dom version in a bundle (minified, backtick and spaced forms); runtime still wins', () => {
    const s = page({
      scripts: [
        'var qh={bundleType:0,version:`19.3.1`,rendererPackageName:`react-dom`,currentDispatcherRef:C}',
      ],
    });
    expect(found(s, 'React')?.version).toBe('19.3.1');
    const spaced = page({
      scripts: [
        'tl = { findFiberByHostInstance: Wc, bundleType: 0, version: "18.3.1", rendererPackageName: "react-dom" }',
      ],
    });
    expect(found(spaced, 'React')?.version).toBe('18.3.1');
    expect(found({ ...s, js: { 'React.version': '19.3.2' } }, 'React')?.version).toBe('19.3.2');
  });

  it('React Router 7 framework mode: server-rendered context and manifest (implies React; Vite builds it)', () => {
    const s = page({
      scripts: [
        'window.__reactRouterContext = {"basename":"/","ssr":true};',
        'window.__reactRouterManifest = {"entry":{}}',
      ],
    });
    const names = detect(s, withOverlay).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['React Router', 'React', 'Vite']));
    expect(found(s, 'React Router', upstream)).toBeUndefined();
  });

  it('SolidJS: the event-delegation registry of its web runtime', () => {
    const s = page({
      scripts: ['const a="_$DX_DELEGATE";function d(e,t=window.document){const n=t[a]||(t[a]=new Set)}'],
    });
    expect(found(s, 'SolidJS')).toBeDefined();
    expect(found(s, 'SolidJS', upstream)).toBeUndefined();
  });

  it('Google Code Prettify: prettify.js / run_prettify.js', () => {
    expect(
      found(
        page({ scriptSrc: ['https://www.example.org/scripts/prettify/prettify.js'] }),
        'Google Code Prettify',
      ),
    ).toBeDefined();
    expect(
      found(
        page({
          scriptSrc: [
            'https://cdn.example.net/gh/google/code-prettify@master/loader/run_prettify.js?skin=desert',
          ],
        }),
        'Google Code Prettify',
      ),
    ).toBeDefined();
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/prettify-json.js'] }), 'Google Code Prettify'),
    ).toBeUndefined();
  });

  it('FastAPI: favicon link of the built-in docs pages', () => {
    const s = page({
      html: '<link rel="shortcut icon" href="https://fastapi.tiangolo.com/img/favicon.png">',
    });
    expect(found(s, 'FastAPI')).toBeDefined();
    expect(found(s, 'FastAPI', upstream)).toBeUndefined();
  });

  it('Open Graph: og: meta properties without a browser', () => {
    const s = page({ meta: { 'og:title': ['Riverside'], 'og:type': ['website'] } });
    expect(found(s, 'Open Graph')).toBeDefined();
    expect(found(s, 'Open Graph', upstream)).toBeUndefined();
  });
  it('Apache Tomcat: stock error page (footer + TomcatCSS) and stock ROOT pages; Debian from the server info', () => {
    const css =
      '<style type="text/css">body {font-family:Tahoma,Arial,sans-serif;} h1, h2, h3, b {color:white;background-color:#525D76;} ' +
      'h1 {font-size:22px;} .line {height:1px;background-color:#525D76;border:none;}</style>';
    const error = page({
      headers: { 'content-type': ['text/html;charset=utf-8'], 'content-language': ['en'] },
      html:
        '<!doctype html><html lang="en"><head><title>HTTP Status 404 – Not Found</title>' +
        css +
        '</head><body>' +
        '<h1>HTTP Status 404 – Not Found</h1><hr class="line" /><p><b>Type</b> Status Report</p>' +
        '<hr class="line" /><h3>Apache Tomcat/10.1.60 (Debian)</h3></body></html>',
    });
    expect(found(error, 'Apache Tomcat')?.version).toBe('10.1.60');
    expect(found(error, 'Debian')).toBeDefined();
    expect(found(error, 'Java')).toBeDefined();
    expect(found(error, 'Apache Tomcat', upstream)).toBeUndefined();
    // showServerInfo="false": no footer, the valve's CSS remains (any locale)
    const hidden = page({
      html: '<html><head><title>État HTTP 404 – Non trouvé</title>' + css + '</head><body></body></html>',
    });
    expect(found(hidden, 'Apache Tomcat')).toBeDefined();
    expect(found(hidden, 'Debian')).toBeUndefined();
    // Debian/Ubuntu default ROOT page, upstream index.jsp
    expect(
      found(
        page({ html: '<head>\n    <title>Apache Tomcat</title>\n</head><body><h1>It works !</h1>' }),
        'Apache Tomcat',
      ),
    ).toBeDefined();
    expect(
      found(
        page({
          html: '<title>Apache Tomcat/10.1.36</title></head><body><div id="asf-box"><h1>Apache Tomcat/10.1.36</h1>',
        }),
        'Apache Tomcat',
      )?.version,
    ).toBe('10.1.36');
    // an article about Tomcat is not Tomcat
    const article = page({
      html: '<title>Apache Tomcat tutorial</title><p>Apache Tomcat/9.0.1 (Debian) is old</p>',
    });
    expect(found(article, 'Apache Tomcat')).toBeUndefined();
    expect(found(article, 'Debian')).toBeUndefined();
  });
  it('Debian and Jetty: Debian jetty9 default page; Jetty error page footer without a Server header', () => {
    const debianPage = page({
      headers: { server: ['Jetty(9.4.57.v20241219)'] },
      html: '<HTML>\n  <HEAD>\n    <TITLE>Welcome to Jetty 9 on Debian</TITLE>\n  </HEAD>\n<BODY>\n<h1>Welcome to Jetty 9 on Debian</h1>',
    });
    expect(found(debianPage, 'Debian')).toBeDefined();
    expect(found(debianPage, 'Debian', upstream)).toBeUndefined();
    expect(found(debianPage, 'Jetty')?.version).toBe('9.4.57');
    const error = page({
      html:
        '<title>Error 404 Not Found</title>\n</head>\n<body><h2>HTTP ERROR 404 Not Found</h2>\n' +
        '<hr/><a href="https://jetty.org/">Powered by Jetty:// 9.4.57.v20241219</a><hr/>',
    });
    expect(found(error, 'Jetty')?.version).toBe('9.4.57');
    expect(found(error, 'Java')).toBeDefined();
    expect(found(error, 'Jetty', upstream)).toBeUndefined();
    expect(found(page({ html: '<html><title>Welcome to Jetty</title></html>' }), 'Debian')).toBeUndefined();
  });
  it('phpMyAdmin 5.x: session cookie, X-ob_mode, CommonParams version, messages.php; implies PHP', () => {
    const login = page({
      cookies: { phpmyadmin: 'a1b2c3', pma_lang: 'en' },
      headers: { 'x-ob_mode': ['1'] },
      html: '<h1>Welcome to <bdo dir="ltr" lang="en">phpMyAdmin</bdo></h1>',
      scripts: [
        'CommonParams.setAll({common_query:"lang=en",rootPath:"/phpmyadmin/",arg_separator:"&",version:"5.2.1deb1+deb12u1",auth_type:"cookie"});',
      ],
      scriptSrc: ['https://db.example.org/phpmyadmin/js/messages.php?l=en&v=5.2.1deb1%2Bdeb12u1&lang=en'],
    });
    expect(found(login, 'phpMyAdmin')?.version).toBe('5.2.1');
    expect(found(login, 'phpMyAdmin', upstream)).toBeUndefined();
    expect(found(login, 'PHP')).toBeDefined();
    expect(found(page({ headers: { 'x-ob_mode': ['0'] } }), 'phpMyAdmin')).toBeDefined();
    const v50 = page({
      scripts: [
        'PMA_commonParams.setAll({rootPath:"/pma/",arg_separator:"&amp;",PMA_VERSION:"5.0.4",auth_type:"cookie"});',
      ],
    });
    expect(found(v50, 'phpMyAdmin')?.version).toBe('5.0.4');
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/messages.php?lang=de'] }), 'phpMyAdmin'),
    ).toBeUndefined();
  });
  it('CodeMirror 5: lib file name, cdnjs path, version assignment', () => {
    const lib = page({
      scriptSrc: ['https://www.example.org/js/vendor/codemirror/lib/codemirror.js?v=1'],
      scripts: ['  CodeMirror.version = "5.65.20";\n\n  return CodeMirror;\n'],
    });
    expect(found(lib, 'CodeMirror')?.version).toBe('5.65.20');
    expect(found(lib, 'CodeMirror', upstream)).toBeUndefined();
    const cdn = page({
      scriptSrc: ['https://cdnjs.cloudflare.com/ajax/libs/codemirror/5.65.16/codemirror.min.js'],
    });
    expect(found(cdn, 'CodeMirror')?.version).toBe('5.65.16');
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/my-codemirror.js'] }), 'CodeMirror'),
    ).toBeUndefined();
  });
  it('Sphinx: alabaster footer version and _static script names', () => {
    const s = page({
      html: '<div class="footer">&copy;2024, Someone.\n |\n Powered by <a href="http://sphinx-doc.org/">Sphinx 5.3.0</a>\n &amp; <a href="https://github.com/bitprophet/alabaster">Alabaster 0.7.12</a></div>',
    });
    expect(found(s, 'Sphinx')?.version).toBe('5.3.0');
    expect(found(s, 'Sphinx', upstream)).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['https://docs.example.org/_static/doctools.js'] }), 'Sphinx'),
    ).toBeDefined();
    expect(
      found(
        page({ scriptSrc: ['https://docs.example.org/_static/documentation_options.js?v=5929fcd5'] }),
        'Sphinx',
      ),
    ).toBeDefined();
    expect(found(page({ scriptSrc: ['https://www.example.org/js/tools.js'] }), 'Sphinx')).toBeUndefined();
  });
  it('Google Font API: stylesheet link in the main document', () => {
    const v1 = page({
      html: '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto:300,400&display=fallback">',
    });
    expect(found(v1, 'Google Font API')).toBeDefined();
    expect(found(v1, 'Google Font API', upstream)).toBeUndefined();
    const v2 = page({
      html: '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter&display=swap">',
    });
    expect(found(v2, 'Google Font API')).toBeDefined();
    const link = page({ html: '<a href="https://fonts.google.com/specimen/Roboto">Roboto</a>' });
    expect(found(link, 'Google Font API')).toBeUndefined();
  });
  it('RSS: feed link in the main document, any attribute order', () => {
    const atom = page({
      html: '<link type="application/atom+xml" rel="alternate" href="/feed.xml" title="Notes" />',
    });
    expect(found(atom, 'RSS')).toBeDefined();
    expect(found(atom, 'RSS', upstream)).toBeUndefined();
    const rss = page({
      html: '<link rel="alternate" type="application/rss+xml" title="Blog" href="/index.xml">',
    });
    expect(found(rss, 'RSS')).toBeDefined();
    const json = page({ html: '<link rel="alternate" type="application/json" href="/feed.json">' });
    expect(found(json, 'RSS')).toBeUndefined();
  });
  it('Material for MkDocs: generator meta, footer, bundle; implies MkDocs', () => {
    const s = page({ meta: { generator: ['mkdocs-1.4.2, mkdocs-material-8.2.5'] } });
    expect(found(s, 'Material for MkDocs')?.version).toBe('8.2.5');
    expect(found(s, 'MkDocs')?.version).toBe('1.4.2');
    expect(found(page({ meta: { generator: ['mkdocs-1.6.1'] } }), 'Material for MkDocs')).toBeUndefined();
    const footer = page({
      html: 'Made with\n <a href="https://squidfunk.github.io/mkdocs-material/" target="_blank" rel="noopener">',
    });
    expect(found(footer, 'Material for MkDocs')).toBeDefined();
    expect(found(footer, 'MkDocs')).toBeDefined();
    const bundle = page({
      scriptSrc: ['https://docs.example.org/assets/javascripts/bundle.467223ff.min.js'],
    });
    expect(found(bundle, 'Material for MkDocs')).toBeDefined();
  });
  it('Pagefind: Default UI assets, UI global, version constant of pagefind.js', () => {
    const ui = page({
      html: '<link href="/pagefind/pagefind-ui.css" rel="stylesheet">',
      scriptSrc: ['https://www.example.org/pagefind/pagefind-ui.js'],
    });
    expect(found(ui, 'Pagefind')).toBeDefined();
    expect(
      found(page({ scriptSrc: ['https://www.example.org/_pagefind/pagefind-ui.js'] }), 'Pagefind'),
    ).toBeDefined();
    expect(found(page({ js: { PagefindUI: true } }), 'Pagefind')).toBeDefined();
    const worker = page({ scripts: ['const pagefind_version="1.6.0";let wasm_bindgen=(function(e){})'] });
    expect(found(worker, 'Pagefind')?.version).toBe('1.6.0');
    expect(
      found(page({ scriptSrc: ['https://www.example.org/js/pathfinder.js'] }), 'Pagefind'),
    ).toBeUndefined();
  });
  it('Rspack: data-rspack chunk loader and version runtime module (webpack chunk format, not Webpack)', () => {
    const runtime = page({
      scripts: [
        '(()=>{"use strict";var e,t={},r={};function n(e){var o=r[e];if(void 0!==o)return o.exports;' +
          'var a=r[e]={exports:{}};return t[e](a,a.exports,n),a.exports}n.m=t,n.p="/",n.rv=()=>"1.5.8",' +
          'n.l=(e,t,r,o)=>{var a,i;if(void 0!==r)for(var c=document.getElementsByTagName("script"),u=0;u<c.length;u++){' +
          'var l=c[u];if(l.getAttribute("src")==e||l.getAttribute("data-rspack")=="docs-site:"+r){a=l;break}}' +
          'a||(i=!0,(a=document.createElement("script")).charset="utf-8",a.setAttribute("data-rspack","docs-site:"+r),a.src=e)}})();',
      ],
    });
    expect(found(runtime, 'Rspack')?.version).toBe('1.5.8');
    expect(found(runtime, 'Rspack', upstream)).toBeUndefined();
    const chunk = page({
      scripts: [
        'if(i.getAttribute("src")==e||i.getAttribute("data-rspack")=="app:"+r)f=i;',
        '(self.webpackChunkapp=self.webpackChunkapp||[]).push([["12"],{340(e,t,n){}}]);',
      ],
    });
    expect(found(chunk, 'Rspack')).toBeDefined();
    expect(found(chunk, 'Webpack')).toBeUndefined();
    // webpack's own loader writes data-webpack: Webpack, not Rspack
    const webpack = page({
      scripts: [
        'if(u.getAttribute("src")==e||u.getAttribute("data-webpack")=="app:"+r){c=u;break}',
        '(self.webpackChunkapp=self.webpackChunkapp||[]).push([[12],{340:(e,t,n)=>{}}]);',
      ],
    });
    expect(found(webpack, 'Rspack')).toBeUndefined();
    expect(found(webpack, 'Webpack')).toBeDefined();
  });
  it('RSS: an unquoted feed link of minified HTML; a link that is not a <link> does not count', () => {
    const minified = page({
      html: '<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="Blog RSS Feed">',
    });
    expect(found(minified, 'RSS')).toBeDefined();
    expect(
      found(page({ html: '<a href="/feed.xml" type="application/rss+xml">feed</a>' }), 'RSS'),
    ).toBeUndefined();
  });
  it('Fuse.js: static properties that survive minification, dist banner, CDN path, UMD global', () => {
    const bundle = page({
      scripts: [
        'class Qe{constructor(e,t={},n){this.options={...Ke,...t}}search(e,{limit:t=-1}={}){return[]}};' +
          'Qe.version=`7.2.0`,Qe.createIndex=Xe,Qe.parseIndex=Ye,Qe.config=Ke;',
      ],
    });
    expect(found(bundle, 'Fuse.js')?.version).toBe('7.2.0');
    expect(found(bundle, 'Fuse.js', upstream)).toBeUndefined();
    const esm = page({
      scripts: ["Fuse.version = '6.4.6';\nFuse.createIndex = createIndex;\nFuse.parseIndex = parseIndex;"],
    });
    expect(found(esm, 'Fuse.js')?.version).toBe('6.4.6');
    const banner = page({
      scripts: [
        '/**\n * Fuse.js v3.4.6 - Lightweight fuzzy-search (http://fusejs.io)\n */\n!function(e,t){}(this,function(){});',
      ],
    });
    expect(found(banner, 'Fuse.js')?.version).toBe('3.4.6');
    const cdn = page({ scriptSrc: ['https://cdn.example.net/npm/fuse.js@7.1.0/dist/fuse.min.mjs'] });
    expect(found(cdn, 'Fuse.js')?.version).toBe('7.1.0');
    expect(found(page({ scriptSrc: ['https://www.example.org/js/fuse.min.js'] }), 'Fuse.js')).toBeDefined();
    expect(found(page({ js: { 'Fuse.version': '6.6.2' } }), 'Fuse.js')?.version).toBe('6.6.2');
    // a generic version constant, or a file merely containing "fuse", is not Fuse.js
    expect(
      found(page({ scripts: ['e.version="1.2.3",e.build=4,e.createdAt=0;'] }), 'Fuse.js'),
    ).toBeUndefined();
    expect(found(page({ scriptSrc: ['https://www.example.org/js/diffuse.js'] }), 'Fuse.js')).toBeUndefined();
  });
  it("Debian: footer icon of Debian's mediawiki package (includes/PlatformSettings.php)", () => {
    const footer = page({
      headers: { server: ['nginx/1.22.1'] },
      html:
        '<ul id="footer-icons" class="noprint">\n\t<li id="footer-poweredbyico"><a href="https://www.mediawiki.org/">' +
        '<img src="/w/resources/assets/poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki" width="88" height="31" loading="lazy"/></a>' +
        '<a href="https://www.debian.org/"><img src="/w/resources/assets/debian/poweredby_debian_1x.png" alt="Powered by Debian" ' +
        'srcset="/w/resources/assets/debian/poweredby_debian_1_5x.png 1.5x, /w/resources/assets/debian/poweredby_debian_2x.png 2x" ' +
        'width="88" height="31" loading="lazy"/></a></li>\n</ul>',
    });
    expect(found(footer, 'Debian')).toBeDefined();
    expect(found(footer, 'Debian', upstream)).toBeUndefined();
    const logo = page({
      html: '<a href="https://www.debian.org/"><img src="/images/debian-logo.png" alt="Powered by Debian"></a>',
    });
    expect(found(logo, 'Debian')).toBeUndefined();
  });
  it('Ruby on Rails: utf8 enforcer input and the UJS adapters; the sprockets pattern matches a digest', () => {
    const form = page({
      html: '<form action="/search" accept-charset="UTF-8" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" /></form>',
    });
    expect(found(form, 'Ruby on Rails')).toBeDefined();
    expect(found(form, 'Ruby on Rails', upstream)).toBeUndefined();
    expect(
      found(
        page({ scriptSrc: ['https://www.example.org/javascripts/jquery_ujs.js?1560526469'] }),
        'Ruby on Rails',
      ),
    ).toBeDefined();
    const digest = 'f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
    expect(
      found(page({ scriptSrc: [`https://www.example.org/assets/rails-ujs-${digest}.js`] }), 'Ruby on Rails'),
    ).toBeDefined();
    const sprockets = page({ scriptSrc: [`https://www.example.org/assets/application-${digest}.js`] });
    expect(found(sprockets, 'Ruby on Rails')?.confidence).toBe(50);
    expect(found(sprockets, 'Ruby on Rails', upstream)).toBeUndefined();
    expect(
      found(page({ html: '<input name="utf8_mode" type="hidden" value="1">' }), 'Ruby on Rails'),
    ).toBeUndefined();
  });
  it('Redmine: Debian session cookie and the application.js banner', () => {
    const cookie = page({ cookies: { redmine: 'bmtZdWdy--ec25f7d2' } });
    expect(found(cookie, 'Redmine')).toBeDefined();
    expect(found(cookie, 'Redmine', upstream)).toBeUndefined();
    const banner = page({
      scripts: [
        '/* Redmine - project management software\n   Copyright (C) 2006-2022  Jean-Philippe Lang */\nfunction toggleCheckboxesBySelector(selector){}',
      ],
    });
    expect(found(banner, 'Redmine')).toBeDefined();
    expect(found(banner, 'Ruby on Rails')).toBeDefined();
  });
  it('Moment.js: moment-with-locales builds and the version inside the file', () => {
    const src = page({ scriptSrc: ['https://www.example.org/js/moment-with-locales.min.js'] });
    expect(found(src, 'Moment.js')).toBeDefined();
    expect(found(src, 'Moment.js', upstream)).toBeUndefined();
    const min = page({
      scripts: [
        '!function(e,a){e.moment=a()}(this,function(){var l;l.version="2.22.1",e=Sa,l.fn=it,l.min=function(){return ja("isBefore",[].slice.call(arguments,0))}})',
      ],
    });
    expect(found(min, 'Moment.js')?.version).toBe('2.22.1');
    const banner = page({
      scripts: ['//! moment.js\n//! version : 2.30.1\n//! authors : Tim Wood\n;(function(){})'],
    });
    expect(found(banner, 'Moment.js')?.version).toBe('2.30.1');
    const source = page({ scripts: ["    hooks.version = '2.29.4';\n\n    setHookCallback(createLocal);"] });
    expect(found(source, 'Moment.js')?.version).toBe('2.29.4');
    expect(
      found(page({ scripts: ['a.version="1.2.3",b=c,a.fn=d,a.max=function(){}'] }), 'Moment.js'),
    ).toBeUndefined();
  });
  it('PostfixAdmin: session cookie, title and the 3.x footer version', () => {
    expect(found(page({ cookies: { postfixadmin_session: 'q1w2e3r4' } }), 'PostfixAdmin')).toBeDefined();
    const login = page({
      html:
        '<html><head><title>Postfix Admin - mail.example.org</title></head><body><footer class="footer">' +
        '<a target="_blank" rel="noopener" href="https://github.com/postfixadmin/postfixadmin/">Postfix Admin 3.3.16</a>' +
        '</footer></body></html>',
    });
    expect(found(login, 'PostfixAdmin')?.version).toBe('3.3.16');
    expect(found(login, 'PHP')).toBeDefined();
    const old = page({
      html: '<a target="_blank" rel="noopener" href="http://postfixadmin.sf.net/">Postfix Admin 3.2.4</a>',
    });
    expect(found(old, 'PostfixAdmin')?.version).toBe('3.2.4');
    const other = page({ html: '<title>Postfix Administration</title><p>Postfix Admin 2</p>' });
    expect(found(other, 'PostfixAdmin')).toBeUndefined();
  });
  it('Pagefind: data-pagefind-body / -ignore attributes and a bundled Default UI', () => {
    const body = page({ html: '<main data-pagefind-body class="x" lang="en"><h1>Docs</h1></main>' });
    expect(found(body, 'Pagefind')).toBeDefined();
    const ignore = page({ html: '<span class="sr-only" data-pagefind-ignore>Section titled</span>' });
    expect(found(ignore, 'Pagefind')).toBeDefined();
    const bundled = page({
      scripts: [
        'const S=async()=>{let f;try{f=await import(`${l}pagefind.js`)}catch(M){console.error(M),' +
          "console.error([`Pagefind couldn't be loaded from ${this.options.bundlePath}pagefind.js`," +
          '"You can configure this by passing a bundlePath option to PagefindUI"].join(`\\n`))}};',
      ],
    });
    expect(found(bundled, 'Pagefind')).toBeDefined();
    const documented = page({ html: '<pre><code>&lt;main data-pagefind-body&gt;</code></pre>' });
    expect(found(documented, 'Pagefind')).toBeUndefined();
  });
  it('Gatsby: ___gatsby root and loader scripts without the generator meta', () => {
    const p = page({
      html:
        '<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"></div></div>' +
        '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script></body>',
    });
    expect(found(p, 'Gatsby')).toBeDefined();
    expect(found(p, 'Gatsby', upstream)).toBeUndefined();
  });
  it('Vite: the preload helper of dynamic imports, without the module-preload polyfill', () => {
    const rolldown = page({
      scripts: [
        'function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}',
      ],
    });
    expect(found(rolldown, 'Vite')).toBeDefined();
    expect(found(rolldown, 'Vite', upstream)).toBeUndefined();
    const esbuild = page({
      scripts: ['const e=new Event("vite:preloadError",{cancelable:!0});e.payload=t,window.dispatchEvent(e)'],
    });
    expect(found(esbuild, 'Vite')).toBeDefined();
    expect(
      found(
        page({ scripts: ['window.addEventListener("vite:preloadError",()=>location.reload())'] }),
        'Vite',
      ),
    ).toBeUndefined();
  });
  it('Node.js: Next.js server headers (not a static export)', () => {
    const s = page({
      headers: {
        'x-powered-by': ['Next.js'],
        'x-nextjs-prerender': ['1'],
        'x-nextjs-postponed': ['1'],
        'cache-control': ['private, no-cache, no-store, max-age=0, must-revalidate'],
      },
    });
    expect(found(s, 'Node.js')).toBeDefined();
    expect(found(s, 'Node.js', upstream)).toBeUndefined();
    // a static export (no Next.js server headers) stays without Node.js
    const exported = page({
      headers: { server: ['nginx/1.22.1'], 'last-modified': ['Mon, 03 Nov 2025 09:12:44 GMT'] },
      scriptSrc: ['https://www.example.org/_next/static/chunks/0rqhizkxnhvmb.js'],
      html: '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    });
    expect(found(exported, 'Next.js')).toBeDefined();
    expect(found(exported, 'Node.js')).toBeUndefined();
  });
  it('Nuxt.js: the x-powered-by header of the Nitro renderer', () => {
    const s = page({ headers: { 'x-powered-by': ['Nuxt'] } });
    expect(found(s, 'Nuxt.js')).toBeDefined();
    expect(found(s, 'Nuxt.js', upstream)).toBeUndefined();
    expect(found(page({ headers: { 'x-powered-by': ['Nuxtify CMS'] } }), 'Nuxt.js')).toBeUndefined();
  });
  it('Debian: the alertmanager no-ui page and a Debian package version as cache-buster', () => {
    const amNoUi = page({
      html: '<title>Alertmanager</title>\n<h1>Alertmanager</h1>\n<p>The Debian package of the alertmanager does not include a web\n        application.</p>',
    });
    expect(found(amNoUi, 'Debian')).toBeDefined();
    expect(
      found(
        page({
          scriptSrc: [
            'https://www.example.org/classic/static/jquery/jquery.min.js?v=2.42.0%2bds-5%2bdeb12u1',
          ],
        }),
        'Debian',
      ),
    ).toBeDefined();
    expect(
      found(
        page({ scriptSrc: ['https://www.example.org/classic/static/jquery/jquery.min.js?v=2.42.0%2bds-5'] }),
        'Debian',
      ),
    ).toBeDefined();
    expect(
      found(
        page({ scriptSrc: ['https://www.example.org/classic/static/jquery/jquery.min.js?v=2.42.0'] }),
        'Debian',
      ),
    ).toBeUndefined();
    expect(
      found(
        page({
          scriptSrc: ['https://www.example.org/classic/static/jquery/jquery.min.js?v=2.31.2%2bds1-1ubuntu1'],
        }),
        'Debian',
      ),
    ).toBeUndefined();
  });
  it('Moment Timezone: with-data builds, moment.tz.version, the version in the file', () => {
    expect(
      found(
        page({
          scriptSrc: ['https://www.example.org/static/moment-timezone/moment-timezone-with-data.min.js?v=1'],
        }),
        'Moment Timezone',
      ),
    ).toBeDefined();
    expect(
      found(
        page({
          scriptSrc: ['https://www.example.org/static/moment-timezone/moment-timezone-with-data.min.js?v=1'],
        }),
        'Moment Timezone',
        upstream,
      ),
    ).toBeUndefined();
    expect(
      found(
        page({ scriptSrc: ['https://www.example.org/js/moment-timezone-with-data-10-year-range.js'] }),
        'Moment Timezone',
      ),
    ).toBeDefined();
    expect(
      found(page({ js: { moment: true, 'moment.tz.version': '0.5.40' } }), 'Moment Timezone')?.version,
    ).toBe('0.5.40');
    const min = page({ scripts: ['},S.version="0.6.6",S.dataVersion="",S._zones=c,S._links=q,S._names=W'] });
    expect(found(min, 'Moment Timezone')?.version).toBe('0.6.6');
    const debian = page({
      scripts: [
        'factory(root.moment)}})(this,function(moment){"use strict";var VERSION="0.5.40",zones={},links={},countries={}',
      ],
    });
    expect(found(debian, 'Moment Timezone')?.version).toBe('0.5.40');
    const banner = page({
      scripts: [
        '//! moment-timezone.js\n//! version : 0.6.6\n//! Copyright (c) JS Foundation and other contributors',
      ],
    });
    expect(found(banner, 'Moment Timezone')?.version).toBe('0.6.6');
  });
  it('Moment.js: Debian re-minified source form', () => {
    const debian = page({
      scripts: [
        'config._d=new Date(toInt(input))});hooks.version="2.29.4";setHookCallback(createLocal);hooks.fn=proto;',
      ],
    });
    expect(found(debian, 'Moment.js')?.version).toBe('2.29.4');
  });
  it('Prometheus: classic UI title, navbar and BUILD_VERSION', () => {
    const s = page({
      html: '<title>Prometheus Time Series Collection and Processing Server</title>\n<script>\n            var PATH_PREFIX = "";\n            var BUILD_VERSION = "2.42.0\\u002bds-5\\u002bdeb12u1";\n</script><a class="navbar-brand" href="/classic/">Prometheus</a>',
      scriptSrc: ['https://www.example.org/classic/static/js/graph/index.js?v=2.42.0%2bds-5%2bdeb12u1'],
    });
    expect(found(s, 'Prometheus')?.version).toBe('2.42.0');
    expect(found(s, 'Go')).toBeDefined();
    expect(
      found(
        page({ html: '<title>Prometheus Time Series Collection and Processing Server</title>' }),
        'Prometheus',
      ),
    ).toBeDefined();
  });
  it('Alertmanager: UI title (Elm UI and Debian no-ui page)', () => {
    expect(
      found(
        page({
          html: '<head><title>Alertmanager</title></head><body><script src="script.js"></script><script>var app = Elm.Main.init({flags:{production:true}});app.ports.persistDefaultCreator.subscribe(function(name){});</script>',
        }),
        'Alertmanager',
      ),
    ).toBeDefined();
    const debian = page({
      html: '<title>Alertmanager</title><h1>Alertmanager</h1><p>The Debian package of the alertmanager does not include a web\n        application.</p>',
    });
    expect(found(debian, 'Alertmanager')).toBeDefined();
    expect(found(debian, 'Debian')).toBeDefined();
  });
  it('Cacti: inline cactiVersion, login footer, session cookie; implies PHP', () => {
    const login = page({
      html:
        "<title>Login to Cacti</title><script type='text/javascript'>var cactiVersion='1.2.24';</script>" +
        "<div class='versionInfo'>Version 1.2.24 | (c) 2004-2026 - The Cacti Group</div>",
    });
    expect(found(login, 'Cacti')?.version).toBe('1.2.24');
    expect(found(login, 'PHP')).toBeDefined();
    expect(found(page({ cookies: { cacti: 'k3l4m5' } }), 'Cacti')).toBeDefined();
    expect(found(page({ html: '<title>Cacti and succulents</title>' }), 'Cacti')).toBeUndefined();
  });
  it('Fork Awesome: stylesheet link and the CSS banner', () => {
    const s = page({
      html: "<link href='/app/include/fa/css/fork-awesome.css?0586' type='text/css' rel='stylesheet'>",
      css: ['/*!\nFork Awesome 1.2.0\nLicense - https://forkaweso.me/Fork-Awesome/license\n*/\n@font-face{}'],
    });
    expect(found(s, 'Fork Awesome')?.version).toBe('1.2.0');
    expect(found(s, 'Fork Awesome', upstream)).toBeUndefined();
    expect(
      found(page({ html: '<link rel="stylesheet" href="/css/font-awesome.min.css">' }), 'Fork Awesome'),
    ).toBeUndefined();
    // its `fa fa-*` classes (and v5-compat's `fas`) are not Font Awesome's when Fork Awesome is there (Syncthing's GUI)
    const html =
      '<link href="vendor/fork-awesome/css/fork-awesome.css" rel="stylesheet"/>' +
      '<link href="vendor/fork-awesome/css/v5-compat.css" rel="stylesheet"/>' +
      '<span class="dev-error fas fa-exclamation-triangle"></span>';
    const icons = (set = withOverlay) => page({ html, dom: evaluateStaticDom(html, set.index.domPlan) });
    expect(found(icons(upstream), 'Font Awesome', upstream)).toBeDefined();
    expect(found(icons(), 'Fork Awesome')).toBeDefined();
    expect(found(icons(), 'Font Awesome')).toBeUndefined();
    // Font Awesome's own stylesheet and classes are still Font Awesome
    const fa = '<link rel="stylesheet" href="/css/font-awesome.min.css"><i class="fa fa-rss"></i>';
    expect(
      found(page({ html: fa, dom: evaluateStaticDom(fa, withOverlay.index.domPlan) }), 'Font Awesome'),
    ).toBeDefined();
  });
  it('Apache Tomcat: the examples webapp title; ETag and JSESSIONID forms only together', () => {
    const examples = page({
      html: '<!DOCTYPE HTML><html lang="en"><head>\n<meta charset="UTF-8">\n<title>Apache Tomcat Examples</title>',
    });
    expect(found(examples, 'Apache Tomcat')).toBeDefined();
    const both = page({
      headers: { etag: ['W/"1126-1789902361000"'] },
      cookies: { jsessionid: '4765A18D3C1B13B57FBAE6DB66989A4F' },
    });
    expect(found(both, 'Apache Tomcat')?.confidence).toBe(100);
    expect(found(page({ headers: { etag: ['W/"1126-1789902361000"'] } }), 'Apache Tomcat')?.confidence).toBe(
      50,
    );
    expect(
      found(page({ cookies: { jsessionid: 'node01abcdefghij0.node0' } }), 'Apache Tomcat'),
    ).toBeUndefined();
  });
  it('JavaServer Pages: the page path ends in .jsp, not a .jsp in the query', () => {
    expect(found(page({}, 'https://www.example.org/shop/cart.jsp?id=3'), 'JavaServer Pages')).toBeDefined();
    expect(
      found(page({}, 'https://www.example.org/app/index.jsp;jsessionid=ABC?x=1'), 'JavaServer Pages'),
    ).toBeDefined();
    expect(found(page({}, 'https://www.example.org/?next=/login.jsp'), 'JavaServer Pages')).toBeUndefined();
  });
  it('Debian: the os-release Cockpit writes into its login page (not Ubuntu)', () => {
    const env = (osr: string) =>
      page({
        html:
          '<meta insert_dynamic_content_here><base href="/">\n    <script>\nvar environment = {"is_cockpit_client":false,' +
          '"page":{"connect":true,"require_host":false},"hostname":"host1","os-release":' +
          osr +
          '};\n    </script>',
      });
    const debian = env(
      '{"NAME":"Debian GNU/Linux","ID":"debian","PRETTY_NAME":"Debian GNU/Linux 12 (bookworm)"}',
    );
    expect(found(debian, 'Debian')).toBeDefined();
    expect(found(debian, 'Debian', upstream)).toBeUndefined();
    expect(
      found(
        env('{"NAME":"Ubuntu","ID":"ubuntu","ID_LIKE":"debian","PRETTY_NAME":"Ubuntu 24.04 LTS"}'),
        'Debian',
      ),
    ).toBeUndefined();
  });
  it('Cockpit: login page placeholder, environment and login.js (no version)', () => {
    const s = page({
      headers: { 'set-cookie': ['cockpit=deleted; PATH=/; SameSite=strict; HttpOnly'] },
      cookies: { cockpit: 'deleted' },
      html:
        '<meta name="robots" content="noindex">\n  <meta insert_dynamic_content_here><base href="/">\n    <script>\n' +
        'var environment = {"is_cockpit_client":false,"page":{"connect":true,"require_host":false},"hostname":"srv"};\n    </script>\n' +
        '  <script type="text/javascript" src="cockpit/static/login.js"></script>',
      scriptSrc: ['https://srv.example.org/cockpit/static/login.js'],
    });
    expect(found(s, 'Cockpit')).toBeDefined();
    expect(found(s, 'Cockpit')?.version ?? null).toBeNull();
  });
  it('PatternFly: pf-c- (4) and pf-v5-c- (5) component classes', () => {
    expect(
      found(
        page({ html: '<button class="pf-c-button pf-m-primary" type="submit">Log in</button>' }),
        'PatternFly',
      ),
    ).toBeDefined();
    expect(found(page({ html: '<div class="pf-v5-c-alert pf-m-danger">' }), 'PatternFly')).toBeDefined();
    expect(found(page({ html: '<div class="pf-widget">' }), 'PatternFly')).toBeUndefined();
  });
  it('Webpack: bracket-notation JSONP global (create-react-app package names), inline runtime and chunks', () => {
    const runtime = page({
      scripts: [
        '!function(e){function r(r){for(var n,l,f=r[0],i=r[1],a=r[2],c=0,s=[];c<f.length;c++)l=f[c];' +
          'var t=this["webpackJsonp@acme/dashboard"]=this["webpackJsonp@acme/dashboard"]||[],n=t.push.bind(t);t.push=r}([])',
      ],
    });
    expect(found(runtime, 'Webpack')).toBeDefined();
    expect(found(runtime, 'Webpack', upstream)).toBeUndefined();
    const chunk = page({
      scripts: [
        '(self["webpackChunk@acme/app"]=self["webpackChunk@acme/app"]||[]).push([[179],{5:(e,t,n)=>{}}]);',
      ],
    });
    expect(found(chunk, 'Webpack')).toBeDefined();
    expect(found(page({ scripts: ['window["webpackHotUpdate"]=function(){}'] }), 'Webpack')).toBeUndefined();
  });
  it('Netdata: embedded web server header with version, dashboard meta', () => {
    const s = page({
      headers: { server: ['Netdata Embedded HTTP Server v1.37.1'], 'access-control-allow-origin': ['*'] },
      meta: { 'application-name': ['netdata'] },
      html: '<title>netdata dashboard</title><div id="loadOverlay">You must enable JavaScript in order to use Netdata!</div>',
    });
    expect(found(s, 'Netdata')?.version).toBe('1.37.1');
  });
});

describe('overlay: corrections.json — bare file extensions', () => {
  it('PHP: a script naming a .php endpoint (Matomo tracker) no longer implies PHP; the page path still does', () => {
    // Matomo's standard tracking snippet and matomo.js build the tracker URL `…/matomo.php?` of the analytics server
    const matomo = page({
      scripts: [
        "var _paq = window._paq = window._paq || [];\n_paq.push(['trackPageView']);\n(function() {\n  var u=\"//analytics.example.net/\";\n  _paq.push(['setTrackerUrl', u+'matomo.php']);\n})();",
        'function(){return this.getTrackerUrl()+"matomo.php?"+e}',
      ],
    });
    expect(found(matomo, 'PHP', upstream)).toBeDefined();
    expect(found(matomo, 'PHP')).toBeUndefined();
    expect(found(page({}, 'https://www.example.org/index.php?page=2'), 'PHP')).toBeDefined();
    expect(found(page({}, 'https://www.example.org/forum/viewtopic.php#p42'), 'PHP')).toBeDefined();
    expect(
      found(page({}, 'https://www.example.org/login?next=/admin/index.php'), 'PHP', upstream),
    ).toBeDefined();
    expect(found(page({}, 'https://www.example.org/login?next=/admin/index.php'), 'PHP')).toBeUndefined();
    expect(found(page({ headers: { 'x-powered-by': ['PHP/8.2.35'] } }), 'PHP')?.version).toBe('8.2.35');
  });

  it('Microsoft ASP.NET and Adobe ColdFusion: the page path, not the query string', () => {
    expect(found(page({}, 'https://www.example.org/Default.aspx?id=3'), 'Microsoft ASP.NET')).toBeDefined();
    expect(
      found(page({}, 'https://www.example.org/?ReturnUrl=/default.aspx'), 'Microsoft ASP.NET'),
    ).toBeUndefined();
    expect(
      found(page({}, 'https://www.example.org/?ReturnUrl=/default.aspx'), 'Microsoft ASP.NET', upstream),
    ).toBeDefined();
    expect(found(page({}, 'https://www.example.org/events/index.cfm'), 'Adobe ColdFusion')).toBeDefined();
    expect(found(page({}, 'https://www.example.org/go?to=index.cfm'), 'Adobe ColdFusion')).toBeUndefined();
  });
});

describe('overlay: build-time-implications.json', () => {
  const staticHeaders = {
    server: ['nginx'],
    'last-modified': ['Mon, 03 Nov 2025 09:12:44 GMT'],
    etag: ['"690871ec-2f4a"'],
  };
  it.each([
    ['Hexo', { generator: ['Hexo 7.3.0'] }, 'Node.js'],
    ['Jekyll', { generator: ['Jekyll v4.3.4'] }, 'Ruby'],
    ['MkDocs', { generator: ['mkdocs-1.6.1, mkdocs-material-9.6.14'] }, 'Python'],
  ])('%s on a static host: its build language %# is not reported', (generator, meta, language) => {
    const s = page({ meta, headers: staticHeaders });
    expect(found(s, generator)).toBeDefined();
    expect(found(s, language, upstream)).toBeDefined();
    expect(found(s, language)).toBeUndefined();
  });

  it('Pelican (default theme footer) on a static host does not run Python', () => {
    const s = page({
      html: '<footer>Proudly powered by <a href="https://getpelican.com/">Pelican</a>.</footer>',
      headers: staticHeaders,
    });
    expect(found(s, 'Pelican')).toBeDefined();
    expect(found(s, 'Python')).toBeUndefined();
  });

  it('Jekyll behind an application that sets a session cookie: Ruby at 50, implied at build time', () => {
    const s = page({
      meta: { generator: ['Jekyll v4.3.4'] },
      headers: { 'set-cookie': ['_site_session=abc--def; path=/; HttpOnly'] },
    });
    const ruby = found(s, 'Ruby')!;
    expect(ruby.confidence).toBe(50);
    expect(ruby.evidence[0]).toMatchObject({ inference: 'implied-at-build-time', key: 'Jekyll' });
  });

  it('run-time implications are untouched: WordPress still runs on PHP', () => {
    const wp = page({ meta: { generator: ['WordPress 6.8.3'] }, headers: staticHeaders });
    expect(found(wp, 'PHP')?.evidence[0]).toMatchObject({
      inference: 'implied',
      note: 'WordPress runs on PHP',
    });
  });
  it('Rspack on a static host: Rust is not reported', () => {
    const s = page({ headers: staticHeaders, scripts: ['f.setAttribute("data-rspack","site:"+r),f.src=e'] });
    expect(found(s, 'Rspack')).toBeDefined();
    expect(found(s, 'Rust')).toBeUndefined();
    // with run-time evidence the implication holds, capped and marked as build-time
    const app = page({
      headers: { 'set-cookie': ['sid=abc; path=/; HttpOnly'] },
      scripts: ['f.setAttribute("data-rspack","site:"+r),f.src=e'],
    });
    expect(found(app, 'Rust')?.confidence).toBe(50);
    expect(found(app, 'Rust')?.evidence[0]).toMatchObject({
      inference: 'implied-at-build-time',
      key: 'Rspack',
    });
  });
});
