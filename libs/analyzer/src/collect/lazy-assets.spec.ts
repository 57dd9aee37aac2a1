/**
 * The URL forms `lazy-assets.ts` reads in first-party code, and the budget of the further round (`fetchAssets`'
 * `maxTotalChars`). End to end through the analyzer: lazy-chunks.e2e.spec.ts.
 */
import { fetchAssets } from './assets';
import type { HttpClient } from './guarded-http';
import {
  amdDefineDeps,
  amdModuleUrl,
  amdRequires,
  buildBase,
  dynamicImports,
  injectedScripts,
  lazyAssetUrls,
  readAmdConfig,
  resourceLoaderBaseModules,
  viteMapDeps,
  webpackChunkPaths,
  stylesheetImports,
  CSS_IMPORT_CAPS,
} from './lazy-assets';

/** The head of a Vite 8 entry chunk (libs/analyzer/corpus maps-charts, `assets/index-*.js`), shortened. */
const VITE_ENTRY =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/map-77ZWoW-7.js","assets/stations-CnbajcvP.js",' +
  '"assets/map-CIGW-MKW.css","assets/chart-BAHV_qJt.js"])))=>i.map(i=>d[i]);\n' +
  'const _="modulepreload",g=function(t){return"/"+t},h={};' +
  'm(async()=>{const{drawMap:t}=await import("./map-77ZWoW-7.js");return{drawMap:t}},__vite__mapDeps([0,1,2]));' +
  'm(async()=>{const{drawModel:t}=await import("./model-BZaP8l6K.js");return{drawModel:t}},[]);';

describe('dynamicImports', () => {
  it('takes literal relative and root-relative .js/.mjs specifiers, in order', () => {
    expect(
      dynamicImports(
        'a=import("./a.js");b=import( \'../b.mjs\' );c=import(`/c/d.js?v=2`);e=import("./e.js",{with:{}})',
      ),
    ).toEqual(['./a.js', '../b.mjs', '/c/d.js?v=2', './e.js']);
  });

  it('skips bare, computed, non-script and template specifiers with substitutions', () => {
    expect(
      dynamicImports(
        'import("vue");import(x);import("./" + n + ".js");import(`./${n}.js`);import("./data.json")',
      ),
    ).toEqual([]);
  });

  it('reads the imports of a Vite entry', () => {
    expect(dynamicImports(VITE_ENTRY)).toEqual(['./map-77ZWoW-7.js', './model-BZaP8l6K.js']);
  });
});

describe('viteMapDeps and buildBase', () => {
  it('reads the file list of __vite__mapDeps', () => {
    expect(viteMapDeps(VITE_ENTRY)).toEqual([
      'assets/map-77ZWoW-7.js',
      'assets/stations-CnbajcvP.js',
      'assets/map-CIGW-MKW.css',
      'assets/chart-BAHV_qJt.js',
    ]);
    expect(viteMapDeps('const x = 1;')).toEqual([]);
  });

  it('resolves output paths against the base the importing script lives under', () => {
    expect(buildBase('assets/map.js', 'https://a.example/app/assets/index.js')).toBe(
      'https://a.example/app/',
    );
    expect(buildBase('static/js/1.js', 'https://a.example/static/js/main.js')).toBe('https://a.example/');
    // the script is not under the output directory: the declared public path, else the root
    expect(buildBase('static/chunks/1.js', 'https://a.example/x/runtime.js', '/_next/')).toBe(
      'https://a.example/_next/',
    );
    expect(buildBase('assets/map.js', 'https://a.example/js/index.js')).toBe('https://a.example/');
  });
});

describe('webpackChunkPaths', () => {
  it('reads webpack 5 minified chunk maps (create-react-app)', () => {
    const code =
      'r.p="/",r.u=e=>"static/js/"+e+"."+{85:"1a2b3c4d",123:"9f8e7d6c"}[e]+".chunk.js",r.miniCssF=e=>"static/css/"+e+".css"';
    expect(webpackChunkPaths(code)).toEqual({
      paths: ['static/js/85.1a2b3c4d.chunk.js', 'static/js/123.9f8e7d6c.chunk.js'],
      publicPath: '/',
    });
  });

  it('reads a chunk-name map and the unminified form', () => {
    const named =
      'o.u=function(e){return"js/"+({12:"vendors-leaflet"}[e]||e)+"."+{12:"aa11",13:"bb22"}[e]+".js"}';
    expect(webpackChunkPaths(named).paths).toEqual(['js/vendors-leaflet.aa11.js', 'js/13.bb22.js']);
    const dev =
      '__webpack_require__.u = (chunkId) => {\n return "" + chunkId + "." + {"src_map_js":"c0ffee12"}[chunkId] + ".js";\n};';
    expect(webpackChunkPaths(dev).paths).toEqual(['src_map_js.c0ffee12.js']);
  });

  it('reads webpack 4 jsonpScriptSrc', () => {
    const code =
      'function u(e){return a.p+"static/js/"+({}[e]||e)+"."+{0:"4f1c2d3e",3:"77aa88bb"}[e]+".chunk.js"}';
    expect(webpackChunkPaths(code).paths).toEqual([
      'static/js/0.4f1c2d3e.chunk.js',
      'static/js/3.77aa88bb.chunk.js',
    ]);
  });

  it('ignores a map looked up with another variable, and code without one', () => {
    expect(webpackChunkPaths('"js/"+e+"."+{1:"a"}[t]+".js"').paths).toEqual([]);
    expect(webpackChunkPaths('var a = {x: "y"}[k];').paths).toEqual([]);
  });
});

describe('AMD loaders (RequireJS)', () => {
  // Jupyter Notebook's login page (libs/analyzer/corpus jupyter), shortened
  const config = `require.config({
      urlArgs: "v=20261127123055",
      baseUrl: '/static/',
      paths: {
        'auth/js/main': 'auth/js/main.min',
        custom : '/custom',
        jquery: 'components/jquery/jquery.min',
        moment: ['//cdn.example/moment', 'components/moment/min/moment'],
      },
      shim: { typeahead: { deps: ["jquery"], exports: "typeahead" } },
  });`;
  const page = 'http://nb.example:8888/login?next=%2Ftree';

  it('reads baseUrl, urlArgs and paths', () => {
    const c = readAmdConfig(config);
    expect(c.baseUrl).toBe('/static/');
    expect(c.urlArgs).toBe('v=20261127123055');
    expect(Object.fromEntries(c.paths)).toEqual({
      'auth/js/main': 'auth/js/main.min',
      custom: '/custom',
      jquery: 'components/jquery/jquery.min',
      moment: '//cdn.example/moment',
    });
  });

  it('reads the modules of require([...]) calls, not plugins nor CommonJS require', () => {
    expect(
      amdRequires(`require(["auth/js/main", 'custom/custom', "text!tpl.html"], function (a) {});
      requirejs(['app']); var x = require('fs'); foo.require(["no"]);`),
    ).toEqual(['auth/js/main', 'custom/custom', 'app']);
  });

  it('reads the deps of shim entries', () => {
    expect(readAmdConfig(config).shimDeps).toEqual(['jquery']);
    expect(readAmdConfig('require.config({paths: {a: "b"}})').shimDeps).toBeUndefined();
  });

  it('reads the dependency arrays of define calls, not pseudo-modules, plugins nor relative ids', () => {
    expect(
      amdDefineDeps(`define(["jquery", "d3pie", "require", "exports", "module", "text!t.html", "./sibling"],
        function ($) {});
      define("d3.global", ["d3"], function (d3global) { d3 = d3global; });
      Object.defineProperty(x, "y", {}); define(function () { return {}; }); foo.define(["no"]);`),
    ).toEqual(['jquery', 'd3pie', 'd3']);
  });

  it('maps module ids to URLs as RequireJS does', () => {
    const c = readAmdConfig(config);
    expect(amdModuleUrl('auth/js/main', c, page)).toBe(
      'http://nb.example:8888/static/auth/js/main.min.js?v=20261127123055',
    );
    expect(amdModuleUrl('custom/custom', c, page)).toBe(
      'http://nb.example:8888/custom/custom.js?v=20261127123055',
    );
    expect(amdModuleUrl('app/main', c, page)).toBe(
      'http://nb.example:8888/static/app/main.js?v=20261127123055',
    );
    expect(amdModuleUrl('lib/x.js', { paths: new Map() }, 'http://a.example/p/q')).toBe(
      'http://a.example/p/lib/x.js',
    );
  });
});

describe('resourceLoaderBaseModules', () => {
  it("asks the startup module's load.php for the base modules", () => {
    expect(
      resourceLoaderBaseModules({
        url: 'https://wiki.example/w/load.php?lang=en&modules=startup&only=scripts&raw=1&skin=vector',
        text: 'var registry=Object.create(null),baseModules=["jquery","mediawiki.base"],marker=1;',
      }),
    ).toBe('https://wiki.example/w/load.php?lang=en&modules=jquery%7Cmediawiki.base&skin=vector');
  });

  it('needs the startup URL and the list', () => {
    const text = 'baseModules=["jquery"]';
    expect(resourceLoaderBaseModules({ url: 'https://w.example/load.php?modules=site', text })).toBeNull();
    expect(
      resourceLoaderBaseModules({ url: 'https://w.example/load.php?modules=startup', text: 'x' }),
    ).toBeNull();
  });
});

/** Browsersync 3.0.4's snippet, as its server injects it into every page it serves. */
const BROWSERSYNC_SNIPPET = `//<![CDATA[
  (function() {
    try {
      var script = document.createElement('script');
      if ('async') {
        script.async = true;
      }
      script.src = '/browser-sync/browser-sync-client.js?v=3.0.4'.replace("HOST", location.hostname);
      if (document.body) {
        document.body.appendChild(script);
      } else if (document.head) {
        document.head.appendChild(script);
      }
    } catch (e) {
      console.error("Browsersync: could not append script tag", e);
    }
  })()
//]]>`;

describe('injectedScripts', () => {
  it("reads the literal src of a script element the code creates (Browsersync's snippet)", () => {
    expect(injectedScripts(BROWSERSYNC_SNIPPET)).toEqual(['/browser-sync/browser-sync-client.js?v=3.0.4']);
    expect(
      injectedScripts('var s=document.createElement("script");s.setAttribute("src","./widgets/map.min.js");'),
    ).toEqual(['./widgets/map.min.js']);
  });
  it('reads the script tags of markup the code writes', () => {
    expect(
      injectedScripts(`document.write('<script type="text/javascript" src="/js/legacy.js"><\\/script>')`),
    ).toEqual(['/js/legacy.js']);
    expect(injectedScripts(`document.write("<script src=\\"https://h.test/a.js\\"></scr"+"ipt>")`)).toEqual([
      'https://h.test/a.js',
    ]);
  });
  it('skips computed URLs, non-scripts, and src assignments in code that creates no script element', () => {
    expect(
      injectedScripts("var s=document.createElement('script');s.src=base+'/x.js';img.src='/a.png'"),
    ).toEqual([]);
    expect(injectedScripts("var i=new Image();i.src='/pixel.js'")).toEqual([]);
    expect(injectedScripts(`document.write('<script src="' + host + '/x.js"></script>')`)).toEqual([]);
  });
  it('is added to the further round, same-origin only', () => {
    const page = 'http://h.test/docs/';
    const inline = `${BROWSERSYNC_SNIPPET}\nvar t=document.createElement('script');t.src='https://cdn.example/x.js';`;
    expect(lazyAssetUrls([{ url: page, text: inline, inline: true }], page).scripts).toEqual([
      'http://h.test/browser-sync/browser-sync-client.js?v=3.0.4',
    ]);
  });
});

describe('lazyAssetUrls', () => {
  const page = 'https://app.example/';

  it('reads inline and fetched first-party code, groups in priority order, stylesheets apart', () => {
    const urls = lazyAssetUrls(
      [
        { url: page, text: 'import("/late.js")', inline: true },
        { url: 'https://app.example/assets/index-1.js', text: VITE_ENTRY + 'import{a}from"./vendor-2.js";' },
      ],
      page,
      ['https://app.example/assets/index-1.js'],
    );
    expect(urls.scripts).toEqual([
      'https://app.example/assets/vendor-2.js', // static import of a fetched script
      'https://app.example/late.js', // dynamic imports
      'https://app.example/assets/map-77ZWoW-7.js',
      'https://app.example/assets/model-BZaP8l6K.js',
      'https://app.example/assets/stations-CnbajcvP.js', // Vite's preload list
      'https://app.example/assets/chart-BAHV_qJt.js',
    ]);
    expect(urls.stylesheets).toEqual(['https://app.example/assets/map-CIGW-MKW.css']);
  });

  it('reads no code of another origin and keeps no URL of another origin', () => {
    const urls = lazyAssetUrls(
      [
        { url: 'https://cdn.example/lib.js', text: 'import("./chunk.js")' },
        { url: page, text: 'import("//cdn.example/x.js");import("./ok.js")', inline: true },
        { url: 'https://app.example/a.js', text: 'import("https://evil.example/y.js")' },
      ],
      page,
    );
    expect(urls).toEqual({ scripts: ['https://app.example/ok.js'], stylesheets: [] });
  });

  it('adds module dependencies (define, shim deps) only where an AMD loader is configured or called', () => {
    // Rspamd's js/main.js (its data-main), shortened: the modules it requires, a define's and the shims' deps
    const main = `requirejs.config({
      baseUrl: "js/lib",
      paths: { app: "../app", jquery: "jquery.min", d3: "d3.min", bootstrap: "bootstrap.bundle.min" },
      shim: { bootstrap: {exports: "bootstrap", deps: ["jquery"]}, d3pie: {deps: ["d3.global", "jquery"]} },
    });
    define("d3.global", ["d3"], function (d3global) { d3 = d3global; });
    require(["app/rspamd"], function (rspamd) { rspamd.setup(); });`;
    const rspamd = 'http://mail.example.org:11334/';
    expect(lazyAssetUrls([{ url: `${rspamd}js/main.js`, text: main }], rspamd).scripts).toEqual([
      `${rspamd}js/app/rspamd.js`,
      `${rspamd}js/lib/d3.min.js`,
      `${rspamd}js/lib/jquery.min.js`,
    ]);
    // a UMD wrapper in a page without an AMD loader asks for nothing
    const umd =
      '!function(f){"function"==typeof define&&define.amd?define(["jquery"],f):f(jQuery)}(function($){});';
    expect(lazyAssetUrls([{ url: 'https://app.example/plugin.js', text: umd }], page).scripts).toEqual([]);
  });

  it('resolves AMD modules with the configuration of all the code', () => {
    const urls = lazyAssetUrls(
      [
        { url: page, text: 'require.config({baseUrl: "/js/", paths: {app: "app.min"}})', inline: true },
        { url: page, text: 'require(["app"], function (app) { app.start(); });', inline: true },
      ],
      page,
    );
    expect(urls.scripts).toEqual(['https://app.example/js/app.min.js']);
  });
});

describe('fetchAssets total budget', () => {
  /** A client whose every asset is `size` characters long; records the byte caps asked for. */
  const client = (size: number, asked: number[]) =>
    ({
      fetch: async (_url: string, options: { maxBodyBytes: number }) => {
        asked.push(options.maxBodyBytes);
        await new Promise((r) => setTimeout(r, 5));
        return {
          statusCode: 200,
          headers: {},
          body: Buffer.from('x'.repeat(Math.min(size, options.maxBodyBytes))),
        };
      },
    }) as unknown as HttpClient;
  const urls = Array.from({ length: 8 }, (_, i) => `https://app.example/${i}.js`);

  it('keeps at most maxTotalChars over all assets and stops when none is left', async () => {
    const asked: number[] = [];
    const got = await fetchAssets(client(400, asked), urls, { maxChars: 1_000, maxTotalChars: 1_000 });
    const kept = got.reduce((n, a) => n + a.text.length, 0);
    expect(kept).toBeLessThanOrEqual(1_000);
    // 400 + 400 + the 200 left of the budget; the rest never asked for
    expect(got.map((a) => a.text.length)).toEqual([400, 400, 200]);
    expect(asked.length).toBe(3);
  });

  it('without a total budget, fetches every asset', async () => {
    const got = await fetchAssets(client(400, []), urls, { maxChars: 1_000 });
    expect(got).toHaveLength(8);
  });
});

describe('stylesheetImports', () => {
  const page = 'https://docs.example.org/api/index.html';
  it('reads url() and string @imports, resolved against the importing stylesheet, same origin only, once each', () => {
    const sheets = [
      {
        url: 'https://docs.example.org/styles/style.css',
        text:
          '@charset "UTF-8";\n@import "./reset.css";\n@import url("bootstrap.min.css") screen;\n@import url(prism.css) layer(base);\n' +
          "@import url('https://fonts.googleapis.com/css2?family=Inter');\n@import 'reset.css';\nbody{margin:0}",
      },
      { url: 'https://docs.example.org/styles/dark.css', text: '@import url(/styles/ionicons.min.css);' },
    ];
    expect(stylesheetImports(sheets, page, ['https://docs.example.org/styles/prism.css'])).toEqual([
      'https://docs.example.org/styles/reset.css',
      'https://docs.example.org/styles/bootstrap.min.css',
      'https://docs.example.org/styles/ionicons.min.css',
    ]);
  });

  it('reads only the head of a stylesheet (an @import is valid only before the other rules) and at most the cap', () => {
    const late = {
      url: 'https://docs.example.org/a.css',
      text: `${'a{b:c}'.repeat(5_000)}@import "late.css";`,
    };
    expect(stylesheetImports([late], page)).toEqual([]);
    const many = {
      url: 'https://docs.example.org/b.css',
      text: Array.from({ length: 20 }, (_, i) => `@import "s${i}.css";`).join('\n'),
    };
    expect(stylesheetImports([many], page)).toHaveLength(CSS_IMPORT_CAPS.stylesheets);
  });
});
