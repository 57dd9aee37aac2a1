/**
 * Shutdown and crashes of the shared Chromium while the spare page (`prepared.ts`) exists or is being prepared: the
 * spare's guard proxy must stop listening and `closeBrowser` must settle. A worker stopped by SIGTERM once hung in
 * `closeBrowser` with Chromium gone and a net.Server open: Playwright left `newPage` pending for ever when Chromium
 * died just after creating the page's target, and the spare's preparation waited for it.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import type { Browser } from 'playwright-core';
import { loadFingerprints } from '../../fingerprints/load';
import { isSpareContext, prepareSpare } from './prepared';
import { closeBrowser, getBrowser } from './process';
import { runBrowserStage } from './stage';

jest.setTimeout(90_000);

/** net.Servers of this process that still listen (the fixture site's among them). */
const listening = (): net.Server[] =>
  (process as unknown as { _getActiveHandles(): unknown[] })
    ._getActiveHandles()
    .filter((h): h is net.Server => h instanceof net.Server && h.listening);

/** Kills this process' Chromium (the shared browser) outright, as the OOM killer or a signal to the group would. */
function killChromium(): void {
  const children = execFileSync('ps', ['--ppid', String(process.pid), '-o', 'pid=,comm='], {
    encoding: 'utf8',
  });
  for (const line of children.split('\n')) {
    const [pid, command] = line.trim().split(/\s+/);
    if (command === 'chromium') process.kill(Number(pid), 'SIGKILL');
  }
}

const disconnected = (browser: Browser) =>
  new Promise<void>((resolve) => {
    if (!browser.isConnected()) resolve();
    else browser.once('disconnected', () => resolve());
  });

/** Resolves with 'settled' or, after `ms`, 'pending'. */
async function within(p: Promise<unknown>, ms: number): Promise<'settled' | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    p.then(() => 'settled' as const),
    new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), ms))),
  ]);
  clearTimeout(timer);
  return outcome;
}

let site: http.Server;
let url = '';
beforeAll(async () => {
  site = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>t</title><p>hello</p>'),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(site.address() as net.AddressInfo).port}/`;
});
afterAll(async () => {
  await closeBrowser();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const analyse = () => runBrowserStage(url, { allowPrivateNetworks: true, fingerprints: loadFingerprints() });

it('an analysis then closeBrowser while the spare is being prepared: no guard proxy left listening', async () => {
  const baseline = listening().length;
  const r = await analyse();
  expect(r.signals.text).toMatch(/hello/);
  // the spare for the next analysis is being prepared now
  expect(await within(closeBrowser(), 20_000)).toBe('settled');
  expect(listening().length).toBe(baseline);
});

it('the spare of a Chromium that dies is discarded at once: its guard proxy stops listening', async () => {
  const baseline = listening().length;
  await analyse();
  const browser = await getBrowser();
  // wait until the spare is ready (its context open)
  for (let i = 0; i < 200 && !(await Promise.all(browser.contexts().map(isSpareContext))).some(Boolean); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listening().length).toBe(baseline + 1);
  killChromium();
  await disconnected(browser);
  for (let i = 0; i < 100 && listening().length > baseline; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listening().length).toBe(baseline);
  // the next analysis relaunches Chromium and works
  const again = await analyse();
  expect(again.sparePage).toBe(false);
  expect(again.signals.text).toMatch(/hello/);
  expect(await within(closeBrowser(), 20_000)).toBe('settled');
});

it('Chromium dying while the spare page is being opened: closeBrowser settles and no guard proxy is left', async () => {
  const baseline = listening().length;
  // Chromium is killed the moment the spare's page target exists, before Playwright's newPage has answered: at that
  // point newPage sometimes never settles (about one time in two here), so the case is tried several times.
  for (let attempt = 0; attempt < 6; attempt++) {
    const browser = await getBrowser();
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    const pageCreated = new Promise<void>((resolve) =>
      cdp.on('Target.targetCreated', (event) => {
        if (event.targetInfo.type === 'page') resolve();
      }),
    );
    prepareSpare(browser, { guard: { allowPrivateNetworks: true }, userAgent: 'StackLens test' });
    expect(await within(pageCreated, 20_000)).toBe('settled');
    killChromium();
    await disconnected(browser);
    expect(await within(closeBrowser(), 20_000)).toBe('settled');
    expect(listening().length).toBe(baseline);
  }
});
