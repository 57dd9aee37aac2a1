/**
 * Regenerates the bundled release snapshot (`data/release-snapshot.json`) for every technology of
 * `data/version-sources.json`:
 *
 *   npm run versions:snapshot -w @stacklens/analyzer -- \
 *     --release-data <endoflife-date/release-data checkout or bare git dir> \
 *     --endoflife <endoflife-date/endoflife.date checkout or bare git dir> \
 *     [--mirrors <dir of GitHub mirrors named owner+repo/repo>] [--registry URL] [--no-npm] [--out FILE] [--dry-run] \
 *     [--only NAME[,NAME…]]
 *
 * - `endoflife` entries: the product's cycles (end of life per cycle) from `products/<id>.md`, the latest version
 *   from its cycles (else the highest stable release of `releases/<id>.json`), the date from `release-data`;
 * - `npm` entries: `dist-tags.latest` and its publication date from the registry (`--no-npm`: keep the previous
 *   values); `eol` products attach their cycles;
 * - `github` entries: the highest stable tag of the mirror `<mirrors>/<owner>+<repo>/repo` (a bare git dir, as the
 *   `fetch` tool leaves it) when present, else the mapping's `manual` value;
 * - `manual` entries: their value.
 * Whatever cannot be resolved keeps its previous snapshot value and is listed, as are technologies left without any
 * value (`src/versions/snapshot.spec.ts` checks that the snapshot covers the mapping).
 *
 * `--only NAME[,NAME…]` (exact technology names of the mapping) resolves those technologies alone, for a new
 * mapping entry without an unreviewed refresh of the rest: every other entry, `generatedAt` and the existing `inputs`
 * stay byte-identical, and the run is recorded in `inputs.partial` (`{date, technologies}`), since the full run's
 * provenance (release-data commit, npm fetch date) does not describe these values. `--release-data` and
 * `--endoflife` are then needed only when a named technology uses endoflife.date (`endoflife` source or `eol`).
 * Entries the mapping no longer has are kept by `--only` (a full run drops them).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_RELEASE_SNAPSHOT_FILE,
  parseReleaseSnapshot,
  toSnapshotCycles,
  type ReleaseSnapshot,
  type SnapshotEntry,
} from '../src/versions/snapshot';
import {
  latestFromTags,
  latestOfProduct,
  mergePartialRefresh,
  parseOnlyOption,
  parseProductDefinition,
  releaseDataVersions,
  serializeReleaseSnapshot,
  sortByName,
  type DatedVersion,
  type RepositoryTag,
} from '../src/versions/snapshot-build';
import { loadVersionSourceMapping, type VersionSourceMappingEntry } from '../src/versions/mapping';
import { DEFAULT_NPM_REGISTRY, npmPackagePath } from '../src/versions/npm';
import type { ReleaseCycle } from '../src/versions/types';

/** Reads files of a repository given as a checkout or as a bare git directory. */
interface RepoReader {
  label: string;
  read(file: string): string | null;
  commit(): { commit: string; date: string } | null;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

function isBareGitDir(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'HEAD')) && fs.existsSync(path.join(dir, 'objects'));
}

function repoReader(dir: string): RepoReader {
  const resolved = path.resolve(dir);
  if (isBareGitDir(resolved)) {
    let files: Set<string> | null = null;
    return {
      label: resolved,
      read(file) {
        files ??= new Set(git(resolved, ['ls-tree', '-r', '--name-only', 'HEAD']).split('\n'));
        return files.has(file) ? git(resolved, ['show', `HEAD:${file}`]) : null;
      },
      commit() {
        const [commit, date] = git(resolved, ['log', '-1', '--format=%H %cI', 'HEAD']).trim().split(' ');
        return { commit, date: date.slice(0, 10) };
      },
    };
  }
  const gitDir = path.join(resolved, '.git');
  return {
    label: resolved,
    read(file) {
      const full = path.join(resolved, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    },
    commit() {
      if (!fs.existsSync(gitDir)) return null;
      const [commit, date] = git(gitDir, ['log', '-1', '--format=%H %cI', 'HEAD']).trim().split(' ');
      return { commit, date: date.slice(0, 10) };
    },
  };
}

function repositoryTags(gitDir: string): RepositoryTag[] {
  return git(gitDir, ['for-each-ref', 'refs/tags', '--format=%(refname:short)\t%(creatordate:short)'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, date] = line.split('\t');
      return { name, date };
    });
}

async function npmLatest(registry: string, pkg: string): Promise<DatedVersion> {
  const url = `${registry.replace(/\/+$/, '')}/${npmPackagePath(pkg)}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'StackLens release snapshot' },
        signal: AbortSignal.timeout(60_000),
      });
      if (response.status === 404) throw new Error(`${pkg}: not in the registry`);
      if (!response.ok) throw new Error(`${pkg}: HTTP ${response.status}`);
      const body = (await response.json()) as {
        'dist-tags'?: { latest?: string };
        time?: Record<string, string>;
      };
      const latest = body['dist-tags']?.latest;
      if (!latest) throw new Error(`${pkg}: no dist-tags.latest`);
      const date = body.time?.[latest]?.slice(0, 10);
      return date ? { version: latest, date } : { version: latest };
    } catch (error) {
      if (attempt >= 3 || /not in the registry/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]);
      }
    }),
  );
  return results;
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const releaseDataDir = argValue(args, '--release-data');
  const endoflifeDir = argValue(args, '--endoflife');
  const onlyValue = argValue(args, '--only');
  const mapping = loadVersionSourceMapping();
  const only = onlyValue === undefined ? null : parseOnlyOption(onlyValue, Object.keys(mapping));
  const needsEndoflife = (only ?? Object.keys(mapping)).some(
    (name) => mapping[name].source === 'endoflife' || mapping[name].eol,
  );
  if (needsEndoflife && (!releaseDataDir || !endoflifeDir)) {
    process.stderr.write(
      'usage: build-release-snapshot --release-data DIR --endoflife DIR [--mirrors DIR] [--registry URL] [--no-npm] [--out FILE] [--dry-run] [--only NAME[,NAME…]]\n' +
        '  (--release-data and --endoflife may be left out when every --only technology has no endoflife.date source)\n',
    );
    return 2;
  }
  const out = path.resolve(argValue(args, '--out') ?? DEFAULT_RELEASE_SNAPSHOT_FILE);
  const mirrors = argValue(args, '--mirrors');
  const registry = argValue(args, '--registry') ?? DEFAULT_NPM_REGISTRY;
  const useNpm = !args.includes('--no-npm');
  const dryRun = args.includes('--dry-run');

  const releaseData = releaseDataDir ? repoReader(releaseDataDir) : null;
  const endoflife = endoflifeDir ? repoReader(endoflifeDir) : null;
  const previous: ReleaseSnapshot | null = fs.existsSync(out)
    ? parseReleaseSnapshot(JSON.parse(fs.readFileSync(out, 'utf8')), out)
    : null;
  if (only && !previous) {
    process.stderr.write(`--only refreshes an existing snapshot; ${out} does not exist\n`);
    return 2;
  }

  const cyclesCache = new Map<string, ReleaseCycle[] | null>();
  const productCycles = (id: string): ReleaseCycle[] | null => {
    if (!cyclesCache.has(id)) {
      const md = endoflife?.read(`products/${id}.md`) ?? null;
      cyclesCache.set(id, md === null ? null : parseProductDefinition(md).cycles);
    }
    return cyclesCache.get(id) ?? null;
  };
  const releaseVersions = (id: string): DatedVersion[] | null => {
    const text = releaseData?.read(`releases/${id}.json`) ?? null;
    return text === null ? null : releaseDataVersions(JSON.parse(text));
  };

  const problems: string[] = [];
  const kept: string[] = [];
  const counts: Record<string, number> = {};
  const entries = only
    ? only.map((name): [string, VersionSourceMappingEntry] => [name, mapping[name]])
    : Object.entries(mapping);

  const resolve = async ([name, entry]: [
    string,
    VersionSourceMappingEntry,
  ]): Promise<SnapshotEntry | null> => {
    let found: DatedVersion | null = null;
    let source = entry.source;
    let cycles: ReleaseCycle[] | null = null;
    const eolProduct = entry.source === 'endoflife' ? entry.id : entry.eol;
    if (eolProduct) {
      cycles = productCycles(eolProduct);
      if (!cycles) problems.push(`${name}: endoflife.date has no product ${eolProduct}`);
    }
    try {
      if (entry.source === 'endoflife') {
        found = latestOfProduct(cycles ?? [], releaseVersions(entry.id));
      } else if (entry.source === 'npm' && useNpm) {
        found = await npmLatest(registry, entry.id);
      } else if (entry.source === 'github' && mirrors) {
        const gitDir = path.join(mirrors, entry.id.replace('/', '+'), 'repo');
        if (isBareGitDir(gitDir)) found = latestFromTags(repositoryTags(gitDir));
      }
    } catch (error) {
      problems.push(
        `${name} (${entry.source} ${entry.id}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!found && entry.manual && entry.source !== 'npm') {
      found = { version: entry.manual };
      source = 'manual';
    }
    if (!found) {
      const old = previous?.technologies[name];
      if (old) {
        kept.push(`${name}: kept ${old.latest} (${old.source})`);
        counts.kept = (counts.kept ?? 0) + 1;
        return old;
      }
      return null;
    }
    counts[source] = (counts[source] ?? 0) + 1;
    const result: SnapshotEntry = { latest: found.version, source };
    if (found.date) result.date = found.date;
    if (eolProduct && cycles?.length) {
      result.eolProduct = eolProduct;
      result.cycles = toSnapshotCycles(cycles);
    }
    return result;
  };

  const started = Date.now();
  const resolved = await mapLimit(entries, 8, resolve);
  const technologies: Record<string, SnapshotEntry> = {};
  const missing: string[] = [];
  entries.forEach(([name], i) => {
    const value = resolved[i];
    if (value) technologies[name] = value;
    else missing.push(name);
  });

  const today = new Date().toISOString().slice(0, 10);
  const snapshot: ReleaseSnapshot =
    only && previous
      ? mergePartialRefresh(previous, technologies, today)
      : {
          schemaVersion: 1,
          generatedAt: today,
          inputs: {
            note: 'Generated by scripts/build-release-snapshot.ts (npm run versions:snapshot); do not edit by hand.',
            releaseData: { repository: 'endoflife-date/release-data', ...releaseData?.commit() },
            endoflife: { repository: 'endoflife-date/endoflife.date', ...endoflife?.commit() },
            npm: useNpm ? { registry, fetchedAt: today } : 'kept from the previous snapshot',
            github: mirrors ? 'tags of fetched mirrors' : 'manual values of the mapping',
          },
          technologies: sortByName(technologies),
        };
  parseReleaseSnapshot(snapshot, 'generated snapshot');

  process.stdout.write(
    `resolved ${Object.keys(technologies).length}/${entries.length} technologies${only ? ' (--only)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}); ${Object.values(technologies).filter((t) => t.cycles).length} with cycles\n`,
  );
  if (problems.length) process.stdout.write(`problems:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  if (kept.length)
    process.stdout.write(`kept from the previous snapshot:\n${kept.map((p) => `  ${p}`).join('\n')}\n`);
  if (missing.length)
    process.stdout.write(`not in the snapshot (live sources only): ${missing.join(', ')}\n`);
  if (!dryRun) {
    fs.writeFileSync(out, serializeReleaseSnapshot(snapshot));
    process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
