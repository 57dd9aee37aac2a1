/**
 * Versions of production bundles, on excerpts of real npm packages' production builds
 * (`test/fixtures/bundles/`, how each was built is in its README): the overlay's `scripts` patterns (Angular, React
 * Router, Htmx) and the code rule for hoisted constants (`INDIRECT_VERSION_RULES`, Vue).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadFingerprints } from '../fingerprints/load';
import { extractHtml } from '../collect/html';
import { emptySignals, type Signals } from '../types';
import { addIndirectVersionMatches, exportMapAnchor, resolveConstant, resolveReference } from './bundle-versions';
import { detect } from './detect';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '../../test/fixtures/bundles', name), 'utf8');
const fingerprints = loadFingerprints();
const upstream = loadFingerprints({ overlayDir: null });
const scriptsOf = (scripts: string[], set = fingerprints) =>
  detect({ ...emptySignals('https://app.example.org/'), scripts }, set);
const version = (scripts: string[], name: string, set = fingerprints) =>
  scriptsOf(scripts, set).find((d) => d.name === name)?.version;

describe('production bundles: versions from the real packages', () => {
  it.each([
    ['vue-3.5.45.vite.js.txt', 'Vue.js', '3.5.45'],
    ['vue-3.5.45.esbuild.js.txt', 'Vue.js', '3.5.45'],
    ['angular-core-21.2.26.esbuild.js.txt', 'Angular', '21.2.26'],
    ['react-router-7.18.6.esbuild.js.txt', 'React Router', '7.18.6'],
    ['react-router-7.18.6.esbuild.js.txt', 'React', '19.3.1'],
    ['htmx-2.0.11.min.js.txt', 'Htmx', '2.0.11'],
    ['htmx-4.0.1.min.js.txt', 'Htmx', '4.0.1'],
  ])('%s → %s %s', (file, name, expected) => {
    expect(version([fixture(file)], name)).toBe(expected);
  });

  it('the upstream patterns alone find none of the overlay versions in the bundles', () => {
    for (const [file, name] of [
      ['angular-core-21.2.26.esbuild.js.txt', 'Angular'],
      ['react-router-7.18.6.esbuild.js.txt', 'React Router'],
      ['htmx-4.0.1.min.js.txt', 'Htmx'],
    ]) {
      expect(version([fixture(file)], name, upstream) ?? null).toBeNull();
    }
  });

  it('Vue: the evidence is the application object; no Vue without it', () => {
    const vue = scriptsOf([fixture('vue-3.5.45.vite.js.txt')]).find((d) => d.name === 'Vue.js')!;
    expect(vue.evidence[0]).toMatchObject({ family: 'scripts', version: '3.5.45', confidence: 100 });
    expect(vue.evidence[0].value).toContain('_container:null,_context:i,_instance:null,version:Ca');
    expect(
      scriptsOf(['const app={version:Ca};Ca="3.5.45"']).find((d) => d.name === 'Vue.js'),
    ).toBeUndefined();
  });

  it('Vue: the application object 1.5 MB into a vendor bundle (past the whole-script cap of the matcher)', () => {
    const filler = 'function(e){return e&&e.length>0?e.map(function(t){return t*2}):[]};'.repeat(23_000);
    expect(filler.length).toBeGreaterThan(1_500_000);
    expect(version([`${filler}${fixture('vue-3.5.45.vite.js.txt')}`], 'Vue.js')).toBe('3.5.45');
  });

  it('Vue: unminified esm-bundler shorthand and an inlined literal', () => {
    const shorthand = `const version = "3.4.38";\nfunction createAppAPI(render) {\n  const app = context.app = {\n    _uid: uid$1++,\n    _component: rootComponent,\n    _props: rootProps,\n    _container: null,\n    _context: context,\n    _instance: null,\n    version,\n    get config() {}\n  };\n}`;
    expect(version([shorthand], 'Vue.js')).toBe('3.4.38');
    expect(
      version(
        [
          'a={_uid:x++,_component:n,_props:r,_container:null,_context:i,_instance:null,version:"3.5.1",get config(){}}',
        ],
        'Vue.js',
      ),
    ).toBe('3.5.1');
  });

  it('Angular: a server-rendered ng-version attribute', () => {
    const html = '<app-root ng-version="21.2.26" ng-server-context="ssg"><h1>Hello</h1></app-root>';
    expect(
      detect({ ...emptySignals('https://app.example.org/'), html }, fingerprints).find(
        (d) => d.name === 'Angular',
      )?.version,
    ).toBe('21.2.26');
  });
});

/** A page as the passive stage sees it: the document's meta, script URLs, inline scripts and html, plus chunks. */
const pageOf = (htmlFile: string, chunks: string[] = []): Signals => {
  const url = 'https://app.example.org/';
  const html = fixture(htmlFile);
  const x = extractHtml(html, url);
  return {
    ...emptySignals(url),
    html,
    meta: x.meta,
    scriptSrc: x.scriptSrc,
    scripts: [...x.inlineScripts, ...chunks.map(fixture)],
    css: x.css,
  };
};
const summary = (signals: Signals, set = fingerprints) =>
  Object.fromEntries(detect(signals, set).map((d) => [d.name, d.version]));

describe('framework pages and build manifests without a browser', () => {
  it('Next.js 16 App Router (Turbopack): /_next/static chunks, RSC payload, window.next version; Turbopack, not Webpack', () => {
    const found = summary(
      pageOf('next-16.4.6.turbopack.index.html.txt', ['next-16.4.6.turbopack.app-chunk.js.txt']),
    );
    expect(found).toMatchObject({
      'Next.js': '16.4.6',
      'Next.js App Router': null,
      React: null,
      Turbopack: null,
    });
    expect(found).not.toHaveProperty('Webpack');
    expect(summary(pageOf('next-16.4.6.turbopack.index.html.txt'), upstream)).not.toHaveProperty('Next.js');
  });

  it('Next.js 16 Pages Router: __NEXT_DATA__ and the build manifest', () => {
    const found = summary(pageOf('next-16.4.6.turbopack.legacy.html.txt'));
    expect(found).toMatchObject({ 'Next.js': null, React: null, Turbopack: null });
    expect(found).not.toHaveProperty('Next.js App Router');
  });

  it('Next.js built with webpack: the App Router version and the webpack 5 chunk format', () => {
    const found = summary({
      ...emptySignals('https://app.example.org/'),
      scripts: [
        fixture('next-16.4.6.webpack.app-chunk.js.txt'),
        fixture('next-16.4.6.webpack.framework-chunk.js.txt'),
      ],
    });
    expect(found).toMatchObject({ 'Next.js': '16.4.6', 'Next.js App Router': null, Webpack: null });
    expect(found).not.toHaveProperty('Turbopack');
  });

  it('Nuxt 4: the generated page and the entry chunk (Nuxt and its Vue versions)', () => {
    const found = summary(pageOf('nuxt-4.4.5.200.html.txt', ['nuxt-4.4.5.entry.js.txt']));
    expect(found).toMatchObject({ 'Nuxt.js': '4.4.5', 'Vue.js': '3.5.45' });
    expect(
      summary(pageOf('nuxt-4.4.5.200.html.txt', ['nuxt-4.4.5.entry.js.txt']), upstream)['Nuxt.js'],
    ).toBeNull();
  });

  it('VitePress 1.x: generator meta and the site data script', () => {
    const signals = pageOf('vitepress-1.6.4.index.html.txt');
    expect(summary(signals)).toMatchObject({ VitePress: '1.6.4', 'Vue.js': null, Vite: null });
    expect(summary({ ...signals, meta: {} })).toHaveProperty('VitePress');
    expect(summary(signals, upstream)).not.toHaveProperty('VitePress');
  });

  it('Astro: generator meta, and the scoped-style attributes without it', () => {
    const signals = pageOf('astro-5.18.2.index.html.txt');
    expect(summary(signals)).toMatchObject({ Astro: '5.18.2' });
    const noMeta = { ...signals, meta: {} };
    expect(summary(noMeta)).toHaveProperty('Astro');
    expect(summary(noMeta, upstream)).not.toHaveProperty('Astro');
    expect(summary({ ...emptySignals('https://app.example.org/'), css: signals.css })).toHaveProperty(
      'Astro',
    );
  });

  it('SvelteKit 2 prerendered page and the Svelte 5 disclose-version chunk', () => {
    const found = summary(
      pageOf('sveltekit-2.70.4.index.html.txt', ['svelte-5.57.3.disclose-version.js.txt']),
    );
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['SvelteKit', 'Svelte', 'Vite']));
    expect(summary(pageOf('sveltekit-2.70.4.index.html.txt'), upstream)).not.toHaveProperty('SvelteKit');
    // the chunk as served: without the fixture's first-line note, which names the package and its version
    const chunk = fixture('svelte-5.57.3.disclose-version.js.txt').replace(/^\/\*[^\n]*\*\/\n/, '');
    const svelteOnly = summary({ ...emptySignals('https://app.example.org/'), scripts: [chunk] });
    expect(svelteOnly).toEqual({ Svelte: null });
  });
});

describe('resolveConstant', () => {
  it('takes the nearest assignment that looks like a version', () => {
    const s =
      'Ca="not-a-version";x=1;Ca=`3.5.45`;/*…*/{version:Ca}/*…*/Ca="1.0.0-far-away-but-valid"'.replace(
        '/*…*/',
        ' '.repeat(10),
      );
    expect(resolveConstant(s, 'Ca', s.indexOf('{version:Ca}'))).toBe('3.5.45');
    expect(resolveConstant('aCa="9.9.9";b.Ca="8.8.8"', 'Ca', 0)).toBeNull();
    expect(resolveConstant('$a="2.1.0"', '$a', 0)).toBe('2.1.0');
  });

  it('leaves matches untouched for technologies the set does not have', () => {
    const matches = new Map();
    addIndirectVersionMatches(matches, { scripts: ['x'] }, fingerprints, [
      { technology: 'Nope', anchor: 'x' },
    ]);
    expect(matches.size).toBe(0);
  });
});

describe('exportMapAnchor', () => {
  // MUI's neighbours of `version` (the rule of INDIRECT_VERSION_RULES); the shapes are the bundlers' (Rolldown,
  // webpack 5, Rollup), the values made up
  const rule = { technology: 'MUI', anchor: exportMapAnchor(['useThemeProps'], ['withStyles', 'withTheme']) };
  const versionOf = (script: string) => {
    const matches = new Map();
    addIndirectVersionMatches(matches, { scripts: [script] }, fingerprints, [rule]);
    return (matches.get('MUI') as { version: string }[] | undefined)?.map((m) => m.version);
  };

  it('takes the version export of a Rolldown, webpack or Rollup export map, beside the given exports', () => {
    expect(
      versionOf(
        'var Qj=`9.5.0`,$j=s({useThemeProps:()=>zl,version:()=>Qj,withStyles:()=>Ql,withTheme:()=>$l});',
      ),
    ).toEqual(['9.5.0']);
    expect(
      versionOf('n.d(t,{useThemeProps:()=>o.A,version:()=>"9.5.0",withStyles:()=>Ki,withTheme:()=>qi})'),
    ).toEqual(['9.5.0']);
    expect(
      versionOf(
        'const Qj="9.5.0";Object.freeze({__proto__:null,useThemeProps:zl,version:Qj,withStyles:Ql,withTheme:$l})',
      ),
    ).toEqual(['9.5.0']);
  });

  it('needs every neighbour, in order, and the key itself', () => {
    expect(
      versionOf('n.d(t,{useTheme:()=>a,version:()=>"9.5.0",withStyles:()=>b,withTheme:()=>c})'),
    ).toBeUndefined();
    expect(
      versionOf('n.d(t,{useThemeProps:()=>a,version:()=>"9.5.0",withTheme:()=>c,withStyles:()=>b})'),
    ).toBeUndefined();
    expect(
      versionOf('n.d(t,{useThemeProps:()=>a,VERSIONS:()=>"9.5.0",withStyles:()=>b,withTheme:()=>c})'),
    ).toBeUndefined();
  });

  it('ends at the map when version is the last export', () => {
    const last = { technology: 'InfernoJS', anchor: exportMapAnchor(['renderInternal', 'rerender'], []) };
    const found = (script: string) => {
      const matches = new Map();
      addIndirectVersionMatches(matches, { scripts: [script] }, fingerprints, [last]);
      return matches.has('InfernoJS');
    };
    expect(found('s({renderInternal:()=>dn,rerender:()=>yn,version:()=>"10.0.0"})')).toBe(true);
    expect(found('s({renderInternal:()=>dn,rerender:()=>yn,version:()=>"10.0.0",x:()=>z})')).toBe(false);
  });
});

describe('resolveReference', () => {
  it('reads a quoted literal and an identifier as before', () => {
    expect(resolveReference('x', '"6.3.5"', 0)).toBe('6.3.5');
    expect(resolveReference('x', '"latest"', 0)).toBeNull();
    expect(resolveReference('Ca="3.5.45";', 'Ca', 0)).toBe('3.5.45');
  });

  it("reads the body of a bundled CommonJS module that exports only a version (a package's version.js)", () => {
    // Rollup/Vite's CommonJS wrapper, called where the version is used
    const vite = 'I=o(((e,t)=>{t.exports=`1.6.1`})),L=o(((e,t)=>{t.exports={a:1}}));T.version=I(),T.OPEN=1';
    expect(resolveReference(vite, 'I()', vite.indexOf('T.version'))).toBe('1.6.1');
    expect(resolveReference(vite, 'L()', vite.indexOf('T.version'))).toBeNull();
    const fn = 'I=o(function(e,t){"use strict";t.exports="2.0.0"});';
    expect(resolveReference(fn, 'I()', 0)).toBe('2.0.0');
    // webpack's module table, required by id
    const webpack = '{1027(t){t.exports="9.9.9-x"},1028(t){t.exports="1.6.1"},9942(t,e,r){"use strict";var n=r(1028)}';
    expect(resolveReference(webpack, 'r(1028)', webpack.indexOf('r(1028)'))).toBe('1.6.1');
    expect(resolveReference('{1028:function(t){t.exports="1.6.1"}}', 'r(1028)', 0)).toBe('1.6.1');
    // the id must be the whole key: module 11028 is another module
    expect(resolveReference('{11028(t){t.exports="1.6.1"}}', 'r(1028)', 0)).toBeNull();
    // a module that exports something else is not a version
    expect(resolveReference('{1028(t){t.exports=n}}', 'r(1028)', 0)).toBeNull();
  });
});
