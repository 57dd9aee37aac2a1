/**
 * Fixtures of the round-21 overlay rules (what the twenty-first held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 21"): Remix 2's server-rendered globals and banner version, Vike's version constant, Waku,
 * Aurelia 2's bundled runtime and Analog (`fingerprints/overlay/round21.json`), and Vite from Remix's Vite manifest (additions.json). Small signals imitating
 * what the frameworks write (@remix-run/react 2.17.5 with its Vite plugin, vike 0.4.266, waku 0.27.5, aurelia 2.0.0-rc.1,
 * @analogjs/router 2.7.2 with Angular 21), never a copy
 * of a recorded site. Each asserts the detection with the overlay and what upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://app.example.org/');

const remixContext =
  'window.__remixContext = {"basename":"/","future":{"v3_fetcherPersist":true,"v3_singleFetch":true},"isSpaMode":false};';
const remixManifest = (entry: string) =>
  `;\nimport * as route0 from "/assets/root-Dr2VIP5U.js";\nwindow.__remixManifest = {\n  "entry": {\n    "module": "${entry}",\n    "imports": [],\n    "css": []\n  },\n  "routes": {}\n};`;

describe('overlay: round 21', () => {
  it("Remix 2: the server render's __remixContext / __remixManifest scripts, without a browser", () => {
    for (const inline of [remixContext, remixManifest('/build/entry.client-ABCD1234.js')]) {
      const p = page({ scripts: [inline] });
      expect([inline, found(p, 'Remix')?.name]).toEqual([inline, 'Remix']);
      expect([inline, found(p, 'Remix', upstream)]).toEqual([inline, undefined]);
      expect(found(p, 'React')).toBeDefined();
    }
    // a page that only mentions the name is not Remix
    expect(found(page({ scripts: ['console.log("window.__remixContext is undefined")'] }), 'Remix')).toBeUndefined();
  });

  it("Remix 2: the version from @remix-run/react's license banner in its client bundle", () => {
    const bundle =
      'const x=1;/**\n * @remix-run/react v2.17.5\n *\n * Copyright (c) Remix Software Inc.\n *\n * @license MIT\n */function o(){}';
    const p = page({ scripts: [remixContext, bundle] });
    expect(found(p, 'Remix')?.version).toBe('2.17.5');
    expect(found(p, 'Remix', upstream)).toBeUndefined();
  });

  it("Vike: the version constant before its single-instance check", () => {
    const chunk =
      'globalThis._vike.globals}const g=1,Lt="0.4.266";let Q;Q??(Q=Wt());function Wt(){return I("utils/assertSingleInstance.ts",' +
      '{instances:[],alreadyLogged:new Set})}function ge(){return Q??(Q=Wt()),Q}const ir="Client runtime of both Server ' +
      'Routing and Client Routing loaded https://vike.dev/client-runtimes-conflict"';
    const p = page({ scripts: [chunk] });
    expect(found(p, 'Vike')?.version).toBe('0.4.266');
    expect(found(p, 'Vike', upstream)).toBeUndefined();
    // another package's single-instance check of the same file name is not Vike
    const other = 'const V="0.2.1";let G;function a(){return I("utils/assertSingleInstance.ts",{instances:[]})}const m="Loaded twice"';
    expect(found(page({ scripts: [other] }), 'Vike')).toBeUndefined();
  });

  it("Waku: its generator meta and inline hydration globals", () => {
    const meta = page({ meta: { generator: ['Waku'] } });
    expect(found(meta, 'Waku')).toBeDefined();
    expect(found(meta, 'React')).toBeDefined();
    const hydrate = page({
      scripts: ['\n    globalThis.__WAKU_HYDRATE__ = true;\n    globalThis.__WAKU_PREFETCHED__ = {\n      "R/_root": Promise.resolve()\n    };'],
    });
    expect(found(hydrate, 'Waku')).toBeDefined();
    // not upstream's: no fingerprint set named Waku
    expect(upstream.technologies.has('Waku')).toBe(false);
    expect(found(page({ meta: { generator: ['Wakumo CMS'] } }), 'Waku')).toBeUndefined();
  });

  it("Vite: Remix's Vite manifest entry (/assets/entry.client-<8-character hash>.js)", () => {
    const vite = page({ scripts: [remixManifest('/assets/entry.client-BRTvc_XN.js')] });
    expect(found(vite, 'Vite')).toBeDefined();
    expect(found(vite, 'Vite', upstream)).toBeUndefined();
    // the classic Remix compiler's entry is not Vite's
    expect(found(page({ scripts: [remixManifest('/build/entry.client-ABCD1234.js')] }), 'Vite')).toBeUndefined();
  });

  it("Aurelia 2: its DI key for the Aurelia class in the bundled runtime", () => {
    for (const code of [
      'const vl=Z("IAurelia");let Jm=class So{get isRunning(){return this._isRunning}}',
      'oe(e,vl,new be("IAurelia",this)),oe(e,So,new be("Aurelia",this))',
      "const cn = /*@__PURE__*/ Ue('IAurelia');",
    ]) {
      const p = page({ html: '<body><my-app></my-app></body>', scripts: [code] });
      expect([code, found(p, 'Aurelia')?.name]).toEqual([code, 'Aurelia']);
      expect([code, found(p, 'Aurelia', upstream)]).toEqual([code, undefined]);
    }
    // the word in prose or another name is not Aurelia's key
    expect(found(page({ scripts: ['log("IAurelia is the key")', 'const k="IAureliaPlugin";'] }), 'Aurelia')).toBeUndefined();
  });

  it("Analog: the ssr-analog server context on the root element, and its router's injection tokens", () => {
    const html =
      '<body><!--nghm--><app-root ng-version="21.2.24" _nghost-ng-c398="" ngh="1" ng-server-context="ssr-analog"></app-root>';
    const p = page({ html });
    expect(found(p, 'Analog')).toBeDefined();
    expect(found(p, 'Angular')).toBeDefined();
    expect(upstream.technologies.has('Analog')).toBe(false);
    const bundle = page({
      scripts: ['hb=new W("@analogjs/router Server Request"),db=new W("@analogjs/router Base URL");'],
    });
    expect(found(bundle, 'Analog')).toBeDefined();
    // Angular's own server contexts are not Analog's
    for (const ctx of ['ssr', 'ssg', 'ssr-express']) {
      expect(found(page({ html: `<app-root ng-version="21.2.0" ng-server-context="${ctx}"></app-root>` }), 'Analog')).toBeUndefined();
    }
  });
});
