import fc from 'fast-check';
import { buildFingerprintSet, type RawTechnology } from '../fingerprints/load';
import { emptySignals, type Signals } from '../types';
import { HTML_HEAD_LINES, HTML_LINE_CHARS, HTML_TAIL_LINES, capHtml } from './caps';
import { isQueryStringVersion, matchSignals, VERSION_STRENGTH } from './match';

const cats = { '1': { name: 'CMS', priority: 1 }, '59': { name: 'JavaScript libraries', priority: 9 } };
const tiny = (techs: Record<string, RawTechnology>) => buildFingerprintSet(techs, cats);
const signals = (patch: Partial<Signals>): Signals => ({ ...emptySignals('https://example.com/'), ...patch });

/** name → [family, key, value, version, contributes][] */
const summary = (s: Signals, techs: Record<string, RawTechnology>) =>
  Object.fromEntries(
    [...matchSignals(s, tiny(techs))].map(([name, ms]) => [
      name,
      ms.map((m) => [m.family, m.key ?? null, m.value, m.version, m.contributes]),
    ]),
  );

describe('matchSignals per family', () => {
  it('headers: by lowercased name, every value, version', () => {
    expect(
      summary(signals({ headers: { Server: ['Apache/2.4.58 (Debian)'], 'x-other': ['x'] } }), {
        Apache: {
          cats: [1],
          headers: { server: '(?:Apache(?:$|/([\\d.]+)|[^/-])|(?:^|\\b)HTTPD)\\;version:\\1' },
        },
      }),
    ).toEqual({ Apache: [['headers', 'server', 'Apache/2.4.58 (Debian)', '2.4.58', true]] });
  });

  it('headers: empty pattern means the header exists, even with an empty value', () => {
    expect(
      summary(signals({ headers: { 'x-cache': [''] } }), { C: { cats: [1], headers: { 'X-Cache': '' } } }),
    ).toEqual({
      C: [['headers', 'x-cache', '', '', true]],
    });
  });

  it('cookies: by lowercased name, wildcard keys by prefix', () => {
    expect(
      summary(signals({ cookies: { PHPSESSID: 'abc', _ga_XYZ12: '1' } }), {
        PHP: { cats: [1], cookies: { phpsessid: '' } },
        GA4: { cats: [1], cookies: { '_ga_*': '' } },
      }),
    ).toEqual({
      PHP: [['cookies', 'phpsessid', 'abc', '', true]],
      GA4: [['cookies', '_ga_xyz12', '1', '', true]],
    });
  });

  it('meta: by lowercased name', () => {
    expect(
      summary(signals({ meta: { generator: ['WordPress 6.4.2'] } }), {
        WordPress: { cats: [1], meta: { Generator: '^WordPress(?: ([\\d.]+))?\\;version:\\1' } },
      }),
    ).toEqual({ WordPress: [['meta', 'generator', 'WordPress 6.4.2', '6.4.2', true]] });
  });

  it('dns: by record type', () => {
    expect(
      summary(signals({ dns: { MX: ['10 aspmx.l.google.com'], TXT: ['v=spf1'] } }), {
        Gmail: { cats: [1], dns: { mx: 'aspmx\\.l\\.google\\.com' } },
      }),
    ).toEqual({ Gmail: [['dns', 'MX', '10 aspmx.l.google.com', '', true]] });
  });

  it('js: chain keeps its case, non-string values stringified, runtime strength', () => {
    const fp = tiny({
      Vue: { cats: [59], js: { 'Vue.version': '^(.+)$\\;version:\\1' } },
      Other: { cats: [59], js: { 'vue.version': '' } },
      Flag: { cats: [59], js: { 'App.enabled': 'true' } },
    });
    const m = matchSignals(signals({ js: { 'Vue.version': '3.4.21', 'App.enabled': true } }), fp);
    expect([...m.keys()]).toEqual(['Vue', 'Flag']);
    expect(m.get('Vue')![0]).toMatchObject({
      family: 'js',
      key: 'Vue.version',
      version: '3.4.21',
      strength: VERSION_STRENGTH.runtime,
    });
  });

  it('html: capped, evidence is the matched text', () => {
    expect(
      summary(signals({ html: '<html><link href="/wp-content/themes/x/style.css"></html>' }), {
        WordPress: { cats: [1], html: '<link[^>]+/wp-content/' },
      }),
    ).toEqual({ WordPress: [['html', null, '<link href="/wp-content/', '', true]] });
  });

  it('text, css, robots, url, certIssuer, xhr', () => {
    const got = summary(
      signals({
        url: 'https://shop.example.com/products/1',
        text: 'Powered by Foo',
        css: ['.x{}', '.bootstrap-v5{}'],
        robots: 'User-agent: *\nDisallow: /wp-admin/',
        certIssuer: "Let's Encrypt",
        xhr: ['api.segment.io'],
      }),
      {
        Foo: { cats: [1], text: 'Powered by Foo' },
        Bs: { cats: [59], css: '\\.bootstrap-v(\\d)\\;version:\\1' },
        WP: { cats: [1], robots: 'Disallow: /wp-admin/' },
        Shop: { cats: [1], url: '^https?://shop\\.' },
        LE: { cats: [1], certIssuer: "Let's Encrypt" },
        Segment: { cats: [1], xhr: 'api\\.segment\\.io' },
      },
    );
    expect(got).toEqual({
      Shop: [['url', null, 'https://shop.example.com/products/1', '', true]],
      Foo: [['text', null, 'Powered by Foo', '', true]],
      Bs: [['css', null, '.bootstrap-v5', '5', true]],
      WP: [['robots', null, 'Disallow: /wp-admin/', '', true]],
      LE: [['certIssuer', null, "Let's Encrypt", '', true]],
      Segment: [['xhr', null, 'api.segment.io', '', true]],
    });
  });

  it('scripts: script contents', () => {
    expect(
      summary(signals({ scripts: ['var a=1', '/*! jQuery v3.7.1 */'] }), {
        jQuery: { cats: [59], scripts: 'jQuery v([\\d.]+)\\;version:\\1' },
      }),
    ).toEqual({
      jQuery: [['scripts', null, 'jQuery v3.7.1', '3.7.1', true]],
    });
  });

  it('scriptSrc: first match of each pattern contributes; later values only for new versions', () => {
    const got = summary(
      signals({
        scriptSrc: [
          'https://a/jquery.js',
          'https://b/jquery-3.6.0.min.js',
          'https://c/jquery-3.6.0.js',
          'https://d/jquery-3.7.1.js',
        ],
      }),
      { jQuery: { cats: [59], scriptSrc: 'jquery(?:-([\\d.]+))?(?:\\.min)?\\.js\\;version:\\1' } },
    );
    expect(got).toEqual({
      jQuery: [
        ['scriptSrc', null, 'https://a/jquery.js', '', true],
        ['scriptSrc', null, 'https://b/jquery-3.6.0.min.js', '3.6.0', false],
        ['scriptSrc', null, 'https://d/jquery-3.7.1.js', '3.7.1', false],
      ],
    });
  });

  it('scriptSrc: a query-string version is weak evidence', () => {
    const fp = tiny({
      Lib: {
        cats: [59],
        scriptSrc: ['lib(?:[.-]([\\d.]+))?\\.js(?:\\?ver=([\\d.]+))?\\;version:\\1?\\1:\\2'],
      },
    });
    const weak = matchSignals(signals({ scriptSrc: ['https://x/lib.js?ver=6.4.2'] }), fp).get('Lib')![0];
    const strong = matchSignals(signals({ scriptSrc: ['https://x/lib-1.2.3.js?ver=6.4.2'] }), fp).get(
      'Lib',
    )![0];
    expect([weak.version, weak.strength]).toEqual(['6.4.2', VERSION_STRENGTH.queryString]);
    expect([strong.version, strong.strength]).toEqual(['1.2.3', VERSION_STRENGTH.pattern]);
    expect(isQueryStringVersion('a/b.js?v=1.2', '1.2')).toBe(true);
    expect(isQueryStringVersion('a/1.2/b.js?v=1.2', '1.2')).toBe(false);
  });

  it('scripts and css: versions from contents are content strength (a query string in them stays weak)', () => {
    const fp = tiny({
      Lib: {
        cats: [59],
        scripts: ['/\\*! Lib v([\\d.]+)\\;version:\\1', 'lib\\.js\\?v=([\\d.]+)\\;version:\\1'],
        css: ['/\\*! Lib theme v([\\d.]+)\\;version:\\1'],
      },
    });
    const ms = matchSignals(
      signals({ scripts: ['/*! Lib v2.1.0 */', 'load("/lib.js?v=9.9")'], css: ['/*! Lib theme v2.0.0 */'] }),
      fp,
    ).get('Lib')!;
    expect(ms.map((m) => [m.family, m.version, m.strength])).toEqual([
      ['css', '2.0.0', VERSION_STRENGTH.content],
      ['scripts', '2.1.0', VERSION_STRENGTH.content],
      ['scripts', '9.9', VERSION_STRENGTH.queryString],
    ]);
    expect(VERSION_STRENGTH.runtime).toBeGreaterThan(VERSION_STRENGTH.content);
    expect(VERSION_STRENGTH.content).toBeGreaterThan(VERSION_STRENGTH.pattern);
  });

  it('dom: exists, text, attributes, properties of observed selectors only', () => {
    const fp = tiny({
      Next: { cats: [59], dom: ['#__next'] },
      Gen: {
        cats: [1],
        dom: {
          'meta[name=generator]': { attributes: { content: 'Gen ([\\d.]+)\\;version:\\1' } },
          '.powered': { text: 'Powered by Gen' },
          '#app': { properties: { _vnode: '' } },
        },
      },
    });
    const m = matchSignals(
      signals({
        dom: {
          '#__next': { exists: true },
          'meta[name=generator]': { exists: true, attributes: { content: 'Gen 2.1' } },
          '.powered': { exists: true, text: 'Powered by Gen' },
          '#app': { exists: true, properties: { _vnode: true } },
          '#missing': { exists: false },
        },
      }),
      fp,
    );
    expect(m.get('Next')!.map((x) => [x.key, x.value])).toEqual([['#__next', '']]);
    expect(m.get('Gen')!.map((x) => [x.key, x.value, x.version])).toEqual([
      ['meta[name=generator][content]', 'Gen 2.1', '2.1'],
      ['.powered', 'Powered by Gen', ''],
      ['#app._vnode', 'true', ''],
    ]);
    expect(matchSignals(signals({ dom: { '#__next': { exists: false } } }), fp).size).toBe(0);
  });

  it('skips families without input', () => {
    expect(matchSignals(signals({}), tiny({ Any: { cats: [1], html: '', url: 'nomatch' } })).size).toBe(0);
  });

  it('evidence values are truncated to 120 characters', () => {
    const long = `https://x/${'a'.repeat(300)}.js`;
    const m = matchSignals(signals({ scriptSrc: [long] }), tiny({ L: { cats: [59], scriptSrc: 'a\\.js' } }));
    expect(m.get('L')![0].value).toBe(long.slice(0, 120));
  });
});

describe('capHtml', () => {
  it('keeps small documents untouched', () => {
    const html = '<html>\n<body>hi</body>\n</html>';
    expect(capHtml(html)).toBe(html);
  });
  it('keeps the first and last rows; a long line becomes several rows', () => {
    const lines = Array.from({ length: HTML_HEAD_LINES + HTML_TAIL_LINES + 10 }, (_, i) => `line ${i}`);
    lines[0] = 'x'.repeat(HTML_LINE_CHARS + 50);
    const capped = capHtml(lines.join('\n')).split('\n');
    expect(capped).toHaveLength(HTML_HEAD_LINES + HTML_TAIL_LINES);
    expect(capped[0]).toHaveLength(HTML_LINE_CHARS);
    expect(capped[1]).toBe('x'.repeat(50));
    expect(capped[2]).toBe('line 1');
    expect(capped[HTML_HEAD_LINES - 1]).toBe(`line ${HTML_HEAD_LINES - 2}`);
    expect(capped[HTML_HEAD_LINES]).toBe(`line ${HTML_HEAD_LINES + 10}`);
    expect(capped[capped.length - 1]).toBe(`line ${lines.length - 1}`);
  });
  it('splits a minified one-line document before a tag, losing no character', () => {
    const tags = Array.from(
      { length: 400 },
      (_, i) => `<link rel=preload href=/assets/chunk-${i}.js as=script>`,
    );
    const html = `<!doctype html><html><head>${tags.join('')}<link rel=alternate type=application/rss+xml href=/rss.xml></head></html>`;
    const rows = capHtml(html).split('\n');
    expect(rows.length).toBeGreaterThan(html.length / HTML_LINE_CHARS);
    expect(rows.every((row) => row.length <= HTML_LINE_CHARS)).toBe(true);
    expect(rows.slice(1).every((row) => row.startsWith('<'))).toBe(true);
    expect(rows.join('')).toBe(html);
    const feed = tiny({ Feed: { cats: [1], html: '<link[^>]+type=application/rss\\+xml' } });
    expect(matchSignals(signals({ html }), feed).size).toBe(1);
  });
  it('a line with no tag near the limit is split at the limit', () => {
    const html = 'y'.repeat(HTML_LINE_CHARS * 2 + 1);
    expect(
      capHtml(html)
        .split('\n')
        .map((row) => row.length),
    ).toEqual([HTML_LINE_CHARS, HTML_LINE_CHARS, 1]);
  });
  it('splits where a search of the whole line back from the limit would (property; the search is now bounded)', () => {
    /** The former split: the last `<` before the limit, anywhere in the line, used when within the last quarter. */
    const reference = (line: string) => {
      const rows: string[] = [];
      let start = 0;
      while (line.length - start > HTML_LINE_CHARS) {
        const hardEnd = start + HTML_LINE_CHARS;
        const tag = line.lastIndexOf('<', hardEnd - 1);
        const end = tag > hardEnd - HTML_LINE_CHARS / 4 ? tag : hardEnd;
        rows.push(line.slice(start, end));
        start = end;
      }
      rows.push(line.slice(start));
      return rows.join('\n');
    };
    const piece = fc.oneof(
      fc.constantFrom('<', '<a>', '\u00e9', ' '),
      fc.integer({ min: 1, max: 2500 }).map((n) => 'x'.repeat(n)),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        const line = pieces.join('');
        fc.pre(line.length > HTML_LINE_CHARS);
        expect(capHtml(line)).toBe(reference(line));
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
  it('a pattern beyond the cap is not seen', () => {
    const html = `${'<p>x</p>\n'.repeat(HTML_HEAD_LINES + 10)}<span class="late-marker"></span>\n${'<p>y</p>\n'.repeat(HTML_TAIL_LINES + 10)}`;
    expect(matchSignals(signals({ html }), tiny({ Late: { cats: [1], html: 'late-marker' } })).size).toBe(0);
  });
});
