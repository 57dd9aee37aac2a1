/**
 * Fixtures of the round-14 overlay rules (applications built by their frameworks' own toolchains; libs/analyzer
 * corpus README "Round 14"): `fingerprints/overlay/round14.json` (Ember.js, WarpDrive) and Stencil's record in
 * `signatures.json`. Small excerpts cut from the frameworks' own production output (ember-cli 7.3.0's default app
 * built by @embroider/vite with Vite 8: ember-source 7.3.0, @warp-drive/core 5.8.2; @stencil/core 4.45.1's www output
 * target), never a copy of a recorded site. Each asserts the detection (and version) with the overlay and what
 * upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://app.example.com/');

describe('overlay: round 14', () => {
  it("Ember.js: the config meta every ember-cli app writes, and the version ember-source's deprecation code keeps", () => {
    const meta = page({
      html:
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n\n    <meta name="my-app/config/environment" ' +
        'content="%7B%22modulePrefix%22%3A%22my-app%22%2C%22environment%22%3A%22production%22%2C%22rootURL%22%3A%22%2F%22' +
        '%2C%22locationType%22%3A%22history%22%2C%22EmberENV%22%3A%7B%22EXTEND_PROTOTYPES%22%3Afalse%7D%7D">',
    });
    expect(found(meta, 'Ember.js')).toBeDefined();
    expect(found(meta, 'Ember.js', upstream)).toBeUndefined();
    // assets/main-*.js (terser through Vite 8): the ember/version module and the deprecation version
    const bundle = page({
      scripts: [
        'n(e,t,r){return Tn(e,t,r,tr)}var Mn=e({default:()=>xn}),xn="7.3.0";function Nn(e,t){let r,n={},i=1;' +
          'ENABLED}var Kl=parseFloat(T._OVERRIDE_DEPRECATION_VERSION??"7.3.0");function Wl(e){return function(e,t=Kl',
      ],
    });
    expect(found(bundle, 'Ember.js')?.version).toBe('7.3.0');
    expect(found(bundle, 'Ember.js', upstream)).toBeUndefined();
    // unminified ember-source
    expect(
      found(page({ scripts: ['const LOCAL = parseFloat(ENV._OVERRIDE_DEPRECATION_VERSION ?? "5.12.0");'] }), 'Ember.js')?.version,
    ).toBe('5.12.0');
    // another app's meta tag is not Ember's configuration
    expect(found(page({ html: '<meta name="app/config/environment" content="production">' }), 'Ember.js')).toBeUndefined();
  });

  it('WarpDrive: its global registration with the version, beside its module caches', () => {
    const bundle = page({
      scripts: [
        'var Ms="@warp-drive/core",xs=globalThis,Ns=xs.__warpDrive_universalCache=xs.__warpDrive_universalCache??{};' +
          'xs[Ms]=xs[Ms]??{__version:"5.8.2"};var Ds=xs[Ms],Is=Ds.__warpDrive_ModuleScopedCaches??{};' +
          'if(Ds.__warpDrive_hasOtherCopy)throw new Error("Multiple copies of WarpDrive detected',
      ],
    });
    expect(found(bundle, 'WarpDrive')?.version).toBe('5.8.2');
    expect(upstream.technologies.has('WarpDrive')).toBe(false);
    // a version object of something else is not WarpDrive's
    expect(found(page({ scripts: ['var x={__version:"1.2.3"};'] }), 'WarpDrive')).toBeUndefined();
  });

  it("Stencil: a Stencil 4 www build's loader script and runtime, which upstream's markers miss", () => {
    const html = page({
      html:
        '<link rel="modulepreload" href="/build/p-DKuQMn7m.js"><script type="module" data-stencil data-resources-url="/build/" ' +
        'data-stencil-namespace="app">import{p as a,g as o,b as p}from"/build/p-DKuQMn7m.js";',
    });
    expect(found(html, 'Stencil')).toBeDefined();
    expect(found(html, 'Stencil', upstream)).toBeUndefined();
    for (const js of [
      'l)}}))},i=e=>{if(e.__stencil__getHostRef)return e.__stencil__getHostRef()},s=(e,',
      'throw Error(`Can\'t render component <${n.tagName.toLowerCase()} /> with invalid Stencil runtime! Make sure',
    ]) {
      expect(found(page({ scripts: [js] }), 'Stencil')).toBeDefined();
      expect(found(page({ scripts: [js] }), 'Stencil', upstream)).toBeUndefined();
    }
  });
});

describe('overlay: round 14, SolidStart', () => {
  it("SolidStart 1.x: Solid's hydration bootstrap followed by vinxi's /_build/assets/ client links", () => {
    const boot =
      '<script>window._$HY||(e=>{let t=e=>e&&e.hasAttribute&&(e.hasAttribute("data-hk")?e:t(e.host&&e.host.nodeType?e.host:e.parentNode))})' +
      '(_$HY={events:[],completed:new WeakSet,r:{},fe(){}});</script>';
    const start = page({
      html: boot + '<script>self.$R=self.$R||[];</script><!--xs--><link href="/_build/assets/client-kasYMbP3.css" rel="stylesheet" fetchPriority="high" />',
    });
    expect(found(start, 'SolidStart')).toBeDefined();
    expect(found(start, 'SolidJS')).toBeDefined();
    expect(found(start, 'SolidStart', upstream)).toBeUndefined();
    // Solid's SSR alone (another server) is not SolidStart
    expect(found(page({ html: boot + '<link href="/assets/index-abc.js" rel="modulepreload">' }), 'SolidStart')).toBeUndefined();
  });
});
