/**
 * Vendors' release notes as an advisory source (issue 20 §1): products that publish no machine-readable advisory
 * feed but list the security fixes of every release — Roundcube's `CHANGELOG.md` (one per maintained branch) and
 * PHP's ChangeLog pages (php.net, `php/web-php` `public/ChangeLog-<major>.php`) and lighttpd's `NEWS`. Pure: no file system, no network.
 *
 * How a fix becomes an affected range (never claiming more than the notes say):
 * - a security entry is a line naming a CVE id (or a GHSA id, for PHP), or a Roundcube line starting `Security:`;
 * - entries are merged across releases and branches by their first CVE id (else GHSA id, else their text), so one
 *   issue fixed in 1.6.8 and 1.5.8 is one advisory fixed in both;
 * - each fixed version `X.Y.Z` makes the range `X.Y.0-alpha` ≤ v < `X.Y.Z` (its own branch, pre-releases of the
 *   branch included). Branches the notes name no fix for (older, end-of-life ones) are not claimed: the notes do not
 *   say whether they were affected.
 */
import { createHash } from 'node:crypto';
import { compareInScheme } from './scheme';
import type { SourcedAdvisory } from './sources';
import type { AffectedRange } from './types';

/** One release of a changelog: its version, release day when given, and the text of its security entries. */
export interface ReleaseNotesEntry {
  version: string;
  /** `YYYY-MM-DD`. */
  date?: string;
  /** Security entries, as plain text (markup removed). */
  lines: string[];
}

const CVE = /CVE-\d{4}-\d{4,}/g;
const GHSA = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/g;

/** `1.6.8` → `1.6`, `1.7-rc2` → `1.7`; null when the version has fewer than two numbers. */
function branchOf(version: string): string | null {
  const m = /^(\d+)\.(\d+)/.exec(version);
  return m ? `${m[1]}.${m[2]}` : null;
}

/**
 * Turns release-note entries into advisories (see the module comment for the rules).
 * @param entries releases with their security lines (several changelogs' entries may be concatenated; a version
 *   listed twice is read once per distinct line)
 * @param technology the fingerprint technology the notes are about
 * @param source `roundcube` or `php`
 * @param url the page of a fixed version (the advisory links the release notes of its newest fixed version)
 */
export function advisoriesFromReleaseNotes(
  entries: ReleaseNotesEntry[],
  technology: string,
  source: 'roundcube' | 'php' | 'lighttpd' | 'git' | 'jetty',
  url: (fixedVersion: string) => string,
): SourcedAdvisory[] {
  const byKey = new Map<string, { ids: string[]; summary: string; fixed: Set<string>; dates: string[] }>();
  for (const entry of entries) {
    if (!branchOf(entry.version)) continue;
    for (const raw of entry.lines) {
      const text = raw.replace(/\s+/g, ' ').trim();
      const ids = [...new Set([...(text.match(CVE) ?? []), ...(text.match(GHSA) ?? [])])];
      const key = ids[0] ?? text.replace(/^Security:\s*/i, '').toLowerCase();
      let item = byKey.get(key);
      if (!item) byKey.set(key, (item = { ids, summary: text, fixed: new Set(), dates: [] }));
      else if (item.summary.startsWith(GENERIC_SUMMARY) && !text.startsWith(GENERIC_SUMMARY))
        item.summary = text;
      for (const id of ids) if (!item.ids.includes(id)) item.ids.push(id);
      item.fixed.add(entry.version);
      if (entry.date) item.dates.push(entry.date);
    }
  }
  const out: SourcedAdvisory[] = [];
  for (const [key, item] of byKey) {
    const fixed = [...item.fixed].sort((a, b) => compareInScheme('vendor', a, b) ?? 0);
    // one fix per branch: the first release of the branch that lists it
    const perBranch = new Map<string, string>();
    for (const f of fixed) if (!perBranch.has(branchOf(f)!)) perBranch.set(branchOf(f)!, f);
    const ranges: AffectedRange[] = [...perBranch].map(([branch, f]) => ({
      introduced: `${branch}.0-alpha`,
      fixed: f,
    }));
    const summary = item.summary
      .replace(/^Security:\s*/i, '')
      .replace(/\s*[([]\s*(?:CVE|GHSA)-[^)\]]*[)\]]\s*\.?$/i, '')
      .replace(/\s*\(#\d+\)$/, '')
      .replace(/^(?:Fixed\s+)?(?:bug\s+)?(?:#\d+|GH-\d+|GHSA-[\w-]+)\s*\(([\s\S]+)\)\.?$/i, '$1')
      .trim();
    const cves = item.ids.filter((id) => id.startsWith('CVE-'));
    const id =
      item.ids.find((i) => i.startsWith('CVE-')) ??
      item.ids[0] ??
      `${source}:${createHash('sha1').update(key).digest('hex').slice(0, 10)}`;
    const published = item.dates.sort()[0];
    const fixedVersions = [...perBranch.values()];
    out.push({
      technology,
      scheme: 'vendor',
      advisory: {
        id,
        aliases: item.ids.filter((i) => i !== id && (cves.includes(i) || i.startsWith('GHSA-'))),
        severity: 'unknown',
        summary: summary || id,
        ranges,
        fixed: fixedVersions,
        ...(published ? { published } : {}),
        url: url(fixedVersions[fixedVersions.length - 1]),
        source,
      },
    });
  }
  return out;
}

/**
 * Roundcube's `CHANGELOG.md` (`## Release 1.6.8` headings, `- ` entries): the security entries of each release —
 * lines starting `Security:` or naming a CVE id. Give the changelogs of every maintained branch (`master`,
 * `release-1.6`, …): each branch's file lists only the releases made from it.
 * @param markdown one or more CHANGELOG.md texts
 * @param dates optional release day per version (`YYYY-MM-DD`, e.g. from the git tags' dates)
 */
export function parseRoundcubeChangelog(
  markdown: string | string[],
  dates: Record<string, string> = {},
): ReleaseNotesEntry[] {
  const entries: ReleaseNotesEntry[] = [];
  for (const text of Array.isArray(markdown) ? markdown : [markdown]) {
    let current: ReleaseNotesEntry | null = null;
    for (const line of text.split('\n')) {
      const heading = /^##\s+Release\s+(\S+)/i.exec(line);
      if (heading) {
        current = {
          version: heading[1],
          lines: [],
          ...(dates[heading[1]] ? { date: dates[heading[1]] } : {}),
        };
        entries.push(current);
        continue;
      }
      if (/^##\s/.test(line)) {
        current = null; // "## Unreleased"
        continue;
      }
      const item = /^\s*[-*]\s+(.*)$/.exec(line);
      if (current && item && (/^Security:/i.test(item[1]) || /CVE-\d{4}-\d+/.test(item[1])))
        current.lines.push(item[1]);
    }
  }
  return entries;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * One PHP ChangeLog page of php.net (`public/ChangeLog-8.php` of php/web-php: `<section class="version" id="8.2.20">`
 * with `release_date('06-Jun-2024')` and `<li>` entries whose php calls link issues and advisories). Security entries
 * are those naming a CVE id or a php-src GitHub security advisory (`githubsecurityl('php/php-src', 'x692-…')` →
 * `GHSA-x692-…`). Markup is removed from the entry text.
 */
export function parsePhpChangelog(page: string): ReleaseNotesEntry[] {
  const entries: ReleaseNotesEntry[] = [];
  const sections = page.split(/<section class="version" id="/).slice(1);
  for (const section of sections) {
    const version = /^([^"]+)"/.exec(section)?.[1];
    if (!version) continue;
    const d = /release_date\(\s*'(\d{1,2})-([A-Za-z]{3})-(\d{4})'/.exec(section);
    const month = d ? MONTHS.indexOf(d[2].toLowerCase()) + 1 : 0;
    const date =
      d && month ? `${d[3]}-${String(month).padStart(2, '0')}-${d[1].padStart(2, '0')}` : undefined;
    const lines: string[] = [];
    for (const m of section.matchAll(/<li>((?:(?!<\/?li>|<ul>)[\s\S])*?)<\/li>/g)) {
      const text = m[1]
        .replace(/<\?php\s+githubsecurityl\(\s*'[^']*'\s*,\s*'([^']+)'\s*\);\s*\?>/g, 'GHSA-$1')
        .replace(/<\?php\s+githubissuel\(\s*'[^']*'\s*,\s*(\d+)\s*\);\s*\?>/g, 'GH-$1')
        .replace(/<\?php\s+(?:bugl|bugfix)\(\s*(\d+)\s*\);\s*\?>/g, '#$1')
        .replace(/<\?php[\s\S]*?\?>/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#0?39;/g, "'")
        .trim();
      if (/CVE-\d{4}-\d+/.test(text) || /GHSA-[a-z0-9]{4}-/.test(text)) lines.push(text);
    }
    entries.push({ version, ...(date ? { date } : {}), lines });
  }
  return entries;
}

/** Roundcube's release notes → advisories of `names['roundcubemail']` (the mapping's `roundcube` entry). */
export function parseRoundcubeAdvisories(
  entries: ReleaseNotesEntry[],
  names: Record<string, string>,
): SourcedAdvisory[] {
  const technology = names.roundcubemail;
  if (!technology) return [];
  return advisoriesFromReleaseNotes(
    entries,
    technology,
    'roundcube',
    (v) => `https://github.com/roundcube/roundcubemail/releases/tag/${v}`,
  );
}

/** PHP's ChangeLog entries → advisories of `names['php']` (the mapping's `php` entry). */
export function parsePhpAdvisories(
  entries: ReleaseNotesEntry[],
  names: Record<string, string>,
): SourcedAdvisory[] {
  const technology = names.php;
  if (!technology) return [];
  return advisoriesFromReleaseNotes(
    entries,
    technology,
    'php',
    (v) => `https://www.php.net/ChangeLog-${v.split('.')[0]}.php#${v}`,
  );
}

/**
 * lighttpd's `NEWS` (lighttpd/lighttpd1.4, BSD-3-Clause): `- 1.4.70 - 2023-05-10` headings and `  * ` entries. Security
 * entries are those marked `security:` / `[security]` / `[core,security]` or naming a CVE id; `Revert …` entries
 * (a fix withdrawn, e.g. "Revert CVE-2008-4359 fix") are not fixes and are skipped.
 */
export function parseLighttpdNews(text: string): ReleaseNotesEntry[] {
  const entries: ReleaseNotesEntry[] = [];
  let current: ReleaseNotesEntry | null = null;
  for (const line of text.split('\n')) {
    const heading = /^-\s+(\d+\.\d+\.\d+)\s+-\s+(\d{4}-\d{2}-\d{2})/.exec(line);
    if (heading) {
      current = { version: heading[1], date: heading[2], lines: [] };
      entries.push(current);
      continue;
    }
    if (/^-\s/.test(line)) {
      current = null; // "- 1.4.86 - ???" (unreleased)
      continue;
    }
    const item = /^\s+\*\s+(.*)$/.exec(line);
    if (!current || !item || /^revert\b/i.test(item[1])) continue;
    if (/\bsecurity:|\[(?:[\w-]+,)?security\]|CVE-\d{4}-\d+/i.test(item[1]))
      current.lines.push(item[1].replace(/^(?:\[[\w,./-]+\]\s*)?(?:security:\s*)?/i, ''));
  }
  return entries;
}

/** lighttpd's NEWS entries → advisories of `names['lighttpd']` (the mapping's `lighttpd` entry). */
export function parseLighttpdAdvisories(
  entries: ReleaseNotesEntry[],
  names: Record<string, string>,
): SourcedAdvisory[] {
  const technology = names.lighttpd;
  if (!technology) return [];
  return advisoriesFromReleaseNotes(
    entries,
    technology,
    'lighttpd',
    () => 'https://github.com/lighttpd/lighttpd1.4/blob/master/NEWS',
  );
}

/** Summary of a fix the notes name without describing it (a later release's description replaces it). */
const GENERIC_SUMMARY = 'Security issue';

/** One of git's release-notes files (`Documentation/RelNotes/2.39.2.adoc`) with its version and release day. */
export interface GitReleaseNotesFile {
  /** File name or path; the version is read from it (`2.39.2.adoc` → `2.39.2`). */
  path: string;
  text: string;
  /** `YYYY-MM-DD` (e.g. the tag's date). */
  date?: string;
}

/**
 * git's release notes (git/git `Documentation/RelNotes/<version>.adoc|.txt`, GPL-2.0-only project; facts only): a
 * maintenance release names the CVEs it addresses in its introduction ("This release addresses the security issues
 * CVE-2023-22490 and CVE-2023-23946", or "merges up the fixes … to address …") and describes each under a
 * ` * CVE-…:` bullet. Only those two places count: a CVE cited in passing in another entry's text ("c.f.,
 * CVE-2022-39253") is not a fix. The summary is the first sentence of the CVE's bullet when there is one.
 */
export function parseGitReleaseNotes(files: GitReleaseNotesFile[]): ReleaseNotesEntry[] {
  const entries: ReleaseNotesEntry[] = [];
  for (const file of files) {
    const version = /(\d+\.\d+\.\d+)\.(?:adoc|txt)$/.exec(file.path)?.[1];
    if (!version) continue;
    const lines = file.text.split('\n');
    const introEnd = lines.findIndex(
      (l) => /^(?:Fixes since|Updates since|-{3,}|={3,})/.test(l) && l !== lines[1],
    );
    const intro = lines.slice(2, introEnd < 0 ? lines.length : introEnd).join(' ');
    const cves = new Set(intro.match(CVE) ?? []);
    const described = new Map<string, string>();
    lines.forEach((line, i) => {
      const bullet = /^\s*\*\s+(CVE-\d{4}-\d{4,})(?:,\s*([^:]+))?:\s*(.*)$/.exec(line);
      if (!bullet) return;
      cves.add(bullet[1]);
      const paragraph: string[] = bullet[3] ? [bullet[3]] : [];
      for (let j = i + 1; j < lines.length; j += 1) {
        const next = lines[j].trim();
        if (!next) {
          if (paragraph.length) break;
          continue;
        }
        if (/^\*\s/.test(next)) break;
        paragraph.push(next);
      }
      const sentence = /^(.*?[.!?])(?:\s|$)/.exec(paragraph.join(' '))?.[1] ?? paragraph.join(' ');
      described.set(bullet[1], bullet[2] ? `${bullet[2].trim()}: ${sentence}` : sentence);
    });
    if (!cves.size) continue;
    entries.push({
      version,
      ...(file.date ? { date: file.date } : {}),
      lines: [...cves].map((cve) => `${described.get(cve) ?? GENERIC_SUMMARY} (${cve})`),
    });
  }
  return entries;
}

/** git's release-notes entries → advisories of `names['git']` (the mapping's `git` entry). */
export function parseGitAdvisories(
  entries: ReleaseNotesEntry[],
  names: Record<string, string>,
): SourcedAdvisory[] {
  const technology = names.git;
  if (!technology) return [];
  return advisoriesFromReleaseNotes(
    entries,
    technology,
    'git',
    (v) => `https://github.com/git/git/blob/master/Documentation/RelNotes/${v}.adoc`,
  );
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * Jetty's `VERSION.txt` (jetty/jetty.project, one per maintained branch `jetty-9.4.x`, `jetty-12.0.x`, …; EPL-2.0 OR
 * Apache-2.0): `jetty-9.4.56.v20240826 - 26 August 2024` / `jetty-12.0.14 - 30 September 2024` headings and ` + `
 * entries (continued on indented lines). Security entries are those naming a CVE id (fixes and backported fixes);
 * `-SNAPSHOT` headings (unreleased) are skipped.
 * @param texts one VERSION.txt per branch
 */
export function parseJettyVersionTxt(texts: string | string[]): ReleaseNotesEntry[] {
  const entries: ReleaseNotesEntry[] = [];
  for (const text of Array.isArray(texts) ? texts : [texts]) {
    let current: ReleaseNotesEntry | null = null;
    let item: string[] = [];
    const flush = () => {
      const line = item.join(' ').replace(/\s+/g, ' ').trim();
      if (current && /CVE-\d{4}-\d+/.test(line)) current.lines.push(line.replace(/^\d+\s+/, ''));
      item = [];
    };
    for (const raw of text.split('\n')) {
      const heading = /^jetty-(\d+\.\d+\.\d+)(?:\.v\d{8})?\s+-\s+(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})/.exec(raw);
      if (heading || /^jetty-/.test(raw)) {
        flush();
        current = null;
        if (heading) {
          const month = MONTH_NAMES.indexOf(heading[3].toLowerCase()) + 1;
          current = {
            version: heading[1],
            ...(month
              ? { date: `${heading[4]}-${String(month).padStart(2, '0')}-${heading[2].padStart(2, '0')}` }
              : {}),
            lines: [],
          };
          entries.push(current);
        }
        continue;
      }
      if (/^\s\+\s/.test(raw)) {
        flush();
        item = [raw.replace(/^\s\+\s/, '')];
      } else if (/^\s{2,}\S/.test(raw) && item.length) item.push(raw.trim());
      else flush();
    }
    flush();
  }
  return entries;
}

/** Jetty's VERSION.txt entries → advisories of `names['jetty']` (the mapping's `jetty` entry). */
export function parseJettyAdvisories(
  entries: ReleaseNotesEntry[],
  names: Record<string, string>,
): SourcedAdvisory[] {
  const technology = names.jetty;
  if (!technology) return [];
  return advisoriesFromReleaseNotes(
    entries,
    technology,
    'jetty',
    (v) =>
      `https://github.com/jetty/jetty.project/blob/jetty-${v.split('.').slice(0, 2).join('.')}.x/VERSION.txt`,
  );
}
