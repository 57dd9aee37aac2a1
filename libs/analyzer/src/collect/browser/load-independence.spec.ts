/**
 * The same answer on a busy machine (issue 25 §4): the pages of the repository's corpus whose technologies or
 * versions only the browser sees (client-rendered apps, bundler runtimes, versions read at run time), replayed on
 * 127.0.0.1 by the corpus' own replay server, analysed with the browser stage while two CPU hogs (child processes
 * spinning) compete with Chromium and this process. Each must give the quiet machine's answer: every technology of
 * the hand-written ground truth (`corpus/<site>/site.json`, written from what was deployed) with its exact version
 * where the truth states one, and nothing outside `expected` ∪ `acceptable`. The browser stage waits for evidence
 * (the page settled), not wall-clock marks, so a slower machine only makes it slower.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, startCorpusReplay, type CorpusReplay } from '../../../test/fixtures/corpus-replay';
import { analyze } from '../../analyze';
import { closeBrowser } from './process';

jest.setTimeout(240_000);

const CORPUS = CORPUS_DIR;
/** Sites whose expectations include ones visible only in the browser load (the corpus README's †). */
const SITES = ['vue-vite', 'react-fuse', 'docusaurus', 'next-webpack', 'nuxt-spa'];
const HOGS = 2;

interface SiteTruth {
  host: string;
  path: string;
  expected: { name: string; version: string | null }[];
  acceptable: { name: string }[];
}

/** A child process that spins one CPU until killed. */
function cpuHog(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const normVersion = (v: string | null | undefined) => (v ?? '').trim().replace(/^v/i, '');

let replay: CorpusReplay | undefined;
let port = 0;
const hogs: ChildProcess[] = [];

beforeAll(async () => {
  replay = await startCorpusReplay();
  port = replay.port;
});

afterAll(async () => {
  for (const hog of hogs) hog.kill('SIGKILL');
  replay?.close();
  await closeBrowser();
});

it('with two CPU hogs beside it, the browser stage gives the quiet-machine answer on the corpus pages only a browser fully sees', async () => {
  const truths = SITES.map(
    (site) =>
      JSON.parse(fs.readFileSync(path.join(CORPUS, 'corpus', site, 'site.json'), 'utf8')) as SiteTruth,
  );
  const options = {
    resolve: truths.map((t) => `${t.host}:${port}:127.0.0.1`),
    allowPrivateNetworks: true,
    skipDns: true,
    browser: true,
  };
  // Chromium launched and the fingerprint set loaded before the hogs start (their cost is not what is measured)
  await analyze(`http://${truths[0].host}:${port}${truths[0].path}`, options);
  for (let i = 0; i < HOGS; i++) hogs.push(cpuHog());

  const differences: string[] = [];
  for (const [i, truth] of truths.entries()) {
    const result = await analyze(`http://${truth.host}:${port}${truth.path}`, options);
    const found = new Map(result.technologies.map((t) => [t.name, t]));
    for (const e of truth.expected) {
      const tech = found.get(e.name);
      if (!tech) differences.push(`${SITES[i]}: ${e.name} not found`);
      else if (e.version && normVersion(tech.version) !== normVersion(e.version))
        differences.push(`${SITES[i]}: ${e.name} ${tech.version ?? '(no version)'} instead of ${e.version}`);
    }
    const allowed = new Set([...truth.expected, ...truth.acceptable].map((t) => t.name));
    for (const t of result.technologies)
      if (!allowed.has(t.name)) differences.push(`${SITES[i]}: unexpected ${t.name}`);
    if (result.browserOutcome !== 'ok')
      differences.push(`${SITES[i]}: browser stage ${result.browserOutcome}`);
  }
  // the hogs really ran the whole time
  expect(hogs.every((hog) => hog.exitCode === null && hog.signalCode === null)).toBe(true);
  expect(differences).toEqual([]);
});
