/**
 * The prefiltered matcher (Aho–Corasick literal prefilter, keyed indexes, family plans) must give exactly the
 * results of the brute-force matcher that runs every pattern of the real set on every input
 * (`matchSignals(…, {prefilter: false})`): same matches in the same order (family, key, value, version,
 * "contributes"), hence the same detections, evidence and versions.
 *
 * Documents: the fixture pages of test/fixtures/sites.ts (fetched over HTTP from 127.0.0.1, with their scripts
 * and stylesheets), synthetic large pages, and documents generated from the patterns themselves (every technology
 * of the set contributes samples of its patterns to some document, in varied letter case and alternation
 * branches), so that thousands of patterns actually match.
 */
import http from 'node:http';
import { signalsFromDocument } from '../collect/document';
import { loadFingerprints } from '../fingerprints/load';
import { KEYED_FAMILIES, STRING_FAMILIES, type CompiledTechnology } from '../fingerprints/model';
import { emptySignals, type DnsRecordType, type Signals } from '../types';
import { prng, sampleFor } from '../../test/fixtures/pattern-samples';
import { startFixtureSites } from '../../test/fixtures/sites';
import { matchSignals, type MatchesByTechnology } from './match';
import { resolveDetections } from './resolve-detections';

const fp = loadFingerprints();

const summary = (matches: MatchesByTechnology) =>
  [...matches].map(([name, ms]) => [
    name,
    ms.map((m) => [m.family, m.key ?? null, m.pattern.source, m.value, m.version, m.strength, m.contributes]),
  ]);

/** Both matchers on one document; returns the number of matches. */
function expectSameResults(signals: Signals, label: string): number {
  const fast = matchSignals(signals, fp);
  const brute = matchSignals(signals, fp, { prefilter: false });
  const a = summary(fast);
  const b = summary(brute);
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    // a readable diff on failure
    expect({ label, matches: a }).toEqual({ label, matches: b });
  }
  expect(resolveDetections(fast, fp)).toEqual(resolveDetections(brute, fp));
  let n = 0;
  for (const ms of fast.values()) n += ms.length;
  return n;
}

function get(
  port: number,
  host: string,
  path: string,
): Promise<{ headers: Record<string, string | string[]>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = v;
        resolve({ headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Documents generated from the patterns of `techs`: each pattern's sample placed where its family is read. */
function generatedDocument(techs: CompiledTechnology[], seed: number): Signals {
  const rnd = prng(seed);
  const variant = () => Math.floor(rnd() * 4);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  const s: Signals = emptySignals('https://www.example.com/');
  const html: string[] = [
    '<!doctype html><html><head><meta charset="utf-8"><title>Generated</title></head><body>',
  ];
  const text: string[] = [];
  const scripts: string[] = [];
  const css: string[] = [];
  const urls: string[] = [];
  const robots: string[] = [];
  const issuers: string[] = [];
  // Samples are wrapped in markup and separated by filler (some of it adversarial: runs of `<`, digits and dots,
  // word characters) so that documents are large enough for the literal windows of `execPattern` (≥ 4 KB) and
  // matches can start inside the runs.
  const fillers = [
    '<'.repeat(300),
    '1.'.repeat(150),
    'a'.repeat(300),
    '<div class="x"><span>'.repeat(15),
    ' ',
  ];
  const wrap = [
    (x: string) => x,
    (x: string) => `<div class="c">${x}</div>`,
    (x: string) => `<p>${x} lorem ipsum</p>`,
    (x: string) => `${pick(fillers)}${x}${pick(fillers)}`,
  ];
  for (const tech of techs) {
    for (const family of STRING_FAMILIES) {
      for (const p of tech.patterns[family]) {
        const sample = sampleFor(p.source, variant());
        switch (family) {
          case 'html':
            html.push(pick(wrap)(sample));
            break;
          case 'text':
            text.push(pick(wrap)(sample));
            break;
          case 'css':
            css.push(pick(wrap)(sample));
            break;
          case 'scripts':
            scripts.push(pick(wrap)(sample));
            html.push(`<script>${sample}</script>`);
            break;
          case 'robots':
            robots.push(sample);
            break;
          case 'url':
            urls.push(sample.includes('://') ? sample : `https://${sample}`);
            break;
          case 'certIssuer':
            issuers.push(sample);
            break;
          case 'xhr':
            s.xhr.push(sample);
            break;
          case 'scriptSrc':
            s.scriptSrc.push(
              /^(?:https?:)?\/\//i.test(sample) ? sample : `https://cdn.example.com/${sample}`,
            );
            break;
        }
      }
    }
    for (const family of KEYED_FAMILIES) {
      for (const [key, patterns] of tech.keyed[family]) {
        for (const p of patterns) {
          const sample = sampleFor(p.source, variant());
          if (family === 'headers')
            (s.headers[key] ??= []).push(rnd() < 0.1 ? pick(wrap)(sample).repeat(20) : sample);
          else if (family === 'cookies') s.cookies[key.replace('*', 'x1')] = sample;
          else if (family === 'meta') (s.meta[key] ??= []).push(sample);
          else if (family === 'dns') (s.dns[key as DnsRecordType] ??= []).push(sample);
          else if (family === 'js') s.js[key] = rnd() < 0.2 ? true : sample;
        }
      }
    }
    for (const d of tech.dom.slice(0, 3)) {
      s.dom[d.selector] = {
        exists: true,
        ...(d.text ? { text: sampleFor(d.text.source, variant()) } : {}),
        attributes: Object.fromEntries(
          d.attributes.map((a) => [a.name, sampleFor(a.pattern.source, variant())]),
        ),
        properties: Object.fromEntries(
          d.properties.map((a) => [a.name, sampleFor(a.pattern.source, variant())]),
        ),
      };
    }
  }
  html.push('</body></html>');
  s.html = html.join(rnd() < 0.5 ? '\n' : '');
  s.text = text.join(' ');
  // scripts and stylesheets: a few files, each with a slice of the samples
  for (let i = 0; i < scripts.length; i += 40) s.scripts.push(scripts.slice(i, i + 40).join(';\n'));
  for (let i = 0; i < css.length; i += 10) s.css.push(css.slice(i, i + 10).join('\n'));
  if (urls.length) s.url = pick(urls);
  s.robots = robots.join('\n');
  s.certIssuer = issuers.length ? pick(issuers) : '';
  return s;
}

describe('prefiltered matching = brute force, on the real fingerprint set', () => {
  it('fixture pages (with their scripts and stylesheets) and synthetic large pages', async () => {
    const sites = await startFixtureSites();
    let matched = 0;
    try {
      for (const host of ['wordpress.test', 'shop.test', 'static.test', 'secure.test', 'blocked.test']) {
        const url = sites.url(host);
        const page = await get(sites.port, `${host}:${sites.port}`, '/');
        const { signals } = signalsFromDocument({ url, headers: page.headers, html: page.body });
        for (const src of signals.scriptSrc) {
          const u = new URL(src);
          if (u.hostname === host)
            signals.scripts.push((await get(sites.port, u.host, u.pathname + u.search)).body);
        }
        for (const href of page.body.match(/\/css\/[\w.-]+\.css/g) ?? [])
          signals.css.push((await get(sites.port, `${host}:${sites.port}`, href)).body);
        signals.robots = (await get(sites.port, `${host}:${sites.port}`, '/robots.txt')).body;
        matched += expectSameResults(signals, host);
      }
    } finally {
      await sites.close();
    }
    expect(matched).toBeGreaterThan(10);

    const row =
      '<div class="card"><h2>Lorem ipsum</h2><p>Dolor sit amet.</p><a href="/item">more</a></div>\n';
    const head =
      '<!doctype html><html><head><meta name="generator" content="WordPress 6.4.2">' +
      '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script></head><body>';
    for (const [label, html] of [
      ['100 KB', head + row.repeat(1200)],
      ['one 300 KB line', head + row.replace('\n', '').repeat(3600)],
      [
        'script',
        `${head}<script>${'var a=function(b){return b&&b.length>0?b.map(function(c){return c*2}):[]};'.repeat(3000)}</script>`,
      ],
    ]) {
      const { signals } = signalsFromDocument({
        url: 'https://synthetic.example/',
        headers: { server: 'nginx/1.24.0', 'x-powered-by': 'PHP/8.2.1' },
        html,
      });
      expectSameResults(signals, label);
    }
  }, 60_000); // brute force over the whole set for every page: a heavy property check, not a timing

  it('documents generated from every technology of the set', () => {
    const techs = [...fp.technologies.values()];
    const rnd = prng(20240601);
    for (let i = techs.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rnd() * (i + 1));
      [techs[i], techs[j]] = [techs[j], techs[i]];
    }
    const perDocument = 400;
    let matched = 0;
    const matchedTechs = new Set<string>();
    const planned = new Set<string>(STRING_FAMILIES);
    let matchedByPlan = 0;
    for (let i = 0; i < techs.length; i += perDocument) {
      const signals = generatedDocument(techs.slice(i, i + perDocument), i + 1);
      matched += expectSameResults(signals, `generated #${i / perDocument}`);
      for (const [name, ms] of matchSignals(signals, fp)) {
        matchedTechs.add(name);
        matchedByPlan += ms.filter((m) => planned.has(m.family)).length;
      }
    }
    // The generated documents exercise the matcher for real: most technologies match something.
    expect(matched).toBeGreaterThan(10_000);
    expect(matchedByPlan).toBeGreaterThan(4000);
    expect(matchedTechs.size).toBeGreaterThan(6000);
  });
});
