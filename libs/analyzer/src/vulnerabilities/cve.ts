/**
 * CVE List V5 records (CVEProject/cvelistV5, the CVE Program's records; terms of use: a perpetual, worldwide,
 * royalty-free licence to reproduce and redistribute) with NVD's record (public domain) as the fallback for records
 * whose CNA container names no product or version (`n/a`, older MITRE-assigned ids): advisories for servers and
 * applications no vendor feed covers (WordPress core, Apache Tomcat, Cacti, AWStats, mini_httpd…). Pure: no file
 * system, no network.
 */
import { normaliseSeverity, severityOfScore, type SourcedAdvisory } from './sources';
import { compareInScheme } from './scheme';
import type { Advisory, AffectedRange, Severity } from './types';

/** Options of {@link parseCveRecord} and {@link parseNvdRecord}. */
export interface CveParseOptions {
  /**
   * Technologies whose vendor backports each security fix to its older branches (WordPress ships 6.1.9 with the fixes
   * of 6.8.3). A range with an open start (`n/a`/`0`/`*` through 6.8.2, NVD's `< 5.5.2`) or one spanning branches
   * (`>= 5.6.0, < 5.7.1` while 5.6.3 carries the fix) names only the newest branch's bound, so it is narrowed to that
   * branch (6.8.0 ≤ v ≤ 6.8.2): a patched 6.1.9 is not flagged (older unpatched branches are then missed — never
   * claim on doubt). Per-branch ranges (`6.1` through `6.1.6`) are kept as they are.
   */
  branchBackports?: readonly string[];
  /** NVD's record of the same id (the `cve` object of the NVD API 2.0 / fkie-cad/nvd-json-data-feeds), used when the CNA container yields no range. */
  nvd?: unknown;
}

interface CveVersion {
  version?: string;
  status?: string;
  lessThan?: string;
  lessThanOrEqual?: string;
  versionType?: string;
  changes?: Array<{ at?: string; status?: string }>;
}

interface CveRecordV5 {
  cveMetadata?: { cveId?: string; state?: string; datePublished?: string; dateRejected?: string };
  containers?: {
    cna?: {
      title?: string;
      datePublic?: string;
      descriptions?: Array<{ lang?: string; value?: string }>;
      affected?: Array<{ vendor?: string; product?: string; versions?: CveVersion[] }>;
      metrics?: Array<Record<string, { baseScore?: number; content?: { text?: string } } | undefined>>;
      source?: { advisory?: string };
    };
  };
}

interface NvdCve {
  id?: string;
  published?: string;
  vulnStatus?: string;
  descriptions?: Array<{ lang?: string; value?: string }>;
  metrics?: Record<string, Array<{ type?: string; cvssData?: { baseScore?: number } }> | undefined>;
  configurations?: Array<{
    nodes?: Array<{
      negate?: boolean;
      cpeMatch?: Array<{
        vulnerable?: boolean;
        criteria?: string;
        versionStartIncluding?: string;
        versionStartExcluding?: string;
        versionEndIncluding?: string;
        versionEndExcluding?: string;
      }>;
    }>;
  }>;
}

const day = (value: unknown): string | undefined => /^(\d{4}-\d{2}-\d{2})/.exec(String(value ?? ''))?.[1];

/** Page of a CVE on cve.org (the advisory link of this source). */
export const cveRecordUrl = (id: string): string => `https://www.cve.org/CVERecord?id=${id}`;

/** Start values that mean "from the beginning" (CVE 5 writes `0`, `*`, `n/a`, `-` or nothing). */
const OPEN_START = new Set(['', '0', '*', 'n/a', '-', 'unspecified', 'all']);

/** A version string usable as a bound: starts with a number (not `6.x`, not `*`). */
const isVersion = (v: string | undefined): v is string =>
  !!v && /^v?\d+(\.\d+)*([-.+~]?[0-9a-z]+)*$/i.test(v.trim()) && !/\.x$/i.test(v.trim());

/**
 * `10.1.0-M1`, `9.0.0.M1`, `8.0.0-RC1` → `10.1.0`, `9.0.0`, `8.0.0`: the vendor scheme reads a milestone suffix as
 * a post-release one, so a milestone lower bound would exclude the release it precedes.
 */
const releaseOf = (v: string): string => v.trim().replace(/[-.]?(?:M|RC|alpha|beta|a|b)\d*$/i, '');

/** `X.Y.Z` → `X.Y.0`: the first release of the branch. */
const branchStart = (v: string): string | null => {
  const m = /^v?(\d+)\.(\d+)/.exec(v.trim());
  return m ? `${m[1]}.${m[2]}.0` : null;
};

/** One constraint list of GitHub's CNA (`>= 6.4.0, < 6.4.3`, `< 4.1.40`, `<= 2.1`, `= 1.0`) as a range; null when unreadable. */
function constraintRange(text: string): AffectedRange | null {
  const range: AffectedRange = {};
  for (const part of text.split(',')) {
    const m = /^\s*(>=|<=|<|>|=)?\s*v?(\S+)\s*$/.exec(part);
    if (!m || !isVersion(m[2])) return null;
    if (m[1] === '>=') range.introduced = m[2];
    else if (m[1] === '<') range.fixed = m[2];
    else if (m[1] === '<=') range.lastAffected = m[2];
    else if (m[1] === '>')
      return null; // an exclusive lower bound has no OSV-style form: never claim on doubt
    else return { introduced: m[2], lastAffected: m[2] };
  }
  return range;
}

/**
 * One `versions[]` entry with status `affected` as a range: `version` (the start; open when `0`/`*`/`n/a`), the end
 * from `changes[].at` (status `unaffected`: the fixed release — it wins over a `lessThanOrEqual`, which some records
 * mistype, e.g. `6.13` for 6.1.3), else `lessThan` (fixed) or `lessThanOrEqual` (last affected); a plain version is
 * that version alone. GitHub's CNA writes constraints in `version` (`>= 6.4.0, < 6.4.3`). Null when unreadable.
 */
function versionRange(v: CveVersion): AffectedRange | null {
  const start = (v.version ?? '').trim();
  if (/^[<>=]/.test(start)) return constraintRange(start);
  const open = OPEN_START.has(start.toLowerCase());
  if (!open && !isVersion(start)) return null;
  const range: AffectedRange = open ? {} : { introduced: releaseOf(start) };
  const fixedAt = (v.changes ?? [])
    .filter((c) => c.status === 'unaffected' && isVersion(c.at))
    .map((c) => c.at!.trim())
    .sort((a, b) => compareInScheme('vendor', a, b) ?? 0)[0];
  if (fixedAt) range.fixed = fixedAt;
  else if (isVersion(v.lessThan)) range.fixed = v.lessThan.trim();
  else if (isVersion(v.lessThanOrEqual)) range.lastAffected = v.lessThanOrEqual.trim();
  else if (v.lessThan || v.lessThanOrEqual)
    return null; // `*`, `6.x`: no bound we can compare
  else if (open)
    return null; // `n/a` alone: the record names no version
  else return { introduced: start, lastAffected: start };
  return range;
}

/**
 * Narrows a range with an open start or a start in an older branch than its upper bound to that bound's branch (see
 * {@link CveParseOptions.branchBackports}); a range whose bound is its branch's first release (`< 5.8.0`) is dropped.
 */
function narrowToBranch(range: AffectedRange): AffectedRange | null {
  const bound = range.fixed ?? range.lastAffected;
  const start = bound ? branchStart(bound) : null;
  if (!start) return null;
  const from = range.introduced !== undefined && range.introduced !== '0' ? range.introduced : null;
  if (from && (compareInScheme('vendor', from, start) ?? -1) >= 0) return range; // already within the branch
  if (range.fixed && (compareInScheme('vendor', range.fixed, start) ?? 0) <= 0) return null;
  return { ...range, introduced: start };
}

/** CVSS base score of the CNA's metrics: CVSS v4.0, then v3.1, v3.0 (the newest the CNA publishes). */
function cnaScore(
  metrics: NonNullable<NonNullable<CveRecordV5['containers']>['cna']>['metrics'],
): number | undefined {
  for (const key of ['cvssV4_0', 'cvssV3_1', 'cvssV3_0']) {
    const score = metrics?.find((m) => typeof m[key]?.baseScore === 'number')?.[key]?.baseScore;
    if (typeof score === 'number') return score;
  }
  return undefined;
}

/** CVSS base score of NVD's metrics (v4.0, v3.1, v3.0; the primary scorer first). */
function nvdScore(metrics: NvdCve['metrics']): number | undefined {
  for (const key of ['cvssMetricV40', 'cvssMetricV31', 'cvssMetricV30']) {
    const list = metrics?.[key] ?? [];
    const chosen = list.find((m) => m.type === 'Primary') ?? list[0];
    if (typeof chosen?.cvssData?.baseScore === 'number') return chosen.cvssData.baseScore;
  }
  return undefined;
}

const englishText = (list: Array<{ lang?: string; value?: string }> | undefined): string | undefined =>
  (list?.find((d) => (d.lang ?? '').startsWith('en')) ?? list?.[0])?.value?.trim() || undefined;

function advisoryOf(
  id: string,
  ranges: AffectedRange[],
  extra: { severity: Severity; cvss?: number; summary: string; published?: string; aliases: string[] },
): Advisory {
  const fixed = [...new Set(ranges.map((r) => r.fixed).filter((f): f is string => !!f))].sort(
    (a, b) => compareInScheme('vendor', a, b) ?? 0,
  );
  return {
    id,
    aliases: extra.aliases,
    severity: extra.severity,
    ...(extra.cvss !== undefined ? { cvss: extra.cvss } : {}),
    summary: extra.summary,
    ranges,
    ...(fixed.length ? { fixed } : {}),
    ...(extra.published ? { published: extra.published } : {}),
    url: cveRecordUrl(id),
    source: 'cve',
  };
}

/**
 * One CVE JSON 5.x record (CVEProject/cvelistV5 `cves/<year>/<n>xxx/CVE-*.json`): per mapped product of the CNA
 * container's `affected[]` (key `vendor/product`, lowercased, in the mapping's `cve` names), one advisory whose ranges
 * are the `affected` version entries (see {@link versionRange}; `unknown`/`unaffected` entries are not claims). A
 * REJECTED record (withdrawn id) yields nothing. Severity from the CNA's CVSS v4.0/v3.x base score, else NVD's
 * score (when given), else the CNA's textual severity (Apache's `important` → high; CISA's ADP scores are not read); published = the CNA's `datePublic`, else the
 * record's `datePublished`; summary = the CNA's title, else its English description; link = the cve.org page.
 * When the CNA container yields no range (`n/a` records) and `options.nvd` is given, NVD's CPE configurations are
 * used instead ({@link parseNvdRecord}) with the CNA's description and date. Vendor version scheme.
 * @param names the mapping's `cve` entry: `vendor/product` (CNA) and `cpe:vendor:product` (NVD) → technology
 * @throws TypeError when `record` is not a CVE JSON 5 record
 */
export function parseCveRecord(
  record: unknown,
  names: Record<string, string>,
  options: CveParseOptions = {},
): SourcedAdvisory[] {
  const r = record as CveRecordV5;
  const id = r?.cveMetadata?.cveId;
  if (!id || !r.containers) throw new TypeError('CVE record: not CVE JSON 5 (cveMetadata.cveId, containers)');
  if ((r.cveMetadata?.state ?? '').toUpperCase() === 'REJECTED') return [];
  const cna = r.containers.cna ?? {};
  const backports = new Set(options.branchBackports ?? []);
  const nvd = options.nvd as NvdCve | undefined;
  const cvss = cnaScore(cna.metrics) ?? nvdScore(nvd?.metrics);
  const text = cna.metrics?.map((m) => m.other?.content?.text).find((t) => typeof t === 'string');
  const severity = cvss !== undefined ? severityOfScore(cvss) : normaliseSeverity(text);
  const summary = (cna.title?.trim() || englishText(cna.descriptions)) ?? id;
  const published = day(cna.datePublic) ?? day(r.cveMetadata?.datePublished) ?? day(nvd?.published);
  const ghsa = /^GHSA-[\w-]+$/.test(cna.source?.advisory ?? '') ? [cna.source!.advisory!] : [];
  const byTechnology = new Map<string, AffectedRange[]>();
  for (const affected of cna.affected ?? []) {
    const technology = names[`${affected.vendor ?? ''}/${affected.product ?? ''}`.toLowerCase()];
    if (!technology) continue;
    const ranges = byTechnology.get(technology) ?? [];
    for (const v of affected.versions ?? []) {
      if (v.status !== 'affected') continue;
      const range = versionRange(v);
      const kept = range && backports.has(technology) ? narrowToBranch(range) : range;
      if (kept && !ranges.some((x) => JSON.stringify(x) === JSON.stringify(kept))) ranges.push(kept);
    }
    byTechnology.set(technology, ranges);
  }
  const out: SourcedAdvisory[] = [...byTechnology]
    .filter(([, ranges]) => ranges.length > 0)
    .map(([technology, ranges]) => ({
      technology,
      scheme: 'vendor',
      advisory: advisoryOf(id, ranges, { severity, cvss, summary, published, aliases: ghsa }),
    }));
  if (out.length || !nvd) return out;
  return parseNvdRecord(nvd, names, options).map((s) => ({
    ...s,
    advisory: {
      ...s.advisory,
      summary: cna.title?.trim() || englishText(cna.descriptions) || s.advisory.summary,
      ...(published ? { published } : {}),
    },
  }));
}

/** `cpe:2.3:a:wordpress:wordpress:5.5.1:*:…` → `{key: 'cpe:wordpress:wordpress', version: '5.5.1'}`. */
function cpeParts(criteria: string): { key: string; version: string } | null {
  const p = criteria.split(':');
  if (p.length < 6 || p[0] !== 'cpe' || p[1] !== '2.3') return null;
  return { key: `cpe:${p[3]}:${p[4]}`.toLowerCase(), version: p[5] };
}

/**
 * NVD's record of one CVE (`cve` object of the NVD API 2.0, as in fkie-cad/nvd-json-data-feeds
 * `CVE-<year>/CVE-<year>-<n>xx/CVE-*.json`; public domain): the vulnerable `cpeMatch`es of its `configurations` whose
 * `cpe:vendor:product` is mapped, as ranges (`versionStartIncluding` → introduced, `versionEndExcluding` → fixed,
 * `versionEndIncluding` → last affected, or the CPE's own version alone). A start-excluding bound is skipped (no
 * such range form; never claim on doubt); open-start ranges of a branch-backporting technology are narrowed
 * ({@link CveParseOptions.branchBackports}). `Rejected` records yield nothing. Severity from NVD's CVSS v4.0/v3.x
 * score (primary scorer first). Vendor scheme; link = the cve.org page.
 * @throws TypeError when `record` has no CVE id
 */
export function parseNvdRecord(
  record: unknown,
  names: Record<string, string>,
  options: Pick<CveParseOptions, 'branchBackports'> = {},
): SourcedAdvisory[] {
  const r = record as NvdCve;
  if (!r?.id || !/^CVE-\d+-\d+$/.test(r.id)) throw new TypeError('NVD record: no CVE id');
  if ((r.vulnStatus ?? '').toLowerCase() === 'rejected') return [];
  const backports = new Set(options.branchBackports ?? []);
  const byTechnology = new Map<string, AffectedRange[]>();
  for (const configuration of r.configurations ?? [])
    for (const node of configuration.nodes ?? []) {
      if (node.negate) continue;
      for (const match of node.cpeMatch ?? []) {
        if (!match.vulnerable || !match.criteria) continue;
        const cpe = cpeParts(match.criteria);
        const technology = cpe ? names[cpe.key] : undefined;
        if (!cpe || !technology || match.versionStartExcluding) continue;
        let range: AffectedRange | null;
        if (cpe.version !== '*' && cpe.version !== '-')
          range = isVersion(cpe.version) ? { introduced: cpe.version, lastAffected: cpe.version } : null;
        else {
          range = {
            ...(isVersion(match.versionStartIncluding) ? { introduced: match.versionStartIncluding } : {}),
            ...(isVersion(match.versionEndExcluding)
              ? { fixed: match.versionEndExcluding }
              : isVersion(match.versionEndIncluding)
                ? { lastAffected: match.versionEndIncluding }
                : {}),
          };
          if (!range.fixed && !range.lastAffected) range = null; // every version: too vague to claim
        }
        if (range && backports.has(technology)) range = narrowToBranch(range);
        if (!range) continue;
        const ranges = byTechnology.get(technology) ?? [];
        if (!ranges.some((x) => JSON.stringify(x) === JSON.stringify(range))) ranges.push(range);
        byTechnology.set(technology, ranges);
      }
    }
  const cvss = nvdScore(r.metrics);
  return [...byTechnology]
    .filter(([, ranges]) => ranges.length > 0)
    .map(([technology, ranges]) => ({
      technology,
      scheme: 'vendor' as const,
      advisory: advisoryOf(r.id!, ranges, {
        severity: cvss !== undefined ? severityOfScore(cvss) : 'unknown',
        cvss,
        summary: englishText(r.descriptions) ?? r.id!,
        published: day(r.published),
        aliases: [],
      }),
    }));
}

/**
 * Reads a collection of records as served by a refresh URL or stored in a file: a JSON array, one JSON object, an
 * NVD API 2.0 response (`{vulnerabilities: [{cve}]}`) or JSON Lines (one record per line).
 * @throws SyntaxError when the text is none of these
 */
export function readCveRecords(text: string): unknown[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    if (Array.isArray(parsed)) return parsed;
    const vulnerabilities = (parsed as { vulnerabilities?: Array<{ cve?: unknown }> }).vulnerabilities;
    if (Array.isArray(vulnerabilities)) return vulnerabilities.map((v) => v.cve ?? v);
    return [parsed];
  } catch (error) {
    const lines = trimmed.split('\n').filter((l) => l.trim());
    if (lines.length < 2) throw error;
    return lines.map((l) => JSON.parse(l) as unknown);
  }
}

/**
 * A mixed collection of CVE JSON 5 records and NVD records (see {@link readCveRecords}): each CVE record is parsed
 * with NVD's record of the same id as its fallback ({@link parseCveRecord}); an NVD record without a CVE record of
 * its id is parsed alone. Items that are neither are skipped and counted.
 * @returns the advisories and how many items were skipped
 */
export function parseCveCollection(
  items: unknown[],
  names: Record<string, string>,
  options: Pick<CveParseOptions, 'branchBackports'> = {},
): { advisories: SourcedAdvisory[]; skipped: number } {
  const cve = new Map<string, unknown>();
  const nvd = new Map<string, unknown>();
  let skipped = 0;
  for (const item of items) {
    const id5 = (item as CveRecordV5)?.cveMetadata?.cveId;
    const idNvd = (item as NvdCve)?.id;
    if (id5 && (item as CveRecordV5).containers) cve.set(id5, item);
    else if (typeof idNvd === 'string' && /^CVE-\d+-\d+$/.test(idNvd)) nvd.set(idNvd, item);
    else skipped += 1;
  }
  const advisories: SourcedAdvisory[] = [];
  for (const [id, record] of cve)
    advisories.push(...parseCveRecord(record, names, { ...options, nvd: nvd.get(id) }));
  for (const [id, record] of nvd)
    if (!cve.has(id)) advisories.push(...parseNvdRecord(record, names, options));
  return { advisories, skipped };
}

/** Where a CVE record lies in CVEProject/cvelistV5: `cves/2024/31xxx/CVE-2024-31111.json`. */
export function cvelistPath(id: string): string {
  const m = /^CVE-(\d{4})-(\d{4,})$/.exec(id);
  if (!m) throw new TypeError(`not a CVE id: ${id}`);
  return `cves/${m[1]}/${Math.floor(Number(m[2]) / 1000)}xxx/${id}.json`;
}

/** Where NVD's record lies in fkie-cad/nvd-json-data-feeds: `CVE-2020/CVE-2020-280xx/CVE-2020-28032.json`. */
export function nvdFeedPath(id: string): string {
  const m = /^CVE-(\d{4})-(\d{4,})$/.exec(id);
  if (!m) throw new TypeError(`not a CVE id: ${id}`);
  return `CVE-${m[1]}/CVE-${m[1]}-${m[2].slice(0, -2)}xx/${id}.json`;
}

type Json = Record<string, unknown>;
const pick = (o: unknown, keys: string[]): Json =>
  Object.fromEntries(keys.filter((k) => (o as Json)?.[k] !== undefined).map((k) => [k, (o as Json)[k]]));

/**
 * The fields of a CVE JSON 5 record that {@link parseCveRecord} reads (what advisories-src/cve vendors): metadata
 * (id, state, assigner, dates), and of the CNA container its title, English description, `affected` (vendor,
 * product, default status, versions), CVSS base scores and textual severity, first reference and GHSA id.
 * @throws TypeError when `record` is not a CVE JSON 5 record
 */
export function trimCveRecord(record: unknown): Json {
  const r = record as CveRecordV5 & { dataType?: string; dataVersion?: string };
  if (!r?.cveMetadata?.cveId || !r.containers) throw new TypeError('CVE record: not CVE JSON 5');
  const cna = (r.containers.cna ?? {}) as Json & NonNullable<NonNullable<CveRecordV5['containers']>['cna']>;
  const description = englishText(cna.descriptions);
  const metrics = (cna.metrics ?? [])
    .map((m) => {
      for (const key of ['cvssV4_0', 'cvssV3_1', 'cvssV3_0'])
        if (m[key]) return { [key]: pick(m[key], ['baseScore', 'baseSeverity', 'vectorString', 'version']) };
      return m.other?.content?.text ? { other: pick(m.other, ['type', 'content']) } : null;
    })
    .filter(Boolean);
  const references = (cna as { references?: Array<{ url?: string }> }).references ?? [];
  return {
    dataType: r.dataType ?? 'CVE_RECORD',
    dataVersion: r.dataVersion ?? '5.1',
    cveMetadata: pick(r.cveMetadata, [
      'cveId',
      'state',
      'assignerShortName',
      'datePublished',
      'dateRejected',
    ]),
    containers: {
      cna: {
        ...pick(cna, ['title', 'datePublic']),
        ...(description ? { descriptions: [{ lang: 'en', value: description }] } : {}),
        ...(cna.affected
          ? {
              affected: cna.affected.map((a) => ({
                ...pick(a, ['vendor', 'product', 'defaultStatus']),
                versions: (a.versions ?? []).map((v) =>
                  pick(v, ['version', 'status', 'lessThan', 'lessThanOrEqual', 'changes', 'versionType']),
                ),
              })),
            }
          : {}),
        ...(metrics.length ? { metrics } : {}),
        ...(references[0]?.url ? { references: [{ url: references[0].url }] } : {}),
        ...(cna.source?.advisory ? { source: { advisory: cna.source.advisory } } : {}),
        ...pick(cna, ['rejectedReasons']),
      },
    },
  };
}

/**
 * The fields of NVD's record that {@link parseNvdRecord} reads: id, publication, status, English description,
 * CVSS v4.0/v3.x base scores (primary scorer first) and the vulnerable `cpeMatch`es of the mapped `cpe:vendor:product`s.
 * @param names the mapping's `cve` entry (its `cpe:` keys select the CPE matches kept)
 * @throws TypeError when `record` has no CVE id
 */
export function trimNvdRecord(record: unknown, names: Record<string, string>): Json {
  const r = record as NvdCve;
  if (!r?.id) throw new TypeError('NVD record: no CVE id');
  const metrics: Json = {};
  for (const key of ['cvssMetricV40', 'cvssMetricV31', 'cvssMetricV30']) {
    const list = r.metrics?.[key] ?? [];
    const chosen = list.find((m) => m.type === 'Primary') ?? list[0];
    if (chosen)
      metrics[key] = [
        {
          ...pick(chosen, ['source', 'type']),
          cvssData: pick(chosen.cvssData, ['version', 'vectorString', 'baseScore', 'baseSeverity']),
        },
      ];
  }
  const cpeMatch = (r.configurations ?? [])
    .flatMap((c) => c.nodes ?? [])
    .filter((n) => !n.negate)
    .flatMap((n) => n.cpeMatch ?? [])
    .filter((m) => m.vulnerable && m.criteria && names[cpeParts(m.criteria)?.key ?? ''])
    .map((m) =>
      pick(m, [
        'vulnerable',
        'criteria',
        'versionStartIncluding',
        'versionStartExcluding',
        'versionEndIncluding',
        'versionEndExcluding',
      ]),
    );
  const description = englishText(r.descriptions);
  return {
    ...pick(r, ['id', 'published', 'vulnStatus']),
    ...(description ? { descriptions: [{ lang: 'en', value: description }] } : {}),
    metrics,
    configurations: [{ nodes: [{ operator: 'OR', negate: false, cpeMatch }] }],
  };
}
