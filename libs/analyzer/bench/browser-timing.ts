/**
 * Full analysis time per page (HTTP + browser stage) on the fixture single-page application of
 * `test/fixtures/browser-sites.ts` (React 19, bundled at startup), 127.0.0.1. Not a test: a measurement.
 * Usage: npx tsx bench/browser-timing.ts [runs=10] [host=react.test]
 * Prints the median/p95/min/max of `analyze()` wall time after one warm-up run (Chromium launch excluded).
 */
import { analyze } from '../src/analyze';
import { closeBrowser } from '../src/collect/browser';
import { startBrowserFixtureSites } from '../test/fixtures/browser-sites';

async function main() {
  const runs = Number(process.argv[2] ?? 10);
  const host = process.argv[3] ?? 'react.test';
  const sites = await startBrowserFixtureSites();
  const options = { resolve: sites.resolveRules(), allowPrivateNetworks: true, skipDns: true, browser: true };
  try {
    await analyze(sites.url(host), options); // warm-up: launches Chromium, compiles the fingerprint set
    const times: number[] = [];
    const browserMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = await analyze(sites.url(host), options);
      times.push(performance.now() - t);
      browserMs.push(r.timings.browserMs ?? 0);
      if (i === 0) console.log(`detections: ${r.technologies.map((x) => `${x.name} ${x.version ?? ''}`.trim()).join(', ')}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`${host}: ${runs} runs, full analysis (HTTP + browser) median ${med(times).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms; browser stage median ${med(browserMs).toFixed(0)} ms`);
  } finally {
    await sites.close();
    await closeBrowser();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
