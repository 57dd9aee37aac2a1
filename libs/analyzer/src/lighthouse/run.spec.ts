import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseResolveRules } from '../collect/resolve-rules';
import { runLighthouse, type LighthouseRunResult } from './run';

/**
 * One real Lighthouse run (Debian Chromium, ≈ 30 s on 2 cores) against a fixture page on 127.0.0.1 reached as
 * `audit.test` (private networks allowed, as in tests). The page also asks for an image on the link-local metadata
 * address, which the guard refuses even with private networks allowed.
 */
describe('runLighthouse (real Chromium behind the address guard)', () => {
  let server: http.Server;
  let port: number;
  let run: LighthouseRunResult;
  let secondWhileBusy: unknown;
  const hits: string[] = [];
  const resolve = () => parseResolveRules([`audit.test:${port}:127.0.0.1`]);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/hang') return; // never answers: the run's deadline must end it
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audit fixture</title><meta name="description" content="A small page for a Lighthouse run"></head>
<body><h1>Audit fixture</h1><p>Hello.</p>
<img src="http://169.254.169.254/latest/meta-data/pixel.png" alt="metadata" width="1" height="1">
</body></html>`);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as AddressInfo).port;
    const first = runLighthouse(`http://audit.test:${port}/`, {
      allowPrivateNetworks: true,
      resolve: resolve(),
      timeoutMs: 150_000,
    });
    // With one browser slot per process, a second run waits for it — here past its own 2 s deadline.
    const second = runLighthouse(`http://audit.test:${port}/`, {
      allowPrivateNetworks: true,
      resolve: resolve(),
      timeoutMs: 2_000,
      maxConcurrentBrowsers: 1,
    }).catch((error: unknown) => error);
    run = await first;
    secondWhileBusy = await second;
  }, 180_000);

  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
  });

  it('audits the page: four category scores, the metrics and the HTML report', () => {
    const { evidence } = run;
    for (const value of [
      evidence.performance,
      evidence.accessibility,
      evidence.bestPractices,
      evidence.seo,
    ]) {
      expect(value).toEqual(expect.any(Number));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(evidence.metrics.lcpMs).toBeGreaterThan(0);
    expect(evidence.metrics.fcpMs).toBeGreaterThan(0);
    expect(evidence.metrics.cls).toBeGreaterThanOrEqual(0);
    expect(evidence.metrics.tbtMs).toBeGreaterThanOrEqual(0);
    expect(evidence.metrics.speedIndexMs).toBeGreaterThan(0);
    expect(run.finalUrl).toBe(`http://audit.test:${port}/`);
    expect(run.lighthouseVersion).toMatch(/^12\.8\./);
    expect(JSON.parse(run.json).requestedUrl).toBe(`http://audit.test:${port}/`);
    expect(run.html).toContain('<!doctype html>');
    expect(run.html).toContain('__LIGHTHOUSE_JSON__');
    expect(hits).toContain('/');
    expect(run.browserPeakRssKb).toBeGreaterThan(10_000);
    console.log(
      `Lighthouse run: ${run.durationMs} ms; peak memory: Lighthouse process ${run.maxRssKb} KB RSS, Chromium ${run.browserPeakRssKb} KB PSS`,
    );
  });

  it('refuses the private sub-request: the metadata address is never connected to', () => {
    expect(run.blocked.map((b) => b.target).join(' ')).toContain('169.254.169.254');
    expect(run.blocked.find((b) => b.target.includes('169.254.169.254'))!.reason).toMatch(
      /Refusing to connect to 169\.254\.169\.254/,
    );
    expect(run.connections.length).toBeGreaterThan(0);
    expect(run.connections.every((c) => c === `127.0.0.1:${port}`)).toBe(true);
  });

  it('caps the Chromium instances: a run waits for a free browser slot, within its deadline', () => {
    expect(secondWhileBusy).toMatchObject({
      code: 'timeout',
      message: 'No Lighthouse browser slot became free before the deadline.',
    });
  });

  it('kills Chromium at the deadline and leaves no browser or profile behind', async () => {
    const started = Date.now();
    await expect(
      runLighthouse(`http://audit.test:${port}/hang`, {
        allowPrivateNetworks: true,
        resolve: resolve(),
        timeoutMs: 6_000,
      }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(10_000);
    await new Promise((resume) => setTimeout(resume, 1_000));
    expect(await processesWith('stacklens-lighthouse-out-')).toEqual([]);
  }, 20_000);

  /** Runs Lighthouse on the page that never loads with `signal` (60 s deadline); expects the cancellation error. */
  const expectCancelled = (signal: AbortSignal) =>
    expect(
      runLighthouse(`http://audit.test:${port}/hang`, {
        allowPrivateNetworks: true,
        resolve: resolve(),
        timeoutMs: 60_000,
        signal,
      }),
    ).rejects.toMatchObject({ code: 'timeout', message: 'The Lighthouse run was cancelled.' });

  it("a cancellation (the caller's signal: a worker stopping) kills Chromium at once, long before the deadline", async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 2_000);
    const started = Date.now();
    await expectCancelled(cancel.signal);
    expect(Date.now() - started).toBeLessThan(6_000);
    await new Promise((resume) => setTimeout(resume, 1_000));
    expect(await processesWith('stacklens-lighthouse-out-')).toEqual([]);
  }, 20_000);

  it('a cancellation while Chromium is still starting (its pid not yet known) leaves no Chromium behind', async () => {
    const cancel = new AbortController();
    // cancel the moment a Chromium of the run exists: chrome-launcher reports its pid only once DevTools answer
    const watcher = (async () => {
      for (let i = 0; i < 1_500 && !cancel.signal.aborted; i++) {
        if ((await processesWith('stacklens-lighthouse-out-')).length) return cancel.abort();
        await new Promise((resume) => setTimeout(resume, 10));
      }
    })();
    await expectCancelled(cancel.signal);
    await watcher;
    expect(cancel.signal.aborted).toBe(true);
    await new Promise((resume) => setTimeout(resume, 1_000));
    expect(await processesWith('stacklens-lighthouse-out-')).toEqual([]);
  }, 30_000);

  it('refuses a page on a forbidden address before starting Chromium', async () => {
    await expect(runLighthouse('http://127.0.0.1:9/', { timeoutMs: 10_000 })).rejects.toMatchObject({
      code: 'blocked-address',
    });
  });
});

/** Command lines of the running processes that contain `text` (Linux /proc). */
/**
 * Processes that were running before the current test (another run's leftovers, another suite's Lighthouse on this
 * machine): what a test leaves behind is judged on the processes it started.
 */
let preexisting = new Set<string>();
beforeEach(async () => {
  preexisting = new Set((await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)));
});

/** Command lines (first 200 characters) of the processes started during the current test that contain `text`. */
async function processesWith(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || preexisting.has(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(text)) found.push(cmdline.replace(/\0/g, ' ').slice(0, 200));
  }
  return found;
}
