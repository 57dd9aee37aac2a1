/**
 * Regenerates the reviewed upstream fingerprint snapshot (`fingerprints/upstream/`) from a checkout of
 * enthec/webappanalyzer (the continuation of Wappalyzer's open-source fingerprints, GPL-3.0):
 *
 *   npm run fingerprints:snapshot -w @stacklens/analyzer -- --repo <checkout or bare git dir> [--ref HEAD] [--dry-run]
 *
 * Reads `src/technologies/*.json` and `src/categories.json` at `--ref` (a bare git dir, as the `fetch` tool leaves
 * it, is read with `git show`), writes `technologies.json` (sorted, one technology per line so that a refresh is a
 * reviewable diff), `categories.json` and `SOURCE.json` (repository, commit, commit date, licence, counts), and
 * prints what changed against the previous snapshot: technologies added, removed and changed, and the overlay
 * entries (`fingerprints/overlay/`) whose upstream record changed — each must be reviewed again (overlay README).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_OVERLAY_DIR, DEFAULT_UPSTREAM_DIR, UPSTREAM_SOURCE_FILE } from '../src/fingerprints/load';

type Records = Record<string, unknown>;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Lists and reads files of `repo` at `ref`, working tree or bare. */
function gitReader(repo: string, ref: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return {
    list: (dir: string) =>
      git('ls-tree', '--name-only', `${ref}:${dir}`)
        .split('\n')
        .filter(Boolean)
        .map((name) => `${dir}/${name}`),
    read: (file: string) => git('show', `${ref}:${file}`),
    commit: () => git('rev-parse', ref).trim(),
    date: () => git('show', '-s', '--format=%cI', ref).trim(),
  };
}

const readIfExists = (file: string): Records =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Records) : {};

/** `{"a": …,\n"b": …}`: valid JSON with one sorted key per line. */
function linePerKey(records: Records): string {
  const keys = Object.keys(records).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{\n${keys.map((key) => `${JSON.stringify(key)}: ${JSON.stringify(records[key])}`).join(',\n')}\n}\n`;
}

function main(): void {
  const repo = option('repo');
  if (!repo) throw new Error('--repo <enthec/webappanalyzer checkout or bare git dir> is required');
  const ref = option('ref') ?? 'HEAD';
  const dryRun = process.argv.includes('--dry-run');
  const git = gitReader(path.resolve(repo), ref);

  const technologies: Records = {};
  for (const file of git.list('src/technologies').filter((name) => name.endsWith('.json'))) {
    Object.assign(technologies, JSON.parse(git.read(file)) as Records);
  }
  const categories = JSON.parse(git.read('src/categories.json')) as Records;

  const previous = readIfExists(path.join(DEFAULT_UPSTREAM_DIR, 'technologies.json'));
  const added = Object.keys(technologies).filter((name) => !(name in previous));
  const removed = Object.keys(previous).filter((name) => !(name in technologies));
  const changed = Object.keys(technologies).filter(
    (name) => name in previous && JSON.stringify(previous[name]) !== JSON.stringify(technologies[name]),
  );
  const overlaid = new Set<string>();
  for (const file of fs.readdirSync(DEFAULT_OVERLAY_DIR).filter((name) => name.endsWith('.json'))) {
    for (const name of Object.keys(readIfExists(path.join(DEFAULT_OVERLAY_DIR, file)))) overlaid.add(name);
  }
  const source = {
    repository: 'https://github.com/enthec/webappanalyzer',
    commit: git.commit(),
    committedAt: git.date(),
    licence: 'GPL-3.0',
    technologies: Object.keys(technologies).length,
    categories: Object.keys(categories).length,
  };

  console.log(`enthec/webappanalyzer ${source.commit.slice(0, 12)} (${source.committedAt})`);
  console.log(`technologies: ${source.technologies} (previous snapshot ${Object.keys(previous).length})`);
  console.log(`added ${added.length}: ${added.join(', ') || '-'}`);
  console.log(`removed ${removed.length}: ${removed.join(', ') || '-'}`);
  console.log(`changed ${changed.length}: ${changed.join(', ') || '-'}`);
  const review = [...changed, ...removed].filter((name) => overlaid.has(name));
  console.log(`overlay entries to review again (upstream record changed): ${review.join(', ') || 'none'}`);
  if (dryRun) return;
  fs.mkdirSync(DEFAULT_UPSTREAM_DIR, { recursive: true });
  fs.writeFileSync(path.join(DEFAULT_UPSTREAM_DIR, 'technologies.json'), linePerKey(technologies));
  fs.writeFileSync(
    path.join(DEFAULT_UPSTREAM_DIR, 'categories.json'),
    `${JSON.stringify(categories, null, 2)}\n`,
  );
  fs.writeFileSync(
    path.join(DEFAULT_UPSTREAM_DIR, UPSTREAM_SOURCE_FILE),
    `${JSON.stringify(source, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(process.cwd(), DEFAULT_UPSTREAM_DIR)}`);
}

main();
