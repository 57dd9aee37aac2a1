/**
 * One Lighthouse run in its own Node process (spawned by `src/lighthouse/run.ts`; `lighthouse` 12.x is ESM-only and
 * Lighthouse's guidance is one run per process at a time).
 *
 * Input: a JSON object on stdin — `{url, chromiumPath, proxyServer, chromeFlags: string[], outDir, maxWaitForLoadMs}`.
 * It launches Chromium (`chrome-launcher`, `chromePath`, never a downloaded browser) with a fresh profile directory,
 * every connection sent to the guard proxy `proxyServer` and Chromium's own name resolution disabled (the flags come
 * from the parent), runs the four categories, writes `lhr.json` and `report.html` (Lighthouse's report renderer)
 * into `outDir`, kills Chromium and removes the profile.
 * Output on stdout, one JSON object per line: `{"chromePid": n}` once Chromium runs, then
 * `{"done": true, "maxRssKb": n}` or `{"error": "message"}`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const emit = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function main() {
  const input = await readStdin();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'stacklens-lighthouse-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: input.chromiumPath,
      userDataDir: profile,
      chromeFlags: [
        '--headless=new',
        `--proxy-server=${input.proxyServer}`,
        '--proxy-bypass-list=<-loopback>',
        ...input.chromeFlags,
      ],
      logLevel: 'silent',
    });
    emit({ chromePid: chrome.pid });
    const result = await lighthouse(input.url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      maxWaitForLoad: input.maxWaitForLoadMs,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const [json, html] = result.report;
    await writeFile(path.join(input.outDir, 'lhr.json'), json);
    await writeFile(path.join(input.outDir, 'report.html'), html);
    emit({ done: true, maxRssKb: process.resourceUsage().maxRSS });
  } finally {
    if (chrome) await chrome.kill().catch(() => undefined);
    await rm(profile, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    emit({ error: String(err?.message ?? err).slice(0, 500) });
    process.exit(1);
  },
);
