/**
 * The Ruby Advisory Database (rubysec/ruby-advisory-db, public domain) as an advisory source (issue 20 §1): gems
 * (`gems/<gem>/<id>.yml`) and Ruby itself (`rubies/ruby/<id>.yml`). Pure: no file system, no network.
 */
import { parse as parseYaml } from 'yaml';
import { compareInScheme } from './scheme';
import { normaliseSeverity, severityOfScore, type SourcedAdvisory } from './sources';
import type { AffectedRange } from './types';

/** A half-open interval of versions `[lo, hi)`; `hi` undefined = no upper bound. */
interface Interval {
  lo: string;
  hi?: string;
}

/**
 * One RubyGems requirement (`~> 2.3.1`, `>= 1.2, < 1.3`, `< 2`) as an interval; null for what an interval of this
 * shape cannot hold exactly (`=`, `<=`, `>`, `!=`), so that the advisory is skipped rather than guessed.
 */
export function gemRequirementInterval(requirement: string): Interval | null {
  let lo = '0';
  let hi: string | undefined;
  for (const part of requirement.split(',')) {
    const m = /^\s*(~>|>=|<)\s*([0-9][0-9A-Za-z.]*)\s*$/.exec(part);
    if (!m) return null;
    if (m[1] === '>=') lo = m[2];
    else if (m[1] === '<') hi = m[2];
    else {
      // pessimistic: ~> 2.3.1 → [2.3.1, 2.4); ~> 2.3 → [2.3, 3)
      lo = m[2];
      const numbers = m[2]
        .split('.')
        .filter((n) => /^\d+$/.test(n))
        .map(Number);
      if (numbers.length < 2) return null;
      const kept = numbers.slice(0, numbers.length - 1);
      kept[kept.length - 1] += 1;
      hi = kept.join('.');
    }
  }
  return { lo, ...(hi ? { hi } : {}) };
}

/**
 * Affected ranges = the versions in neither `patched_versions` nor `unaffected_versions` (how bundler-audit reads
 * the database), with the first patched version above each gap as its fix. Null when a requirement is unreadable.
 */
export function rubysecRanges(
  patched: string[],
  unaffected: string[],
): { ranges: AffectedRange[]; fixed: string[] } | null {
  const cmp = (a: string, b: string) => compareInScheme('vendor', a, b) ?? 0;
  const intervals: Interval[] = [];
  for (const r of [...patched, ...unaffected]) {
    const i = gemRequirementInterval(r);
    if (!i) return null;
    intervals.push(i);
  }
  const patchedLows = new Set(patched.map((r) => gemRequirementInterval(r)!.lo));
  intervals.sort((a, b) => cmp(a.lo, b.lo));
  const ranges: AffectedRange[] = [];
  const fixed: string[] = [];
  let cursor: string | undefined = '0';
  for (const i of intervals) {
    if (cursor === undefined) break;
    if (cmp(i.lo, cursor) > 0) {
      ranges.push({ ...(cursor !== '0' ? { introduced: cursor } : {}), fixed: i.lo });
      if (patchedLows.has(i.lo)) fixed.push(i.lo);
    }
    if (i.hi === undefined) cursor = undefined;
    else if (cmp(i.hi, cursor) > 0) cursor = i.hi;
  }
  if (cursor !== undefined) ranges.push(cursor !== '0' ? { introduced: cursor } : {});
  return { ranges, fixed: [...new Set(fixed)] };
}

/**
 * One ruby-advisory-db record. `names` keys are `gems/<gem>` or `rubies/<engine>`. The id is the CVE (else the GHSA,
 * else `rubysec:<path>`); severity from `cvss_v3` (else `cvss_v2`, else `criticality`). Records naming an OSVDB
 * entry are skipped: OSVDB's text is not public domain (the database's LICENSE.txt). A record without any
 * patched or unaffected version is skipped too (nothing says which versions are safe).
 * @param pathInRepository e.g. `gems/webrick/CVE-2020-25613.yml`
 * @throws Error when the YAML is invalid
 */
export function parseRubysecAdvisory(
  pathInRepository: string,
  text: string,
  names: Record<string, string>,
): SourcedAdvisory[] {
  const key = pathInRepository.split('/').slice(-3, -1).join('/');
  const technology = names[key];
  if (!technology) return [];
  const doc = parseYaml(text) as {
    cve?: string;
    ghsa?: string;
    osvdb?: unknown;
    url?: string;
    title?: string;
    date?: unknown;
    cvss_v2?: number;
    cvss_v3?: number;
    criticality?: string;
    patched_versions?: string[] | null;
    unaffected_versions?: string[] | null;
  };
  if (doc.osvdb) return [];
  const patched = doc.patched_versions ?? [];
  const unaffected = doc.unaffected_versions ?? [];
  if (!patched.length && !unaffected.length) return [];
  const read = rubysecRanges(patched.map(String), unaffected.map(String));
  if (!read || !read.ranges.length) return [];
  const cve = doc.cve ? `CVE-${doc.cve}` : undefined;
  const ghsa = doc.ghsa ? `GHSA-${doc.ghsa}` : undefined;
  const file = pathInRepository
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  const id = cve ?? ghsa ?? `rubysec:${key}:${file}`;
  const score = doc.cvss_v3 ?? doc.cvss_v2;
  const date = doc.date instanceof Date ? doc.date.toISOString() : String(doc.date ?? '');
  const published = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return [
    {
      technology,
      scheme: 'vendor',
      advisory: {
        id,
        aliases: [cve, ghsa].filter((a): a is string => !!a && a !== id),
        severity: typeof score === 'number' ? severityOfScore(score) : normaliseSeverity(doc.criticality),
        ...(typeof score === 'number' ? { cvss: score } : {}),
        summary: (doc.title ?? '').trim() || id,
        ranges: read.ranges,
        ...(read.fixed.length ? { fixed: read.fixed } : {}),
        ...(published ? { published } : {}),
        url: doc.url || `https://github.com/rubysec/ruby-advisory-db/blob/master/${pathInRepository}`,
        source: 'rubysec',
      },
    },
  ];
}
