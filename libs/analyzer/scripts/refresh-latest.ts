/**
 * Refreshes the CLI's bundled latest-version table (`data/latest-versions.json`) from the npm registry:
 *
 *   npx tsx libs/analyzer/scripts/refresh-latest.ts [--registry URL] [--all-sources] [--dry-run] [--file PATH] \
 *     [--only NAME[,NAME…]]
 *
 * - npm-mapped technologies of `data/version-sources.json`, plus the table's own `packages` entries (technologies
 *   the mapping cannot hold because their fingerprints have no version patterns), get `dist-tags.latest`;
 * - `manual` entries of the mapping get their value;
 * - with `--all-sources`, endoflife.date and GitHub entries are tried too (`GITHUB_TOKEN` is used when set);
 * - whatever fails keeps the value already in the table (a manual value), and is listed;
 * - `--only NAME[,NAME…]` (exact names of the mapping or of the table's `packages`) refreshes those alone, for a new
 *   mapping entry without an unreviewed refresh of the rest: every other value and `checkedAt` stay as they are.
 * The registry defaults to `$npm_config_registry` (npm/npx set it from the npm configuration), else
 * https://registry.npmjs.org.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  createVersionSources,
  defaultNpmRegistry,
  loadVersionSourceMapping,
  refreshLatestVersions,
  summarizeRefresh,
  type VersionSourceMapping,
  type VersionSources,
} from '../src/index';
import { mergeInPlace, parseOnlyOption, sortByName } from '../src/versions/snapshot-build';

interface TableFile {
  source: 'manual';
  checkedAt: string;
  note?: string;
  versions: Record<string, string>;
  packages?: Record<string, string>;
  [key: string]: unknown;
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = path.resolve(
    argValue(args, '--file') ?? path.join(__dirname, '..', 'data', 'latest-versions.json'),
  );
  const registry = argValue(args, '--registry') ?? defaultNpmRegistry(process.env);
  const allSources = args.includes('--all-sources');
  const dryRun = args.includes('--dry-run');

  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as TableFile;
  const packages: Record<string, string> = { ...(table.packages ?? {}) };
  const mapping = loadVersionSourceMapping();
  const onlyValue = argValue(args, '--only');
  const only =
    onlyValue === undefined
      ? null
      : new Set(parseOnlyOption(onlyValue, [...Object.keys(mapping), ...Object.keys(packages)]));

  // what to refresh: npm + manual entries of the mapping (all sources with --all-sources), then the table's packages
  const selected: VersionSourceMapping = {};
  for (const [name, entry] of Object.entries(mapping)) {
    if (entry.source === 'npm' || entry.source === 'manual' || allSources) {
      selected[name] = { ...entry, manual: entry.manual ?? table.versions[name] };
    }
  }
  for (const [name, pkg] of Object.entries(packages)) {
    if (!selected[name] && !mapping[name])
      selected[name] = { source: 'npm', id: pkg, manual: table.versions[name] };
  }
  if (only) {
    for (const name of Object.keys(selected)) if (!only.has(name)) delete selected[name];
    const skipped = [...only].filter((name) => !selected[name]);
    if (skipped.length)
      process.stdout.write(`--only: not refreshed here (not npm or manual): ${skipped.join(', ')}\n`);
  }

  const githubToken = process.env.GITHUB_TOKEN;
  const all = createVersionSources({ npm: { registry }, github: githubToken ? { token: githubToken } : {} });
  const sources: VersionSources = allSources ? all : { npm: all.npm, manual: all.manual };
  const started = Date.now();
  const results = await refreshLatestVersions(selected, sources, { concurrency: 6 });

  const versions: Record<string, string> = { ...table.versions };
  const changes: string[] = [];
  const kept: string[] = [];
  for (const [name, result] of results) {
    const entry = selected[name];
    if (result instanceof Error) {
      if (table.versions[name])
        kept.push(`${name}: kept ${table.versions[name]} (${result.code}: ${result.message})`);
      else kept.push(`${name}: no value (${result.code}: ${result.message})`);
      continue;
    }
    if (versions[name] !== result.version)
      changes.push(`${name}: ${versions[name] ?? '—'} → ${result.version}`);
    versions[name] = result.version;
    if (entry.source === 'npm') packages[name] = entry.id;
  }

  const summary = summarizeRefresh(results, selected);
  const output: TableFile = {
    ...table,
    source: 'manual',
    checkedAt: only ? table.checkedAt : new Date().toISOString().slice(0, 10),
    note: 'Latest releases by fingerprint name, refreshed by `npx tsx libs/analyzer/scripts/refresh-latest.ts` from the npm registry (dist-tags.latest of `packages[name]`) for npm-mapped technologies of data/version-sources.json, and from its manual values. endoflife.date and GitHub entries are refreshed by the backend job (or --all-sources) and keep their previous value here when unreachable.',
    // --only: the other lines stay where they are
    versions: only ? mergeInPlace(table.versions, versions) : sortByName(versions),
    packages: only ? mergeInPlace(table.packages ?? {}, packages) : sortByName(packages),
  };

  process.stdout.write(
    `refreshed ${summary.ok}/${results.size} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${Object.entries(summary.bySource)
        .map(([s, c]) => `${s} ${c.ok} ok/${c.failed} failed`)
        .join(', ')}); ${changes.length} changed\n`,
  );
  for (const line of changes) process.stdout.write(`  ${line}\n`);
  if (kept.length) process.stdout.write(`not refreshed:\n${kept.map((l) => `  ${l}`).join('\n')}\n`);
  if (!dryRun) {
    fs.writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    process.stdout.write(
      `wrote ${path.relative(process.cwd(), file)} (${Object.keys(output.versions).length} versions)\n`,
    );
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
