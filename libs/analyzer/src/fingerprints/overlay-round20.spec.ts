/**
 * Fixtures of the round-20 overlay rules (what the twentieth held-out corpus round showed missing; libs/analyzer corpus
 * README "Round 20"): Nextra 4's markup (`fingerprints/overlay/round20.json`), Marko 6's resumable HTML
 * (corrections.json) and Vite's entry script tag (additions.json). Small signals imitating what the frameworks write
 * (nextra-theme-docs 4.6.1, marko 6.1.15 through @marko/run 0.11.12, Vite's index.html transform), never a copy of a
 * recorded site. Each asserts the detection with the overlay and what upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://docs.example.org/');
const nextJs = { scriptSrc: ['https://docs.example.org/_next/static/chunks/turbopack-2u1d16houkiyo.js'], html: '' };

describe('overlay: round 20', () => {
  it("Nextra 4: nextra-theme-docs' skip link, navbar/sidebar/toc classes and custom properties, with Next.js", () => {
    const docs = page({
      scriptSrc: nextJs.scriptSrc,
      html:
        '<body><div id="nextra-skip-nav"></div><div class="nextra-navbar x:sticky x:top-0"><nav class="x:mx-auto">' +
        '<aside class="nextra-sidebar x:flex x:flex-col">',
      css: [':root {\n  --nextra-primary-hue: 212deg;\n  --nextra-primary-saturation: 100%;\n}'],
    });
    expect(found(docs, 'Next.js')).toBeDefined();
    expect(found(docs, 'Nextra')).toBeDefined();
    expect(found(docs, 'Nextra', upstream)).toBeUndefined();
    // the custom properties alone (an inline <style> of the theme's Head), with Next.js
    expect(found(page({ scriptSrc: nextJs.scriptSrc, css: [':root{--nextra-primary-hue:204deg}'] }), 'Nextra')).toBeDefined();
    // Nextra requires Next.js: its class names copied elsewhere are not Nextra
    expect(found(page({ html: '<div id="nextra-skip-nav"></div><nav class="nextra-toc">' }), 'Nextra')).toBeUndefined();
  });

  it("Marko 6: its resumable markers and inline bootstrap", () => {
    const markers = page({ html: '<button>Report (<!>0<!--M_*5 c-->)</button><!--M_*5 b--></main>' });
    expect(found(markers, 'Marko')).toBeDefined();
    expect(found(markers, 'Marko', upstream)).toBeUndefined();
    const bootstrap = page({
      html: '<script>(e=>(self[e]||=(l,f=e+l,s=f.length,a={},d=[])=>t))("M")("_");M._.r=[_=>[0,{params:{}}],"b0 5"];M._.w()</script>',
    });
    expect(found(bootstrap, 'Marko')).toBeDefined();
    // an HTML comment that merely starts with M_ is not Marko's
    expect(found(page({ html: '<!--M_ menu start--><nav></nav>' }), 'Marko')).toBeUndefined();
  });

  it("Vite: its HTML transform's entry tag (type=\"module\" crossorigin, assets/<name>-<8-character hash>.js)", () => {
    for (const tag of [
      '<script type="module" crossorigin src="/assets/index-D8xJ2QpK.js"></script>',
      '<script async type="module" crossorigin src="/assets/index-CacG5WuX.js"></script>',
      '<script type="module" crossorigin src="/app/assets/main-B_1x-9Zq.js"></script>',
    ]) {
      expect([tag, found(page({ html: tag }), 'Vite')?.name]).toEqual([tag, 'Vite']);
      expect([tag, found(page({ html: tag }), 'Vite', upstream)]).toEqual([tag, undefined]);
    }
    // other bundlers' module entries: no crossorigin, or not Vite's output name
    expect(found(page({ html: '<script type="module" src="/assets/index-D8xJ2QpK.js"></script>' }), 'Vite')).toBeUndefined();
    expect(found(page({ html: '<script type="module" crossorigin src="/static/js/main.3f7d41b8.js"></script>' }), 'Vite')).toBeUndefined();
  });
});
