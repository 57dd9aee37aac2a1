import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { selectAll, selectOne } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { loadFingerprints } from '../fingerprints/load';
import { detect } from '../detect/detect';
import { emptySignals } from '../types';
import { browserProbes } from './browser';
import { capDepth, evaluateStaticDom, joinedText, STATIC_DOM_LIMITS } from './static-dom';
import { extractHtml, PARSE_OPTIONS } from './html';
import type { AnyNode, Element } from 'domhandler';

describe('evaluateStaticDom', () => {
  const html = `<!doctype html><html><head>
<link rel='stylesheet' id='twentyfifteen-style-css' href='https://blog.example.org/wp-content/themes/twentyfifteen/style.css?ver=20221101' media='all' />
<style id='wp-webfonts-inline-css'>@font-face{src:url('/wp-content/themes/twentytwentythree/assets/fonts/a.woff2')}</style>
</head><body><div id="___gatsby"><p class="Note">Hello <b>world</b></p></div></body></html>`;

  it('observes existence, text content and attributes of matching elements', () => {
    const out = evaluateStaticDom(html, [
      { s: 'link#twentyfifteen-style-css', t: false, a: ['href', 'media', 'data-none'] },
      { s: 'style#wp-webfonts-inline-css', t: true, a: [] },
      { s: 'div#___gatsby, style#gatsby-inlined-css', t: true, a: [] },
      { s: 'p.note', t: false, a: [] },
      { s: 'p.Note', t: false, a: [] },
    ]);
    expect(out['link#twentyfifteen-style-css']).toEqual({
      exists: true,
      attributes: {
        href: 'https://blog.example.org/wp-content/themes/twentyfifteen/style.css?ver=20221101',
        media: 'all',
      },
    });
    expect(out['style#wp-webfonts-inline-css'].text).toContain(
      '/wp-content/themes/twentytwentythree/assets/fonts/',
    );
    expect(out['div#___gatsby, style#gatsby-inlined-css']).toEqual({ exists: true, text: 'Hello world' });
    // class names are case-sensitive in HTML, as in a browser
    expect(out['p.note']).toBeUndefined();
    expect(out['p.Note']).toEqual({ exists: true });
  });

  it('skips selectors that do not match, that css-select cannot parse, and DOM properties', () => {
    const out = evaluateStaticDom(html, [
      { s: 'div#missing', t: false, a: [] },
      { s: 'div:unknown-pseudo(1)', t: false, a: [] },
      { s: '[data-reactroot', t: false, a: [] },
      { s: 'body', t: false, a: [] },
    ]);
    expect(Object.keys(out)).toEqual(['body']);
    expect(out.body).toEqual({ exists: true });
  });

  it('uses the tree the extraction built in the same parse: the very tree parseDocument builds, same observations', () => {
    const set = loadFingerprints();
    type Shape = {
      type: string;
      name?: string;
      attribs?: Record<string, string>;
      data?: string;
      children?: Shape[];
    };
    const shape = (node: AnyNode): Shape => {
      const out: Shape = { type: node.type };
      if ('name' in node) out.name = node.name;
      if ('attribs' in node) out.attribs = node.attribs;
      if ('data' in node) out.data = node.data;
      if ('children' in node) out.children = node.children.map(shape);
      return out;
    };
    const pages = [
      html,
      // implied closes, unclosed elements, comments, CDATA, a processing instruction, entities, raw text elements
      `<!DOCTYPE html><html lang=en><head><title>A &amp; B</title><script>if (a < b) { x = '</p>'; }</script>
<style>p > a { color: red }</style><?xml version="1.0"?><![CDATA[ raw ]]></head>
<body class="home blog"><p>one<p>two<li>three<table><tr><td>cell</table><!-- wp:paragraph -->
<div id="app" data-v-app><span>x</span><footer><div><form action="/s"></form></div></footer>
<template><b>t</b></template><noscript><img src="a.png"></noscript><UL><Li>upper</UL>`,
      '',
      'just text',
    ];
    for (const page of pages) {
      const { document } = extractHtml(page, 'https://site.test/', { dom: true });
      expect(shape(document!)).toEqual(shape(parseDocument(page, PARSE_OPTIONS)));
      expect(evaluateStaticDom(page, set.index.domPlan, document)).toEqual(
        evaluateStaticDom(page, set.index.domPlan),
      );
    }
    expect(Object.keys(evaluateStaticDom(pages[1], set.index.domPlan)).length).toBeGreaterThan(5);
  });

  it('parses only the first STATIC_DOM_LIMITS.htmlChars characters', () => {
    const late = `${'<p>x</p>'.repeat(STATIC_DOM_LIMITS.htmlChars / 8)}<div id="late-marker"></div>`;
    expect(evaluateStaticDom(late, [{ s: 'div#late-marker', t: false, a: [] }])).toEqual({});
    // a tree of the whole document is not used for such a page
    const whole = parseDocument(late, PARSE_OPTIONS);
    expect(evaluateStaticDom(late, [{ s: 'div#late-marker', t: false, a: [] }], whole)).toEqual({});
  });

  it('the literal prefilter never hides a match: same selectors as evaluating every one', () => {
    const set = loadFingerprints();
    const probes = browserProbes(set).dom;
    const pages = [
      html,
      '<html><body><model-viewer src="a.glb"></model-viewer><div class="Astro-x astro-ab12cd34"></div>' +
        '<a href="https://example.accuweather.com/x" target="_blank">w</a><link rel="stylesheet" href="/static/allianceauth/css/a.css">' +
        '<div id="page-footer"><div class="centiumLink">c</div></div><p class="AmeriCommerce-powered-by-link"><a href="https://x.americommerce.com/" target="_blank">a</a></p></body></html>',
    ];
    for (const page of pages) {
      const document = parseDocument(page, { lowerCaseTags: true, lowerCaseAttributeNames: true });
      const naive = probes
        .filter((probe) => {
          try {
            return selectOne(probe.s, document) !== null;
          } catch {
            return false;
          }
        })
        .map((probe) => probe.s);
      expect(Object.keys(evaluateStaticDom(page, probes)).sort()).toEqual(naive.sort());
      expect(naive.length).toBeGreaterThan(5);
      // the set's own plan (what a passive analysis uses, kept in the compiled-set cache) observes the same
      expect(evaluateStaticDom(page, set.index.domPlan)).toEqual(evaluateStaticDom(page, probes));
    }
  });

  it('observes what selectAll and textContent give, on every recorded page of the corpus (first matches, bounded text)', () => {
    const probes = browserProbes(loadFingerprints()).dom;
    const dir = path.join(__dirname, '../../corpus/corpus');
    const pages = readdirSync(dir).map((site) => readFileSync(path.join(dir, site, 'body.html'), 'utf8'));
    expect(pages.length).toBeGreaterThan(50);
    let texts = 0;
    for (const page of pages.filter((p) => p.length <= STATIC_DOM_LIMITS.htmlChars)) {
      const document = parseDocument(page, PARSE_OPTIONS);
      const observed = evaluateStaticDom(page, probes, document);
      for (const [selector, observation] of Object.entries(observed)) {
        const probe = probes.find((p) => p.s === selector)!;
        if (!probe.t && probe.a.length === 0) continue;
        const nodes = selectAll<AnyNode, Element>(selector, document).slice(
          0,
          STATIC_DOM_LIMITS.nodesPerSelector,
        );
        if (probe.t) {
          texts += 1;
          const naive = nodes.map((node) => textContent(node)).join('\n');
          expect(observation.text).toBe(naive.slice(0, STATIC_DOM_LIMITS.textChars));
        }
        for (const name of probe.a) {
          const holder = nodes.find((node) => node.attribs[name.toLowerCase()] !== undefined);
          expect(observation.attributes?.[name]).toBe(
            holder?.attribs[name.toLowerCase()].slice(0, STATIC_DOM_LIMITS.valueChars),
          );
        }
      }
    }
    expect(texts).toBeGreaterThan(100);
  });

  it('reads the text of a deeply nested hostile page without overflowing the stack, within the cap', () => {
    const depth = 40_000;
    const page = `${'<div><b>'.repeat(depth / 2)}deep${'x'.repeat(30_000)}`;
    const observed = evaluateStaticDom(page, [
      { s: 'div', t: true, a: [] },
      { s: 'b b b', t: false, a: [] }, // existence only (css-select's recursive selectOne overflowed here)
    ]);
    expect(observed['b b b']).toEqual({ exists: true });
    expect(observed.div.text).toHaveLength(STATIC_DOM_LIMITS.textChars);
    expect(observed.div.text!.startsWith('deepxxx')).toBe(true);
    // nesting is bounded as Blink's parser bounds it: 200,000 levels cost what 512 do (quadratic before: 80,000 took 78 s)
    const deeper = `<div class="app">${'<b>'.repeat(200_000)}end`;
    const capped = evaluateStaticDom(deeper, [
      { s: 'div.app', t: true, a: [] },
      { s: 'b b b', t: false, a: [] },
    ]);
    expect(capped['div.app'].text).toBe('end');
    expect(capped['b b b']).toEqual({ exists: true });
    // capDepth: the descendants of a node at the maximum depth become its children, in document order
    const tree = parseDocument('<a><b><c><d>1</d><e>2<f>3</f></e></c></b><g>4</g></a>', PARSE_OPTIONS);
    capDepth(tree, 2);
    const b = selectAll<AnyNode, Element>('b', tree)[0];
    expect(b.children.map((n) => ('name' in n ? n.name : (n as { data: string }).data))).toEqual([
      'c',
      'd',
      '1',
      'e',
      '2',
      'f',
      '3',
    ]);
    expect(
      b.children.every((n) => n.parent === b && !('children' in n && (n as Element).children.length)),
    ).toBe(true);
    expect(b.children[1].prev).toBe(b.children[0]);
    expect(b.children[1].next).toBe(b.children[2]);
    expect(selectAll('a > g', tree)).toHaveLength(1);
    // joinedText: the texts of the nodes joined by newlines, cut
    const document = parseDocument('<p>a<!-- c --><i>b</i></p><p>cd</p>', PARSE_OPTIONS);
    const paragraphs = selectAll('p', document);
    expect(joinedText(paragraphs, 100)).toBe('ab\ncd');
    expect(joinedText(paragraphs, 3)).toBe('ab\n');
    expect(joinedText([], 10)).toBe('');
  });

  it('with the real fingerprint set, a WordPress theme and Gatsby are found without a browser', () => {
    const set = loadFingerprints();
    const upstream = loadFingerprints({ overlayDir: null });
    const signals = {
      ...emptySignals('https://blog.example.org/'),
      html,
      meta: { generator: ['WordPress 6.1.9'] },
      dom: evaluateStaticDom(html, browserProbes(upstream).dom),
    };
    const names = detect(signals, upstream).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Twenty Fifteen', 'Twenty Twenty-Three', 'Gatsby']));
    // without the static observations, upstream's dom-only records are not seen
    const none = detect({ ...signals, dom: {} }, upstream).map((d) => d.name);
    expect(none).not.toContain('Twenty Fifteen');
    expect(none).not.toContain('Twenty Twenty-Three');
    expect(detect(signals, set).map((d) => d.name)).toContain('Twenty Twenty-Three');
  });
});
