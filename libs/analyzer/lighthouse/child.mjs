/**
 * One Lighthouse run in its own Node process (spawned by `src/lighthouse/run.ts`; `lighthouse` 12.x is ESM-only and
 * Lighthouse's guidance is one run per process at a time).
 *
 * Input: a JSON object on stdin — `{url, chromiumPath, proxyServer, chromeFlags: string[], env, outDir, profileDir,
 * maxWaitForLoadMs}`; `env` is Chromium's whole environment (chrome-launcher would otherwise pass this process').
 * It launches Chromium (`chrome-launcher`, `chromePath`, never a downloaded browser) with the fresh, empty profile
 * directory `profileDir` (created and removed by the parent, also when it kills this process at the deadline),
 * every connection sent to the guard proxy `proxyServer` and Chromium's own name resolution disabled (the flags come
 * from the parent), runs the four categories, writes `lhr.json` and `report.html` (Lighthouse's report renderer)
 * into `outDir`, and kills Chromium. While Chromium runs, the memory (PSS) of its process tree is sampled every
 * 250 ms (Linux `/proc`).
 * Output on stdout, one JSON object per line: `{"chromePid": n}` once Chromium runs, then
 * `{"done": true, "maxRssKb": n, "browserPeakRssKb": n|null}` or `{"error": "message"}`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const emit = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Memory of `rootPid` and all its descendants, KB: the sum of their proportional set sizes (PSS, shared pages split
 * between the processes sharing them, so that Chromium's processes are not counted several times), from Linux
 * `/proc/<pid>/smaps_rollup`; null when /proc cannot be read.
 */
async function treePssKb(rootPid) {
  try {
    const parents = new Map();
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
      // After the command name (in parentheses): state, ppid, …
      if (stat) parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    }
    let total = 0;
    for (const pid of parents.keys()) {
      let p = pid;
      while (p > 1 && p !== rootPid) p = parents.get(p) ?? 0;
      if (p !== rootPid) continue;
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
      total += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    }
    return total;
  } catch {
    return null;
  }
}

async function main() {
  const input = await readStdin();
  let chrome;
  let sampler;
  let browserPeakRssKb = null;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: input.chromiumPath,
      userDataDir: input.profileDir,
      envVars: input.env,
      chromeFlags: [
        '--headless=new',
        `--proxy-server=${input.proxyServer}`,
        '--proxy-bypass-list=<-loopback>',
        ...input.chromeFlags,
      ],
      logLevel: 'silent',
    });
    emit({ chromePid: chrome.pid });
    const sample = async () => {
      const kb = await treePssKb(chrome.pid);
      if (kb !== null) browserPeakRssKb = Math.max(browserPeakRssKb ?? 0, kb);
    };
    sampler = setInterval(() => void sample(), 250);
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
    clearInterval(sampler);
    emit({ done: true, maxRssKb: process.resourceUsage().maxRSS, browserPeakRssKb });
  } finally {
    clearInterval(sampler);
    if (chrome) await chrome.kill().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    emit({ error: String(err?.message ?? err).slice(0, 500) });
    process.exit(1);
  },
);
