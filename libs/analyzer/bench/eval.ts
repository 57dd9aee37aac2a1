/**
 * `npm run eval` — measures the analyzer on the recorded corpora: the shared development corpus (../shared/corpus-dev,
 * beside the repository, when present) and the repository's own (libs/analyzer/corpus). Starts each corpus' replay
 * server on 127.0.0.1, runs the `stacklens` CLI once over every site
 * (`--json --allow-private --resolve <site>.test:<port>:127.0.0.1`), and prints per-site and total recall,
 * version recall and unexpected detections against the hand-written ground truth (corpus README "Scoring
 * suggestion": a detection is a hit if its name is in `expected`, neutral if in `acceptable`, a false positive
 * otherwise; a version matches when equal after stripping a leading `v`).
 *
 * A development tool, not a test: `npm test` never depends on ../shared.
 * Figures are printed per corpus and for all sites together, with the advisory coverage (issue 20 §4): of the
 * detected versions (not implied), how many have advisory data (vulnerable or clean), per source.
 * Usage: npm run eval [-- --browser] [--corpus DIR]... [--site NAME]... [--verbose]
 * Exit code: 0 when it ran (whatever the figures), 1 when the corpus or the CLI could not be run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sameSoftware } from '../src/detect/named-software.test-support';

interface Expected {
  name: string;
  version: string | null;
  in_main: boolean;
  version_in_main: boolean | null;
}
interface SiteTruth {
  name: string;
  path: string;
  host: string;
  expected: Expected[];
  acceptable: { name: string }[];
  /** Set by the eval: the corpus directory's base name and its replay port. */
  corpus: string;
  port: number;
}
interface CliTech {
  name: string;
  version: string | null;
  latestVersion?: string | null;
  versionStatus?: string;
  confidence: number;
  implied?: boolean;
}
interface CliVulnerabilities {
  name: string;
  version: string;
  advisories: unknown[];
  sources: string[];
  mayBePatchedByDistribution: boolean;
}
interface CliLine {
  vulnerabilities?: CliVulnerabilities[];
  namedSoftware?: { name: string; version: string | null; evidence: { family: string }[] }[];
  url: string;
  technologies?: CliTech[];
  error?: { code: string; message: string };
  timings?: { totalMs: number };
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const repoRoot = path.resolve(__dirname, '../../..');
const corpusArgs = args.flatMap((a, i) => (args[i - 1] === '--corpus' ? [path.resolve(a)] : []));
const corpusDirs: string[] = corpusArgs.length
  ? corpusArgs
  : process.env.STACKLENS_CORPUS
    ? [path.resolve(process.env.STACKLENS_CORPUS)]
    : [path.join(repoRoot, '../shared/corpus-dev'), path.join(repoRoot, 'libs/analyzer/corpus')]
        .filter((d) => fs.existsSync(path.join(d, 'replay.mjs')))
        // replay.mjs starts only when run by its real path (it compares argv[1] with its own module URL)
        .map((d) => fs.realpathSync(d));
const browser = flag('--browser');
const verbose = flag('--verbose');
const onlySites = args.flatMap((a, i) => (args[i - 1] === '--site' ? [a] : []));

const normVersion = (v: string | null | undefined) => (v ?? '').trim().replace(/^v/i, '');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`replay server did not listen on ${port} within ${ms} ms`);
}

function runCli(cliArgs: string[]): Promise<{ lines: CliLine[]; code: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(__dirname, '../bin/stacklens.js'), ...cliArgs], {
      stdio: ['ignore', 'pipe', verbose ? 'inherit' : 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('close', (code) => {
      const lines = out
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as CliLine);
      resolve({ lines, code: code ?? 1, ms: Date.now() - started });
    });
  });
}

function pct(n: number, d: number) {
  return d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a';
}

async function main() {
  const sites: SiteTruth[] = [];
  const replays: ChildProcess[] = [];
  try {
    if (!corpusDirs.length) throw new Error('no corpus found (set STACKLENS_CORPUS or --corpus)');
    for (const corpusDir of corpusDirs) {
      const sitesDir = path.join(corpusDir, 'corpus');
      if (!fs.existsSync(path.join(corpusDir, 'replay.mjs')) || !fs.existsSync(sitesDir))
        throw new Error(`no corpus at ${corpusDir}`);
      const port = await freePort();
      const replay = spawn(
        process.execPath,
        [path.join(corpusDir, 'replay.mjs'), '--port', String(port), '--rewrite-origins'],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      replays.push(replay);
      await waitForPort(port, 180_000);
      for (const d of fs.readdirSync(sitesDir).sort()) {
        if (
          !fs.existsSync(path.join(sitesDir, d, 'site.json')) ||
          (onlySites.length && !onlySites.includes(d))
        )
          continue;
        const truth = JSON.parse(fs.readFileSync(path.join(sitesDir, d, 'site.json'), 'utf8')) as SiteTruth;
        sites.push({ ...truth, corpus: path.basename(corpusDir), port });
      }
    }
    const urls = sites.map((s) => `http://${s.host}:${s.port}${s.path}`);
    const cliArgs = [
      'analyze',
      ...urls,
      '--json',
      '--allow-private',
      '--concurrency',
      '4',
      browser ? '--browser' : '--no-browser',
    ];
    for (const s of sites) cliArgs.push('--resolve', `${s.host}:${s.port}:127.0.0.1`);
    const { lines, ms } = await runCli(cliArgs);
    if (lines.length !== sites.length)
      throw new Error(`CLI printed ${lines.length} results for ${sites.length} sites`);

    const rows: string[][] = [];
    const emptyTotals = () => ({
      expected: 0,
      hits: 0,
      expectedMain: 0,
      hitsMain: 0,
      versions: 0,
      versionHits: 0,
      unexpected: 0,
      detected: 0,
    });
    const totals = emptyTotals();
    const perCorpus = new Map<string, ReturnType<typeof emptyTotals>>();
    // latest-version coverage: of the detections with a detected version, how many have a latest one
    const latest = { versioned: 0, withLatest: 0, endOfLife: 0 };
    const noLatest = new Map<string, number>();
    // advisory coverage (issue 20 §4), per corpus: detected versions → with advisory data (per source), vulnerable
    const emptyAdvisoryTotals = () => ({
      versioned: 0,
      covered: 0,
      vulnerable: 0,
      backport: 0,
      bySource: new Map<string, { covered: number; vulnerable: number }>(),
      uncovered: new Map<string, number>(),
      vulnerableVersions: new Map<string, number>(),
    });
    const advisoryByCorpus = new Map<string, ReturnType<typeof emptyAdvisoryTotals>>();
    const unexpectedAll: string[] = [];
    const missedAll: string[] = [];
    // software the site names about itself (`namedSoftware`, not detections): the misses it names, and the rest
    const named = { missedNamed: 0, versionNamed: 0, reported: 0 };
    const namedMissed: string[] = [];
    const namedElse: string[] = [];
    sites.forEach((site, i) => {
      const line = lines[i];
      const found = new Map((line.technologies ?? []).map((t) => [t.name, t]));
      const acceptable = new Set(site.acceptable.map((a) => a.name));
      const expectedNames = new Set(site.expected.map((e) => e.name));
      let hits = 0;
      let versions = 0;
      let versionHits = 0;
      for (const e of site.expected) {
        const t = found.get(e.name);
        totals.expected++;
        if (e.in_main) totals.expectedMain++;
        if (t) {
          hits++;
          if (e.in_main) totals.hitsMain++;
        } else missedAll.push(`${site.name}: ${e.name}${e.in_main ? '' : ' †'}`);
        if (e.version) {
          versions++;
          if (t && normVersion(t.version) === normVersion(e.version)) versionHits++;
          else if (t) missedAll.push(`${site.name}: ${e.name} version ${t.version ?? '∅'} ≠ ${e.version}`);
        }
      }
      const siteNamed = line.namedSoftware ?? [];
      named.reported += siteNamed.length;
      for (const e of site.expected) {
        if (found.has(e.name)) continue;
        const n = siteNamed.find((x) => sameSoftware(x.name, e.name));
        if (!n) continue;
        named.missedNamed++;
        if (e.version && normVersion(n.version) === normVersion(e.version)) named.versionNamed++;
        namedMissed.push(`${site.name}: ${e.name} ← ${n.name} ${n.version ?? '∅'}`);
      }
      const listed = [...site.expected, ...site.acceptable].map((x) => x.name);
      for (const n of siteNamed)
        if (!listed.some((name) => sameSoftware(n.name, name)))
          namedElse.push(`${site.name}: ${n.name} ${n.version ?? '∅'} (${n.evidence[0]?.family})`);
      const unexpected = [...found.values()].filter(
        (t) => !expectedNames.has(t.name) && !acceptable.has(t.name),
      );
      unexpectedAll.push(
        ...unexpected.map(
          (t) => `${site.name}: ${t.name}${t.version ? ' ' + t.version : ''} (${t.confidence}%)`,
        ),
      );
      for (const t of found.values()) {
        if (!t.version) continue;
        latest.versioned++;
        if (t.latestVersion) latest.withLatest++;
        else noLatest.set(t.name, (noLatest.get(t.name) ?? 0) + 1);
        if (t.versionStatus === 'end-of-life') latest.endOfLife++;
      }
      const adv = advisoryByCorpus.get(site.corpus) ?? emptyAdvisoryTotals();
      advisoryByCorpus.set(site.corpus, adv);
      const vulns = new Map((line.vulnerabilities ?? []).map((v) => [v.name, v]));
      for (const t of found.values()) {
        if (!t.version || t.implied) continue;
        adv.versioned++;
        const v = vulns.get(t.name);
        if (!v) {
          adv.uncovered.set(t.name, (adv.uncovered.get(t.name) ?? 0) + 1);
          continue;
        }
        adv.covered++;
        if (v.advisories.length) {
          adv.vulnerable++;
          const key = `${v.name} ${v.version} (${v.advisories.length}${v.mayBePatchedByDistribution ? '*' : ''})`;
          adv.vulnerableVersions.set(key, (adv.vulnerableVersions.get(key) ?? 0) + 1);
        }
        if (v.mayBePatchedByDistribution) adv.backport++;
        for (const source of v.sources) {
          const b = adv.bySource.get(source) ?? { covered: 0, vulnerable: 0 };
          adv.bySource.set(source, b);
          b.covered++;
          if (v.advisories.length) b.vulnerable++;
        }
      }
      totals.hits += hits;
      totals.versions += versions;
      totals.versionHits += versionHits;
      totals.unexpected += unexpected.length;
      totals.detected += found.size;
      const c = perCorpus.get(site.corpus) ?? emptyTotals();
      perCorpus.set(site.corpus, c);
      c.expected += site.expected.length;
      c.hits += hits;
      c.expectedMain += site.expected.filter((e) => e.in_main).length;
      c.hitsMain += site.expected.filter((e) => e.in_main && found.has(e.name)).length;
      c.versions += versions;
      c.versionHits += versionHits;
      c.unexpected += unexpected.length;
      c.detected += found.size;
      rows.push([
        corpusDirs.length > 1 ? `${site.corpus}/${site.name}` : site.name,
        line.error ? `ERROR ${line.error.code}` : `${hits}/${site.expected.length}`,
        versions ? `${versionHits}/${versions}` : '-',
        String(unexpected.length),
        String(found.size),
        line.timings ? `${Math.round(line.timings.totalMs)}` : '-',
      ]);
    });

    const header = ['site', 'found', 'versions', 'unexpected', 'detected', 'ms'];
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
    const fmt = (r: string[]) =>
      r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
    console.log(
      `StackLens eval on ${sites.length} corpus sites (${browser ? 'browser' : 'passive, no browser'}), CLI wall time ${ms} ms`,
    );
    console.log(fmt(header));
    rows.forEach((r) => console.log(fmt(r)));
    console.log('');
    if (perCorpus.size > 1) {
      for (const [name, c] of perCorpus)
        console.log(
          `${name}: recall ${c.hits}/${c.expected} = ${pct(c.hits, c.expected)}, in main ${c.hitsMain}/${c.expectedMain} = ` +
            `${pct(c.hitsMain, c.expectedMain)}, version recall ${c.versionHits}/${c.versions} = ${pct(c.versionHits, c.versions)}, ` +
            `unexpected ${c.unexpected} (of ${c.detected} detections)`,
        );
      console.log('all corpora:');
    }
    console.log(`recall            ${totals.hits}/${totals.expected} = ${pct(totals.hits, totals.expected)}`);
    console.log(
      `recall (in main)  ${totals.hitsMain}/${totals.expectedMain} = ${pct(totals.hitsMain, totals.expectedMain)}   (expectations visible in the main document alone)`,
    );
    console.log(
      `version recall    ${totals.versionHits}/${totals.versions} = ${pct(totals.versionHits, totals.versions)}`,
    );
    console.log(`unexpected        ${totals.unexpected} (of ${totals.detected} detections)`);
    console.log(
      `latest coverage   ${latest.withLatest}/${latest.versioned} = ${pct(latest.withLatest, latest.versioned)}   ` +
        `(detections with a detected version that also have a latest version; ${latest.endOfLife} end of life)`,
    );
    if (noLatest.size)
      console.log(`  no latest: ${[...noLatest].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ')}`);
    for (const [name, a] of advisoryByCorpus) {
      console.log(
        `advisories ${name}: ${a.covered}/${a.versioned} = ${pct(a.covered, a.versioned)} of detected versions have ` +
          `advisory data (${a.vulnerable} vulnerable, ${a.covered - a.vulnerable} clean; ${a.backport} may be patched by the distribution)`,
      );
      for (const [source, b] of [...a.bySource].sort())
        console.log(`  ${source.padEnd(13)} ${b.covered} covered, ${b.vulnerable} vulnerable`);
      if (a.vulnerableVersions.size)
        console.log(
          `  vulnerable: ${[...a.vulnerableVersions].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ')}`,
        );
      if (a.uncovered.size)
        console.log(`  no data: ${[...a.uncovered].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ')}`);
    }
    console.log(
      `named by the site ${named.reported} names reported beside the detections (namedSoftware); of the missed ` +
        `expectations they name ${named.missedNamed}, with the expected version ${named.versionNamed}; ` +
        `${namedElse.length} names the truth lists neither as expected nor as acceptable`,
    );
    if (namedMissed.length) console.log(`  missed, named by the site: ${namedMissed.join(', ')}`);
    if (namedElse.length) console.log(`  named, not in the truth: ${namedElse.join(', ')}`);
    if (missedAll.length)
      console.log(`\nmissed († = only visible in a browser load):\n  ${missedAll.join('\n  ')}`);
    if (unexpectedAll.length) console.log(`\nunexpected:\n  ${unexpectedAll.join('\n  ')}`);
  } finally {
    for (const r of replays) r.kill();
  }
}

main().catch((err) => {
  console.error(`eval: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
