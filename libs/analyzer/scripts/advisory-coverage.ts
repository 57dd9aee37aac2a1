/**
 * `npm run advisories:coverage` — the advisory coverage table of issue 20 §4: per corpus, of the detected versions
 * (not implied), how many have advisory data (vulnerable or known clean), per source, and which detected
 * technologies have none. Runs `bench/eval.ts` (each corpus' replay server on 127.0.0.1, the CLI over every site,
 * the bundled snapshot) and prints its advisory figures as one table, with the snapshot's size and sources.
 *
 *   npm run advisories:coverage -w @stacklens/analyzer [-- --corpus DIR ...]   (default: eval's corpora)
 *
 * Exit code: eval's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { advisorySourceInfo } from '../src/vulnerabilities/credits';
import { DEFAULT_ADVISORY_SNAPSHOT_FILE, loadAdvisorySnapshot } from '../src/vulnerabilities/snapshot';

interface CorpusCoverage {
  corpus: string;
  versioned: number;
  covered: number;
  vulnerable: number;
  bySource: Array<{ source: string; covered: number; vulnerable: number }>;
  noData: string;
}

/** Reads the `advisories <corpus>: …` blocks of eval's output. */
function parseEvalOutput(text: string): CorpusCoverage[] {
  const out: CorpusCoverage[] = [];
  let current: CorpusCoverage | null = null;
  for (const line of text.split('\n')) {
    const head = /^advisories (\S+): (\d+)\/(\d+) = .*\((\d+) vulnerable/.exec(line);
    if (head) {
      current = {
        corpus: head[1],
        covered: Number(head[2]),
        versioned: Number(head[3]),
        vulnerable: Number(head[4]),
        bySource: [],
        noData: '',
      };
      out.push(current);
      continue;
    }
    if (!current) continue;
    const source = /^ {2}(\S+)\s+(\d+) covered, (\d+) vulnerable/.exec(line);
    if (source)
      current.bySource.push({ source: source[1], covered: Number(source[2]), vulnerable: Number(source[3]) });
    else if (line.startsWith('  no data: ')) current.noData = line.slice('  no data: '.length);
    else if (!line.startsWith('  ')) current = null;
  }
  return out;
}

function main(): number {
  const evalScript = path.join(__dirname, '..', 'bench', 'eval.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', evalScript, ...process.argv.slice(2)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    cwd: path.join(__dirname, '..'),
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    return run.status ?? 1;
  }
  const corpora = parseEvalOutput(run.stdout);
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
  const rows: string[][] = [['corpus', 'source', 'detected versions', 'with data', 'vulnerable', 'clean']];
  for (const c of corpora) {
    rows.push([
      c.corpus,
      'all',
      String(c.versioned),
      `${c.covered} (${pct(c.covered, c.versioned)})`,
      String(c.vulnerable),
      String(c.covered - c.vulnerable),
    ]);
    for (const s of c.bySource)
      rows.push([
        '',
        `${s.source} (${advisorySourceInfo(s.source)?.licence ?? '?'})`,
        '',
        String(s.covered),
        String(s.vulnerable),
        String(s.covered - s.vulnerable),
      ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  for (const c of corpora) if (c.noData) console.log(`${c.corpus}, no advisory data: ${c.noData}`);
  const snapshot = loadAdvisorySnapshot();
  const advisories = Object.values(snapshot.technologies).reduce((n, t) => n + t.advisories.length, 0);
  console.log(
    `snapshot: ${(fs.statSync(DEFAULT_ADVISORY_SNAPSHOT_FILE).size / 1024).toFixed(0)} KiB, ` +
      `${Object.keys(snapshot.technologies).length} technologies, ${advisories} advisories, generated ${snapshot.generatedAt}`,
  );
  return 0;
}

process.exitCode = main();
