/**
 * Fixtures of the round-27 overlay rules (what the twenty-seventh held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 27"): `fingerprints/overlay/round27.json` — documentation.js, AnchorJS, Split.js, Basscss and
 * Ladle, none named by upstream — and, in `signatures.json`, Highlight.js from build-time highlighted markup and Prism
 * from prism-react-renderer 2's template literal and a bundled pnpm module path. Small signals imitating what the npm
 * packages ship (documentation 14.0.3's default theme, anchor-js 4.0.0, split.js 1.5.11, basscss 8, @ladle/react
 * 5.1.1's index.html, highlight.js' class names, prism-react-renderer 2), never a copy of a recorded site. Each asserts
 * the detection (and version) with the overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://docs.example.net/');

describe('overlay: round 27', () => {
  it("documentation.js: its default theme's left pane and help link", () => {
    const docs = page({
      html:
        "<body class='documentation m0'>\n<div class='flex'>\n<div id='split-left' class='overflow-auto fs0 height-viewport-100'>\n" +
        "<a href='https://documentation.js.org/reading-documentation.html'>Need help reading this?</a>",
    });
    expect(found(docs, 'documentation.js')).toBeDefined();
    expect(found(docs, 'documentation.js', upstream)).toBeUndefined();
    expect(
      found(page({ html: '<p>Our API docs are made with <a href="https://documentation.js.org/">documentation.js</a>.</p>' }), 'documentation.js'),
    ).toBeUndefined();
  });

  it('AnchorJS, Split.js, Basscss: their banners (and file names)', () => {
    const assets = page({
      scripts: [
        '/*!\n * AnchorJS - v4.0.0 - 2017-06-02\n * https://github.com/bryanbraun/anchorjs\n */\n(function (root, factory) {})',
        '/*! Split.js - v1.5.11 */\n\n(function (global, factory) {})',
      ],
      css: ['/*! Basscss | http://basscss.com | MIT License */\n\n.h1{ font-size: 2rem }'],
    });
    expect(found(assets, 'AnchorJS')?.version).toBe('4.0.0');
    expect(found(assets, 'Split.js')?.version).toBe('1.5.11');
    expect(found(assets, 'Basscss')).toBeDefined();
    for (const name of ['AnchorJS', 'Split.js', 'Basscss']) expect(found(assets, name, upstream)).toBeUndefined();
    expect(found(page({ scriptSrc: ['https://cdn.jsdelivr.net/npm/anchor-js@5.0.0/anchor.min.js'] }), 'AnchorJS')?.version).toBe('5.0.0');
    expect(found(page({ html: '<link rel="stylesheet" href="https://unpkg.com/basscss@8.0.2/css/basscss.min.css">' }), 'Basscss')).toBeDefined();
    expect(found(page({ scriptSrc: ['/js/split.js'] }), 'Split.js')).toBeUndefined();
  });

  it('Ladle: its index.html root and description; it implies React', () => {
    const stories = page({
      meta: { description: ['Ladle: Playground for your React Components.'] },
      html: '<body>\n<div class="ladle-background"></div>\n<div id="ladle-root" class="ladle-wrapper"></div>\n</body>',
    });
    expect(found(stories, 'Ladle')).toBeDefined();
    expect(found(stories, 'React')?.implied).toBe(true);
    expect(found(stories, 'Ladle', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>We document our components with Ladle.</p>' }), 'Ladle')).toBeUndefined();
  });

  it('Highlight.js: markup it highlighted at build time, not escaped markup in prose', () => {
    const highlighted = page({
      html: '<pre class="p1"><span class="hljs-title function_">greet</span>(<span class="hljs-string">&#x27;Ada&#x27;</span>);</pre>',
    });
    expect(found(highlighted, 'Highlight.js')).toBeDefined();
    expect(found(highlighted, 'Highlight.js', upstream)).toBeUndefined();
    expect(found(page({ html: '<code>&lt;span class="hljs-string"&gt;</code>' }), 'Highlight.js')).toBeUndefined();
  });

  it("Prism: prism-react-renderer 2's template literal, and the version of a bundled pnpm module path", () => {
    const renderer = page({ scripts: ['return a({tokens:E,className:`prism-code language-${y}`,style:d!=null?d.root:{}})'] });
    expect(found(renderer, 'Prism')).toBeDefined();
    expect(found(renderer, 'Prism', upstream)).toBeUndefined();
    const bundled = page({
      scripts: ['var JE=XE({"../../node_modules/.pnpm/prismjs@1.29.0_patch_hash=vrxx3pzki/node_modules/prismjs/prism.js"(a,r){var i=1}});'],
    });
    expect(found(bundled, 'Prism')?.version).toBe('1.29.0');
  });
});
