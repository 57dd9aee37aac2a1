/**
 * Pure parts of the release-snapshot generator (`scripts/build-release-snapshot.ts`): reading endoflife.date's
 * inputs and GitHub tags into {@link SnapshotEntry} values. No I/O here; the script reads the files.
 *
 * Inputs:
 * - `release-data/releases/<product>.json` — `{releases: {…}, versions: {<version>: {name, date}}}`: every release
 *   of the product with its date;
 * - `endoflife.date/products/<product>.md` — YAML front matter with `releases: [{releaseCycle, releaseDate, eol,
 *   latest, latestReleaseDate, …}]`: the cycles and their end of life;
 * - tags of a GitHub repository (`name`, `date`) for `github` entries.
 */
import { compareLooseVersions } from './compare';
import { versionFromTag } from './github';
import type { ReleaseSnapshot, SnapshotEntry } from './snapshot';
import type { ReleaseCycle } from './types';

/** A version with its release date (`YYYY-MM-DD`) when known. */
export interface DatedVersion {
  version: string;
  date?: string;
}

/** Pre-releases and development builds: never a "latest" version. */
const UNSTABLE =
  /(?:alpha|beta|\brc\b|[._-]rc|rc\d|\bdev|[._-]pre|preview|snapshot|nightly|canary|insider|milestone|[._-]m\d+$|[._-]b\d+$|[._-]a\d+$|next|experimental|unstable|test)/i;

/** Whether `version` reads as a stable release (`1.2.3`, `v2.0`, `3.0.5-pl`), not `2.0.0-rc.1` or `6.0b1`. */
export function isStableVersion(version: string): boolean {
  if (!/^\s*[vV]?\d/.test(version)) return false;
  return !UNSTABLE.test(version) && !/\d[ab]\d/.test(version);
}

/** The highest of `candidates` in {@link compareLooseVersions} order (the later date on ties); null when empty. */
export function highestVersion(candidates: readonly DatedVersion[]): DatedVersion | null {
  let best: DatedVersion | null = null;
  for (const candidate of candidates) {
    if (!best) {
      best = candidate;
      continue;
    }
    const order = compareLooseVersions(candidate.version, best.version);
    if (order > 0 || (order === 0 && (candidate.date ?? '') > (best.date ?? ''))) best = candidate;
  }
  return best;
}

const day = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

/**
 * Every stable release of a `release-data` product document, with its date.
 * @throws Error when the document has no `versions` object
 */
export function releaseDataVersions(doc: unknown): DatedVersion[] {
  const versions = (doc as { versions?: unknown } | null)?.versions;
  if (!versions || typeof versions !== 'object' || Array.isArray(versions))
    throw new Error('expected {versions: {...}}');
  const out: DatedVersion[] = [];
  for (const [key, value] of Object.entries(versions as Record<string, { name?: unknown; date?: unknown }>)) {
    const version = typeof value?.name === 'string' ? value.name : key;
    if (!isStableVersion(version)) continue;
    const date = day(value?.date);
    out.push(date ? { version, date } : { version });
  }
  return out;
}

/** A YAML scalar of the front matter: quotes removed, comments stripped, booleans as booleans. */
function scalar(raw: string): string | boolean {
  let value = raw.trim();
  if (value.startsWith('"') || value.startsWith("'")) {
    const quote = value[0];
    const end = value.indexOf(quote, 1);
    return end > 0 ? value.slice(1, end) : value.slice(1);
  }
  value = value.replace(/\s+#.*$/, '').trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** What the generator reads from a product definition. */
export interface ProductDefinition {
  title?: string;
  /** Cycles in file order (newest first on endoflife.date). */
  cycles: ReleaseCycle[];
}

/**
 * Reads the front matter of an endoflife.date product definition (`products/<id>.md`): its title and `releases`
 * list. A minimal reader for that file's shape (top-level keys, a list of flat maps), not a YAML parser: nested
 * values inside a release are ignored. Cycles named `5.x` are normalised to `5`.
 */
export function parseProductDefinition(markdown: string): ProductDefinition {
  const lines = markdown.split(/\r?\n/);
  let start = 0;
  while (start < lines.length && !lines[start].trim()) start += 1;
  if (lines[start]?.trim() !== '---') return { cycles: [] };
  let end = start + 1;
  while (end < lines.length && lines[end].trim() !== '---') end += 1;
  const front = lines.slice(start + 1, end);

  const result: ProductDefinition = { cycles: [] };
  let inReleases = false;
  let current: Record<string, string | boolean> | null = null;
  let keyIndent = -1;
  const flush = () => {
    if (!current) return;
    const name = current.releaseCycle;
    if (typeof name === 'string' && name) {
      const eolRaw = current.eol;
      // a date, a boolean; anything else (missing, unparsable) reads as "not known to be end of life"
      const eol: boolean | string = typeof eolRaw === 'boolean' ? eolRaw : (day(eolRaw) ?? false);
      const cycle: ReleaseCycle = {
        cycle: name.replace(/\.x$/i, ''),
        latest: typeof current.latest === 'string' && current.latest ? current.latest : null,
        eol,
      };
      const releaseDate = day(current.releaseDate);
      if (releaseDate) cycle.releaseDate = releaseDate;
      const latestDate = day(current.latestReleaseDate);
      if (latestDate) cycle.latestReleaseDate = latestDate;
      result.cycles.push(cycle);
    }
    current = null;
  };
  for (const line of front) {
    if (!line.trim() || /^\s*#/.test(line)) continue;
    const top = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (top) {
      flush();
      inReleases = top[1] === 'releases';
      if (top[1] === 'title') result.title = String(scalar(top[2]));
      continue;
    }
    if (!inReleases) continue;
    const item = /^(\s*)-\s+([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (item) {
      flush();
      current = { [item[2]]: scalar(item[3]) };
      keyIndent = item[1].length + 2;
      continue;
    }
    const prop = /^(\s*)([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (prop && current && prop[1].length === keyIndent) current[prop[2]] = scalar(prop[3]);
  }
  flush();
  return result;
}

/**
 * The latest release of an endoflife.date product: the highest cycle `latest` of its definition (endoflife.date's
 * curated view), else the highest stable release of its `release-data` document, else the newest released cycle
 * (products whose cycles have no `latest`, such as FreeBSD). The date comes from
 * `release-data` when it lists that version, else from the cycle's `latestReleaseDate`. Null when neither says.
 */
export function latestOfProduct(
  cycles: readonly ReleaseCycle[],
  releaseData: readonly DatedVersion[] | null,
): DatedVersion | null {
  const fromCycles = highestVersion(
    cycles
      .filter((c) => c.latest && isStableVersion(c.latest))
      .map((c) => ({
        version: c.latest as string,
        ...(c.latestReleaseDate ? { date: c.latestReleaseDate } : {}),
      })),
  );
  // operating systems and the like list cycles without a `latest`: the newest released cycle is the latest version
  const fromCycleNames = () =>
    highestVersion(
      cycles
        .filter((c) => /^\d+(?:\.\d+)*$/.test(c.cycle) && (!c.releaseDate || c.releaseDate <= today()))
        .map((c) => ({ version: c.cycle, ...(c.releaseDate ? { date: c.releaseDate } : {}) })),
    );
  const best = fromCycles ?? highestVersion(releaseData ?? []) ?? fromCycleNames();
  if (!best) return null;
  const dated = releaseData?.find((r) => r.version === best.version && r.date);
  return dated?.date ? { version: best.version, date: dated.date } : best;
}

const today = (): string => new Date().toISOString().slice(0, 10);

/** A tag of a repository: its name and the date of its commit or tag object (`YYYY-MM-DD`). */
export interface RepositoryTag {
  name: string;
  date?: string;
}

/**
 * The latest stable release among a repository's tags: tag names read by {@link versionFromTag} (`v1.2.3`,
 * `release-1.2.3`, `Release_1_18_0`), pre-releases skipped, the highest version wins. Null when no tag reads as a
 * stable version.
 */
export function latestFromTags(tags: readonly RepositoryTag[]): DatedVersion | null {
  const candidates: DatedVersion[] = [];
  for (const tag of tags) {
    // the whole name counts: `release/test-fix-2093` or `ore-m23` are not releases
    if (UNSTABLE.test(tag.name) || /fix|hotfix|wip|tmp|temp|old|backup/i.test(tag.name)) continue;
    const raw = versionFromTag(tag.name.replace(/^tags\//, ''));
    // a build number after the version (`3_5_0-5` → 3.5.0-5) is a fourth segment
    const version = raw?.replace(/^(\d+(?:\.\d+)+)-(\d+)$/, '$1.$2');
    if (!version || !isStableVersion(version) || !/^\d+(?:\.\d+)*(?:-pl)?$/.test(version)) continue;
    const date = day(tag.date);
    candidates.push(date ? { version, date } : { version });
  }
  // a lone number among dotted versions is a build or issue number, not a release
  const dotted = candidates.filter((c) => c.version.includes('.'));
  return highestVersion(dotted.length ? dotted : candidates);
}

/**
 * The technologies of a `--only NAME[,NAME…]` option: comma-separated exact names of the mapping, in the order
 * given, duplicates removed.
 * @throws Error naming every name the mapping does not have (with the mapping's spelling when only the case differs)
 */
export function parseOnlyOption(value: string, known: Iterable<string>): string[] {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (!names.length) throw new Error('--only: expected NAME[,NAME…]');
  const knownNames = [...known];
  const knownSet = new Set(knownNames);
  const unknown = names
    .filter((name) => !knownSet.has(name))
    .map((name) => {
      const spelled = knownNames.find((k) => k.toLowerCase() === name.toLowerCase());
      return spelled ? `${name} (did you mean ${spelled}?)` : name;
    });
  if (unknown.length) throw new Error(`--only: not in the mapping: ${unknown.join(', ')}`);
  return names;
}

/** Order of the names of the bundled data files (`localeCompare` in English), the order they are written in. */
const byName = (a: string, b: string): number => a.localeCompare(b, 'en');

/** `record` with its keys in the data files' order ({@link byName}): a snapshot's technologies, a table's versions. */
export function sortByName<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => byName(a, b)));
}

/** A partial refresh recorded in the snapshot's `inputs.partial`: when, and which technologies. */
export interface PartialRefresh {
  date: string;
  technologies: string[];
}

/**
 * The snapshot after refreshing only some technologies (`--only`): every other entry, `generatedAt` and the
 * existing `inputs` stay as they are, in the order they have; a `fresh` entry replaces its technology's in place, or
 * goes before the first entry that sorts after it. The refresh is appended to `inputs.partial` (the full run's
 * inputs describe the other entries, not these).
 */
export function mergePartialRefresh(
  previous: ReleaseSnapshot,
  fresh: Readonly<Record<string, SnapshotEntry>>,
  date: string,
): ReleaseSnapshot {
  const earlier = previous.inputs?.partial;
  const partial: PartialRefresh[] = [
    ...(Array.isArray(earlier) ? (earlier as PartialRefresh[]) : []),
    { date, technologies: Object.keys(fresh).sort(byName) },
  ];
  return {
    schemaVersion: 1,
    generatedAt: previous.generatedAt,
    inputs: { ...previous.inputs, partial },
    technologies: mergeInPlace(previous.technologies, fresh),
  };
}

/**
 * `previous` with `fresh` merged in, for a minimal diff of a name-sorted file: existing names keep their position
 * (a fresh value replaces theirs in place), a new name goes before the first name that sorts after it
 * (`localeCompare` in English), else last.
 */
export function mergeInPlace<T>(
  previous: Readonly<Record<string, T>>,
  fresh: Readonly<Record<string, T>>,
): Record<string, T> {
  const order = Object.keys(previous);
  const added = Object.keys(fresh)
    .filter((name) => !Object.hasOwn(previous, name))
    .sort(byName);
  for (const name of added) {
    const after = order.findIndex((other) => byName(name, other) < 0);
    order.splice(after < 0 ? order.length : after, 0, name);
  }
  return Object.fromEntries(
    order.map((name) => [name, Object.hasOwn(fresh, name) ? fresh[name] : previous[name]] as const),
  );
}

/**
 * The snapshot file's text: the header as indented JSON, then one technology per line (compact, and reviewable
 * in a diff). Parsing the text and serialising it again gives the same bytes.
 */
export function serializeReleaseSnapshot(snapshot: ReleaseSnapshot): string {
  const body = Object.entries(snapshot.technologies)
    .map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)}`)
    .join(',\n');
  const head = JSON.stringify({ ...snapshot, technologies: undefined }, null, 2).replace(/\n}$/, '');
  return `${head},\n  "technologies": {\n${body}\n  }\n}\n`;
}
