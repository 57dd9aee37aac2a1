import { dataMainUrl, extractHtml, staticImports, HTML_CAPS } from './html';
import { cookieMap, parseCookies } from './cookies';

describe('extractHtml', () => {
  const html = `<!doctype html><html lang="de-DE"><head>
<meta charset="utf-8"><meta name="Generator" content="WordPress 6.4.2"><meta property="og:type" content="website">
<meta name="generator" content="Elementor 3.18.0"><meta name="viewport" content="width=device-width, initial-scale=1">
<title> My &amp; Site </title>
<base href="https://cdn.example.com/assets/">
<script src="js/app.js?ver=1"></script><script src="//other.example.org/x.js"></script><script src="javascript:void(0)"></script>
<script>var a = "</div>"; window.dataLayer = [];</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<style>.wp-block{color:red}</style>
<link rel="stylesheet" href="/css/site.css">
</head><body><div style="display:flex">Hello <b>world</b></div><script>console.log(1)</script>
<noscript>Enable JS</noscript><style>p{margin:0}</style><p>Bye&nbsp;now</p><template><p>hidden</p></template></body></html>`;
  const out = extractHtml(html, 'https://example.com/page/');

  it('collects meta by lowercased name/property, in order', () => {
    expect(out.meta).toEqual({
      generator: ['WordPress 6.4.2', 'Elementor 3.18.0'],
      'og:type': ['website'],
      viewport: ['width=device-width, initial-scale=1'],
    });
    expect(out.viewport).toBe('width=device-width, initial-scale=1');
  });

  it('resolves script and stylesheet URLs against <base>, dropping non-http(s)', () => {
    expect(out.scriptSrc).toEqual([
      'https://cdn.example.com/assets/js/app.js?ver=1',
      'https://other.example.org/x.js',
    ]);
    expect(out.stylesheets).toEqual(['https://cdn.example.com/css/site.css']);
  });

  it('collects preloaded scripts (modulepreload, preload as=script), not other preloads', () => {
    const doc = `<head><link href="./_app/immutable/entry/start.BIaORm1e.js" rel="modulepreload">
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0j1we3cwg31qe.js"/>
<link rel="preload" as="font" href="/f.woff2"><link rel="prefetch" as="script" href="/_nuxt/later.js">
<script type="module" src="/assets/index-abc.js"></script></head>`;
    const x = extractHtml(doc, 'https://app.example.org/docs/');
    expect(x.preloadedScripts).toEqual([
      'https://app.example.org/docs/_app/immutable/entry/start.BIaORm1e.js',
      'https://app.example.org/_next/static/chunks/0j1we3cwg31qe.js',
    ]);
    expect(x.scriptSrc).toEqual(['https://app.example.org/assets/index-abc.js']);
  });

  it("collects the entry module of RequireJS' data-main as a script the document loads", () => {
    // Rspamd's web interface: <script data-main="./js/main.js" src="./js/lib/require.min.js">
    const doc = `<head><script data-main="./js/main.js" src="./js/lib/require.min.js"></script>
<script data-main="scripts/app" src="/vendor/require.js"></script><script src="/plain.js"></script></head>`;
    const x = extractHtml(doc, 'http://mail.example.org:11334/');
    expect(x.scriptSrc).toEqual([
      'http://mail.example.org:11334/js/lib/require.min.js',
      'http://mail.example.org:11334/vendor/require.js',
      'http://mail.example.org:11334/plain.js',
    ]);
    expect(x.preloadedScripts).toEqual([
      'http://mail.example.org:11334/js/main.js',
      'http://mail.example.org:11334/scripts/app.js',
    ]);
    expect(dataMainUrl('main.js?v=2', 'https://a.example/p/')).toBe('https://a.example/p/main.js?v=2');
    expect(dataMainUrl('text!main', 'https://a.example/')).toBeNull();
    expect(dataMainUrl('  ', 'https://a.example/')).toBeNull();
  });

  it('collects the static imports of inline module scripts (not classic scripts, bare or dynamic imports)', () => {
    const doc = `<head><script type="module">
      import './sb-manager/globals-runtime.js';
      import { start } from "../lib/start.js";
      import * as ns from '/abs/ns.js';
      export * from 'https://cdn.example.net/m.js';
      import 'vue';
      const later = () => import('./lazy.js');
    </script><script>import './not-a-module.js'</script></head>`;
    const x = extractHtml(doc, 'https://sb.example.org/design/');
    expect(x.preloadedScripts).toEqual([
      'https://sb.example.org/design/sb-manager/globals-runtime.js',
      'https://sb.example.org/lib/start.js',
      'https://sb.example.org/abs/ns.js',
      'https://cdn.example.net/m.js',
    ]);
    expect(x.inlineScripts).toHaveLength(2);
  });

  it('staticImports: URL specifiers only, at most 20', () => {
    expect(staticImports("import a from './a.js';import b from 'b';export{c}from'./c.js'")).toEqual([
      './a.js',
      './c.js',
    ]);
    const many = Array.from({ length: 30 }, (_, i) => `import './m${i}.js';`).join('\n');
    expect(staticImports(many)).toHaveLength(20);
  });

  it('keeps inline script bodies and CSS', () => {
    expect(out.inlineScripts).toEqual([
      'var a = "</div>"; window.dataLayer = [];',
      '{"@type":"Organization"}',
      'console.log(1)',
    ]);
    expect(out.css).toEqual(['.wp-block{color:red}', 'p{margin:0}', 'display:flex']);
  });

  it('extracts visible text, title and lang', () => {
    expect(out.text).toBe('Hello world Bye now');
    expect(extractHtml('<p>w<b>or</b>d</p><p>next</p>', 'http://x.test/').text).toBe('word next');
    expect(out.title).toBe('My & Site');
    expect(out.lang).toBe('de-DE');
  });

  it('caps the text and survives malformed HTML', () => {
    const long = extractHtml(`<p>${'word '.repeat(20_000)}</p><div><span>unclosed`, 'http://x.test/');
    expect(long.text.length).toBe(HTML_CAPS.textChars);
    expect(extractHtml('', 'http://x.test/')).toMatchObject({ text: '', title: '', lang: '', scriptSrc: [] });
  });

  it('past the text budget: text stops at the cap with its word breaks, later meta/scripts/styles still collected', () => {
    const row = '<div><span>word <b>bold</b></span><p>para</p></div>\n';
    const html = `<html><body>${row.repeat(5000)}<meta name="late" content="yes"><script src="/late.js"></script><style>.late{}</style></body></html>`;
    const out = extractHtml(html, 'https://example.com/');
    expect(out.text).toHaveLength(HTML_CAPS.textChars);
    expect(out.text.startsWith('word bold para word bold para')).toBe(true);
    expect(out.text).not.toMatch(/\s{2}/);
    expect(out.meta.late).toEqual(['yes']);
    expect(out.scriptSrc).toEqual(['https://example.com/late.js']);
    expect(out.css).toEqual(['.late{}']);
  });
});

describe('parseCookies', () => {
  it('parses names, values and attributes, never splitting on Expires commas', () => {
    const cookies = parseCookies([
      'PHPSESSID=abc123; path=/',
      'session=x%20y; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Secure; HttpOnly; SameSite=Lax',
      '_ga_ABC123=GS1.1; Domain=.example.com',
    ]);
    expect(cookies).toEqual([
      { name: 'PHPSESSID', value: 'abc123', secure: false, httpOnly: false, sameSite: '' },
      { name: 'session', value: 'x%20y', secure: true, httpOnly: true, sameSite: 'Lax' },
      { name: '_ga_ABC123', value: 'GS1.1', secure: false, httpOnly: false, sameSite: '' },
    ]);
    expect(cookieMap(cookies)).toEqual({ phpsessid: 'abc123', session: 'x%20y', _ga_abc123: 'GS1.1' });
  });
});
