/**
 * Regenerates the bundled advisory snapshot (`data/advisories.json`, issue 20 §1) from local copies of the sources
 * (checkouts or bare git directories, as the `fetch` tool leaves them), through the reviewed mapping
 * `data/advisory-sources.json`:
 *
 *   npm run advisories:snapshot -w @stacklens/analyzer -- \
 *     --retire <RetireJS/retire.js> --friendsofphp <FriendsOfPHP/security-advisories> \
 *     --httpd <apache/httpd-site> --nginx <nginx/nginx.org> [--osv <dir of OSV *.json, searched recursively>] \
 *     --govulndb <golang/vulndb> --pypa <pypa/advisory-database> --roundcube <roundcube/roundcubemail> \
 *     --php <php/web-php> --rubysec <rubysec/ruby-advisory-db> --lighttpd <lighttpd/lighttpd1.4> --git <git/git>
 *     --jetty <jetty/jetty.project> --cve <advisories-src/cve>
 *     [--out FILE] [--dry-run]
 *
 * Roundcube: the CHANGELOG.md of HEAD and, in a bare git directory, of every `release-*` branch (each lists only
 * its own releases), with release days from the tags. PHP: `public/ChangeLog-<major>.php`. CVE: the vendored
 * trimmed records `records/CVE-*.json` with NVD's `nvd/CVE-*.json` as fallback (advisories-src/cve/README.md).
 * A source not given keeps its advisories from the current snapshot. Prints the count per source and technology,
 * the file size and the time taken.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  asciiJson,
  buildAdvisorySnapshot,
  DEFAULT_ADVISORY_SNAPSHOT_FILE,
  loadAdvisorySourceMapping,
} from '../src/vulnerabilities/snapshot';
import {
  parseFriendsOfPhpAdvisory,
  parseHttpdRecord,
  parseNginxAdvisories,
  parseOsvRecord,
  parseRetireRepository,
  retireCoveredTechnologies,
  type SourcedAdvisory,
} from '../src/vulnerabilities/sources';
import {
  parseGitAdvisories,
  parseJettyAdvisories,
  parseJettyVersionTxt,
  parseGitReleaseNotes,
  parseLighttpdAdvisories,
  parseLighttpdNews,
  parsePhpAdvisories,
  parsePhpChangelog,
  parseRoundcubeAdvisories,
  parseRoundcubeChangelog,
} from '../src/vulnerabilities/release-notes';
import { parse as parseYaml } from 'yaml';
import { parseRubysecAdvisory } from '../src/vulnerabilities/rubysec';
import { parseCveCollection } from '../src/vulnerabilities/cve';
import {
  ADVISORY_SOURCE_IDS,
  type AdvisorySnapshot,
  type AdvisorySourceId,
  type VersionScheme,
} from '../src/vulnerabilities/types';

/** Files of a checkout or a bare git directory. */
class Repo {
  private readonly bare: boolean;
  constructor(private readonly dir: string) {
    this.bare = fs.existsSync(path.join(dir, 'HEAD')) && fs.existsSync(path.join(dir, 'objects'));
  }
  private git(args: string[]): string {
    return execFileSync('git', ['--git-dir', this.dir, ...args], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  }
  list(prefix: string): string[] {
    if (this.bare)
      return this.git(['ls-tree', '-r', '--name-only', 'HEAD', '--', prefix]).split('\n').filter(Boolean);
    const walk = (rel: string): string[] =>
      fs.readdirSync(path.join(this.dir, rel), { withFileTypes: true }).flatMap((e) => {
        const child = rel ? `${rel}/${e.name}` : e.name;
        return e.isDirectory() ? (e.name === '.git' ? [] : walk(child)) : [child];
      });
    return walk(prefix.replace(/\/$/, ''));
  }
  read(file: string, ref = 'HEAD'): string {
    return this.bare
      ? this.git(['show', `${ref}:${file}`])
      : fs.readFileSync(path.join(this.dir, file), 'utf8');
  }
  /** Files under `prefix` that contain any of `needles` (git grep in a bare directory: no process per file). */
  containing(prefix: string, needles: string[]): string[] {
    if (!needles.length) return [];
    if (!this.bare)
      return this.list(prefix).filter((f) => {
        const text = fs.readFileSync(path.join(this.dir, f), 'utf8');
        return needles.some((n) => text.includes(n));
      });
    try {
      const out = this.git(['grep', '-l', '-F', ...needles.flatMap((n) => ['-e', n]), 'HEAD', '--', prefix]);
      return out
        .split('\n')
        .filter(Boolean)
        .map((l) => l.replace(/^HEAD:/, ''));
    } catch {
      return []; // git grep exits 1 when nothing matches
    }
  }
  /** Branches of a bare git directory matching `pattern` (none for a checkout). */
  branches(pattern: RegExp): string[] {
    if (!this.bare) return [];
    return this.git(['for-each-ref', '--format=%(refname:short)', 'refs/heads'])
      .split('\n')
      .filter((b) => pattern.test(b));
  }
  /** Tag → day of a bare git directory (`{}` for a checkout). */
  tagDays(): Record<string, string> {
    if (!this.bare) return {};
    return Object.fromEntries(
      this.git(['for-each-ref', '--format=%(refname:short) %(creatordate:short)', 'refs/tags'])
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ') as [string, string])
        .map(([tag, date]) => [tag.replace(/^v/, ''), date]),
    );
  }
  provenance(): { commit: string; date: string } | null {
    try {
      const gitDir = this.bare ? this.dir : path.join(this.dir, '.git');
      const out = execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%H %cs'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'], // a directory that is no checkout (advisories-src/cve) has none
      });
      const [commit, date] = out.trim().split(' ');
      return { commit, date };
    } catch {
      return null;
    }
  }
}

function args(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      out[a.slice(2)] = next;
      i += 1;
    } else out[a.slice(2)] = true;
  }
  return out;
}

function main(): void {
  const started = performance.now();
  const opts = args(process.argv.slice(2));
  const out = typeof opts.out === 'string' ? opts.out : DEFAULT_ADVISORY_SNAPSHOT_FILE;
  const mapping = loadAdvisorySourceMapping();
  const names = mapping.sources;
  const previous: AdvisorySnapshot | null = fs.existsSync(out)
    ? (JSON.parse(fs.readFileSync(out, 'utf8')) as AdvisorySnapshot)
    : null;
  const inputs: Record<string, unknown> = {
    note: 'Generated by scripts/build-advisory-snapshot.ts (npm run advisories:snapshot); do not edit by hand.',
  };
  const all: SourcedAdvisory[] = [];
  // technologies a source knows without advisories (known clean): retire.js libraries listed with none, and the
  // previous snapshot's entries of sources not given
  const covered: Record<string, { scheme: VersionScheme; source: AdvisorySourceId }> = {};
  const readers: Record<AdvisorySourceId, ((repo: Repo) => SourcedAdvisory[]) | null> = {
    retire: (repo) => {
      const repository = JSON.parse(repo.read('repository/jsrepository-v4.json')) as unknown;
      for (const [technology, scheme] of Object.entries(retireCoveredTechnologies(repository, names.retire)))
        covered[technology] = { scheme, source: 'retire' };
      return parseRetireRepository(repository, names.retire);
    },
    friendsofphp: (repo) =>
      Object.keys(names.friendsofphp).flatMap((pkg) =>
        repo
          .list(`${pkg}/`)
          .filter((f) => /\.ya?ml$/.test(f))
          .flatMap((f) => parseFriendsOfPhpAdvisory(f, repo.read(f), names.friendsofphp)),
      ),
    httpd: (repo) =>
      repo
        .list('content/security/json/')
        .filter((f) => /CVE-[\d-]+\.json$/.test(f))
        .flatMap((f) => parseHttpdRecord(JSON.parse(repo.read(f)), names.httpd)),
    nginx: (repo) => parseNginxAdvisories(repo.read('xml/en/security_advisories.xml'), names.nginx),
    osv: (repo) =>
      repo
        .list('')
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => parseOsvRecord(JSON.parse(repo.read(f)), names.osv)),
    govulndb: (repo) =>
      repo
        .containing(
          'data/osv/',
          Object.keys(names.govulndb).map((m) => `"name": "${m}"`),
        )
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => parseOsvRecord(JSON.parse(repo.read(f)), names.govulndb, 'govulndb')),
    pypa: (repo) =>
      Object.keys(names.pypa).flatMap((pkg) =>
        repo
          .list(`vulns/${pkg}/`)
          .filter((f) => /\.ya?ml$/.test(f))
          .flatMap((f) => parseOsvRecord(parseYaml(repo.read(f)), names.pypa, 'pypa')),
      ),
    roundcube: (repo) => {
      const refs = ['HEAD', ...repo.branches(/^release-\d+\.\d+$/)];
      const texts = refs.flatMap((ref) => {
        try {
          return [repo.read('CHANGELOG.md', ref)];
        } catch {
          return []; // old branches name it CHANGELOG (no security lines we read)
        }
      });
      return parseRoundcubeAdvisories(parseRoundcubeChangelog(texts, repo.tagDays()), names.roundcube);
    },
    php: (repo) =>
      parsePhpAdvisories(
        repo
          .list('public/')
          .filter((f) => /^public\/ChangeLog-\d+\.php$/.test(f))
          .flatMap((f) => parsePhpChangelog(repo.read(f))),
        names.php,
      ),
    lighttpd: (repo) => parseLighttpdAdvisories(parseLighttpdNews(repo.read('NEWS')), names.lighttpd),
    git: (repo) => {
      const days = repo.tagDays();
      const files = repo
        .containing('Documentation/RelNotes/', ['CVE-'])
        .filter((f) => /\/\d+\.\d+\.\d+\.(?:adoc|txt)$/.test(f))
        .map((f) => {
          const version = /(\d+\.\d+\.\d+)\.\w+$/.exec(f)![1];
          return { path: f, text: repo.read(f), ...(days[version] ? { date: days[version] } : {}) };
        });
      return parseGitAdvisories(parseGitReleaseNotes(files), names.git);
    },
    jetty: (repo) => {
      const refs = ['HEAD', ...repo.branches(/^jetty-\d+\.\d+\.x$/)];
      const texts = refs.flatMap((ref) => {
        try {
          return [repo.read('VERSION.txt', ref)];
        } catch {
          return [];
        }
      });
      return parseJettyAdvisories(parseJettyVersionTxt(texts), names.jetty);
    },
    cve: (repo) => {
      const files = repo.list('').filter((f) => /^(records|nvd)\/CVE-\d+-\d+\.json$/.test(f));
      const { advisories, skipped } = parseCveCollection(
        files.map((f) => JSON.parse(repo.read(f)) as unknown),
        names.cve,
        { branchBackports: mapping.branchBackports },
      );
      if (skipped) console.warn(`cve: ${skipped} files are neither CVE JSON 5 nor NVD records`);
      return advisories;
    },
    rubysec: (repo) =>
      Object.keys(names.rubysec).flatMap((dir) =>
        repo
          .list(`${dir}/`)
          .filter((f) => /\.ya?ml$/.test(f))
          .flatMap((f) => parseRubysecAdvisory(f, repo.read(f), names.rubysec)),
      ),
  };
  const repositories: Record<AdvisorySourceId, string> = {
    retire: 'RetireJS/retire.js (Apache-2.0)',
    friendsofphp: 'FriendsOfPHP/security-advisories (public domain, Unlicense)',
    httpd: 'apache/httpd-site content/security/json (Apache-2.0)',
    nginx: 'nginx/nginx.org xml/en/security_advisories.xml (BSD-2-Clause)',
    osv: 'github/advisory-database (CC-BY-4.0), or the records vendored in advisories-src/ghsa (its README)',
    govulndb: 'golang/vulndb data/osv (CC-BY-4.0)',
    pypa: 'pypa/advisory-database vulns (CC-BY-4.0)',
    roundcube:
      'roundcube/roundcubemail CHANGELOG.md of master and release-* (GPL-3.0-or-later project; facts of its release notes)',
    lighttpd: 'lighttpd/lighttpd1.4 NEWS (BSD-3-Clause)',
    git: 'git/git Documentation/RelNotes (GPL-2.0-only project; facts: versions, CVE ids, first sentence)',
    jetty: 'jetty/jetty.project VERSION.txt of HEAD and jetty-*.x branches (EPL-2.0 OR Apache-2.0)',
    rubysec: 'rubysec/ruby-advisory-db gems/ and rubies/ (public domain; records citing OSVDB skipped)',
    cve: 'CVEProject/cvelistV5 records (CVE Terms of Use) and fkie-cad/nvd-json-data-feeds NVD records (public domain), trimmed copies in advisories-src/cve',
    php: 'php/web-php public/ChangeLog-*.php (entries of php-src NEWS, PHP-3.01; facts: versions, CVE/GHSA ids, dates)',
  };
  for (const source of ADVISORY_SOURCE_IDS) {
    const dir = opts[source];
    if (typeof dir !== 'string') {
      const kept = Object.entries(previous?.technologies ?? {}).flatMap(([technology, t]) =>
        t.advisories
          .filter((a) => a.source === source)
          .map((advisory) => ({ technology, scheme: t.scheme, advisory })),
      );
      all.push(...kept);
      for (const [technology, t] of Object.entries(previous?.technologies ?? {}))
        if ((t.sources ?? []).includes(source)) covered[technology] = { scheme: t.scheme, source };
      if (previous?.inputs?.[source]) inputs[source] = previous.inputs[source];
      console.log(`${source}: not given, kept ${kept.length} advisories`);
      continue;
    }
    const repo = new Repo(path.resolve(dir));
    const found = readers[source]!(repo);
    all.push(...found);
    // a directory of vendored records has no commit: its date is that of the newest record it holds
    const newest = found.map((f) => f.advisory.modified ?? '').reduce((a, b) => (b > a ? b : a), '');
    const provenance = repo.provenance() ?? (newest ? { date: newest.slice(0, 10) } : {});
    inputs[source] = { repository: repositories[source], ...provenance };
    console.log(`${source}: ${found.length} advisories`);
  }
  const today = new Date().toISOString().slice(0, 10);
  const snapshot = buildAdvisorySnapshot(all, mapping, today, inputs, covered);
  // ASCII-only (\u escapes): loadAdvisorySnapshot decodes it as Latin-1, faster than UTF-8 at every start
  const text = `${asciiJson(snapshot)}\n`;
  for (const [name, t] of Object.entries(snapshot.technologies))
    console.log(`  ${name.padEnd(22)} ${String(t.advisories.length).padStart(4)} (${t.scheme})`);
  console.log(
    `${Object.keys(snapshot.technologies).length} technologies, ${all.length} advisories, ` +
      `${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (opts['dry-run']) return;
  fs.writeFileSync(out, text);
  console.log(`wrote ${out}`);
}

main();
