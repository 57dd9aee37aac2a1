/**
 * Chromium never inherits the calling process' environment: the worker's holds DATABASE_URL,
 * SESSION_SECRET and STRIPE_SECRET_KEY. A canary secret is put into this process' environment, the browser stage and
 * a Lighthouse run start their Chromium, and every process they spawned (read from Linux /proc) must be without it
 * and without any other variable of this process' environment (Jest gives tests a copy of `process.env`; Node's own
 * child_process reads the real one, whose variables are in /proc/self/environ).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { loadFingerprints } from '../fingerprints/load';
import { runLighthouse } from '../lighthouse/run';
import { closeBrowser, runBrowserStage } from './browser';
import { parseResolveRules } from './resolve-rules';

interface ProcessInfo {
  pid: number;
  cmdline: string;
  environ: string[];
}

/** Every live descendant of this process, with its command line and environment. */
function descendants(): ProcessInfo[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  const found: ProcessInfo[] = [];
  for (const pid of parents.keys()) {
    let p = parents.get(pid) ?? 0;
    while (p > 1 && p !== process.pid) p = parents.get(p) ?? 0;
    if (p !== process.pid) continue;
    try {
      found.push({
        pid,
        cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '),
        environ: readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean),
      });
    } catch {
      // gone
    }
  }
  return found;
}

/** This process' command line: a forked child shows it until it executes its own program. */
const OWN_CMDLINE = readFileSync('/proc/self/cmdline', 'utf8').split('\0').join(' ');

const canary = `sk_live_canary_${randomBytes(8).toString('hex')}`;
/** Variables the explicit environment sets, and PWD (set by the shell of Debian's /usr/bin/chromium wrapper). */
const EXPLICIT = new Set(['PATH', 'HOME', 'LANG', 'TZ', 'PWD']);
const inherited = new Set(
  readFileSync('/proc/self/environ', 'utf8')
    .split('\0')
    .filter((entry) => entry && !EXPLICIT.has(entry.slice(0, entry.indexOf('=')))),
);
/** The variables of `p` that came from this process. */
const leaked = (p: ProcessInfo) =>
  p.environ.filter((entry) => entry.includes(canary) || inherited.has(entry));
const isChromium = (p: ProcessInfo) => /chromium/.test(p.cmdline);
/** Chromium's browser process: its helpers (`--type=…`) write their title over the memory /proc/…/environ shows. */
const isBrowserProcess = (p: ProcessInfo) => isChromium(p) && !p.cmdline.includes('--type=');

let server: http.Server;
let port: number;

beforeAll(async () => {
  process.env.STACKLENS_CANARY_SECRET = canary;
  server = http.createServer((req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><head><title>Env</title></head><body><p>Hello.</p></body></html>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  delete process.env.STACKLENS_CANARY_SECRET;
  await closeBrowser();
  await new Promise((ok) => server.close(ok));
});

it('the browser stage starts Chromium with the explicit environment only', async () => {
  await closeBrowser();
  await runBrowserStage(`http://env.test:${port}/`, {
    allowPrivateNetworks: true,
    resolve: parseResolveRules([`env.test:${port}:127.0.0.1`]),
    fingerprints: loadFingerprints(),
  });
  // The shared browser stays up after the stage: its processes are there to read.
  const browsers = descendants().filter(isBrowserProcess);
  expect(browsers.length).toBeGreaterThan(0);
  for (const browser of browsers) {
    expect(leaked(browser)).toEqual([]);
    expect(browser.environ).toContain(`HOME=${os.tmpdir()}`);
  }
}, 60_000);

it('a Lighthouse run starts its child and Chromium without the caller environment', async () => {
  await closeBrowser();
  // Processes this test process had already started (e.g. the esbuild service a fixture of another spec in the same
  // Jest worker bundles with) are not the run's: only what appears during the run is checked.
  const before = new Set(descendants().map((p) => p.pid));
  const seen = new Map<number, ProcessInfo>();
  // A process sampled between fork and exec still shows this process' own command line and environment (it is
  // still this code, before child_process' execve): only what a child shows after its exec counts, so such samples
  // are skipped and later samples of the same pid replace earlier ones.
  const sampler = setInterval(() => {
    for (const p of descendants())
      if (!before.has(p.pid) && p.environ.length && p.cmdline !== OWN_CMDLINE) seen.set(p.pid, p);
  }, 100);
  try {
    await runLighthouse(`http://env.test:${port}/`, {
      allowPrivateNetworks: true,
      resolve: parseResolveRules([`env.test:${port}:127.0.0.1`]),
      timeoutMs: 150_000,
    });
  } finally {
    clearInterval(sampler);
  }
  // Lighthouse's Chromium runs with the run's fresh profile directory.
  expect(
    [...seen.values()].some((p) => isChromium(p) && p.cmdline.includes('stacklens-lighthouse-out-')),
  ).toBe(true);
  for (const p of seen.values())
    expect({ process: p.cmdline, leaked: leaked(p) }).toEqual({ process: p.cmdline, leaked: [] });
}, 180_000);
