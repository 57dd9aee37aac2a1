/**
 * Parsers of the advisory sources (issue 20 §1), shared by the snapshot build script and {@link refreshAdvisories}:
 * each reads one source's published format and returns advisories keyed by fingerprint technology, through the
 * reviewed mapping `data/advisory-sources.json`. Pure: no file system, no network.
 */
import { parseDocument as parseXml } from 'htmlparser2';
import { findAll } from 'domutils';
import { parse as parseYaml } from 'yaml';
import { compareInScheme } from './scheme';
import type { Advisory, AdvisorySourceId, AffectedRange, Severity, VersionScheme } from './types';

/** An advisory found for a technology. */
export interface SourcedAdvisory {
  technology: string;
  scheme: VersionScheme;
  advisory: Advisory;
}

/** Source package/product name → technology, per source (the `sources` of `data/advisory-sources.json`). */
export type AdvisoryNameMapping = Record<AdvisorySourceId, Record<string, string>>;

/** Normalises a source's severity word: CVSS names kept, `important`/`major` → high, `moderate` → medium. */
export function normaliseSeverity(word: unknown): Severity {
  const w = String(word ?? '').toLowerCase();
  if (w === 'critical') return 'critical';
  if (w === 'high' || w === 'important' || w === 'major') return 'high';
  if (w === 'medium' || w === 'moderate') return 'medium';
  if (w === 'low' || w === 'minor') return 'low';
  return 'unknown';
}

/** Severity of a CVSS v3 base score (FIRST's qualitative rating). */
export function severityOfScore(score: number): Severity {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return score > 0 ? 'low' : 'unknown';
}

const day = (value: unknown): string | undefined => {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(String(value ?? ''));
  return m ? m[1] : undefined;
};

const sortVersions = (scheme: VersionScheme, versions: string[]): string[] =>
  [...new Set(versions)].sort((a, b) => compareInScheme(scheme, a, b) ?? 0);

/**
 * Technologies whose library retire.js's repository lists (with or without vulnerabilities), with the semver scheme:
 * the `covered` argument of `buildAdvisorySnapshot`.
 */
export function retireCoveredTechnologies(
  repository: unknown,
  names: Record<string, string>,
): Record<string, VersionScheme> {
  const present = (repository && typeof repository === 'object' ? repository : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(names)
      .filter(([library]) => library in present)
      .map(([, technology]) => [technology, 'semver' as const]),
  );
}

interface RetireVulnerability {
  below?: string;
  atOrAbove?: string;
  severity?: string;
  identifiers?: {
    summary?: string;
    CVE?: string[];
    githubID?: string;
    retid?: string;
    issue?: string;
    bug?: string;
  };
  info?: string[];
}

/**
 * retire.js's `jsrepository-v4.json` (object: library → `{vulnerabilities: [{atOrAbove?, below, severity,
 * identifiers: {summary, CVE[], githubID}, info[]}]}`). Ids: the GHSA id, else the first CVE, else
 * `retire:<library>:<n>`. Retire publishes no dates.
 * @throws TypeError when `repository` is not an object
 */
export function parseRetireRepository(repository: unknown, names: Record<string, string>): SourcedAdvisory[] {
  if (!repository || typeof repository !== 'object')
    throw new TypeError('retire.js repository: not an object');
  const out: SourcedAdvisory[] = [];
  for (const [library, technology] of Object.entries(names)) {
    const entry = (repository as Record<string, { vulnerabilities?: RetireVulnerability[] }>)[library];
    (entry?.vulnerabilities ?? []).forEach((v, i) => {
      if (!v.below && !v.atOrAbove) return;
      const cves = v.identifiers?.CVE ?? [];
      const ghsa = v.identifiers?.githubID;
      const id = ghsa ?? cves[0] ?? `retire:${library}:${v.identifiers?.retid ?? i + 1}`;
      const aliases = [...(ghsa ? cves : cves.slice(1))];
      out.push({
        technology,
        scheme: 'semver',
        advisory: {
          id,
          aliases,
          severity: normaliseSeverity(v.severity),
          summary: (v.identifiers?.summary ?? '').trim() || `Vulnerability in ${library}`,
          ranges: [
            {
              ...(v.atOrAbove ? { introduced: v.atOrAbove } : {}),
              ...(v.below ? { fixed: v.below } : {}),
            },
          ],
          ...(v.below ? { fixed: [v.below] } : {}),
          url: v.info?.[0] ?? 'https://github.com/RetireJS/retire.js',
          source: 'retire',
        },
      });
    });
  }
  return out;
}

/** Turns Composer constraints of one branch (`['>=4.9.0', '<4.9.5']`) into a range; null when unreadable. */
function composerRange(constraints: string[]): AffectedRange | null {
  const range: AffectedRange = {};
  for (const c of constraints) {
    const m = /^\s*(>=|<=|<|>|=)?\s*v?([0-9][^\s,]*)\s*$/.exec(c);
    if (!m) return null;
    if (m[1] === '>=') range.introduced = m[2];
    else if (m[1] === '<') range.fixed = m[2];
    else if (m[1] === '<=') range.lastAffected = m[2];
    else if (m[1] === '>') return null;
    else return { introduced: m[2], lastAffected: m[2] };
  }
  return range;
}

/**
 * One FriendsOfPHP/security-advisories YAML file (`<vendor>/<package>/<name>.yaml`: title, link, cve, reference
 * `composer://vendor/package`, branches: name → {time, versions: ['>=a', '<b']}). The id is the CVE, else the file
 * name; the date is the earliest branch `time`. The database publishes no severities. Returns [] for a package not
 * in the mapping.
 * @throws Error when the YAML is invalid
 */
export function parseFriendsOfPhpAdvisory(
  pathInRepository: string,
  text: string,
  names: Record<string, string>,
): SourcedAdvisory[] {
  const pkg = pathInRepository.split('/').slice(-3, -1).join('/');
  const technology = names[pkg];
  if (!technology) return [];
  const doc = parseYaml(text) as {
    title?: string;
    link?: string;
    cve?: string;
    branches?: Record<string, { time?: unknown; versions?: string[] }>;
  };
  const branches = Object.values(doc.branches ?? {});
  const ranges = branches
    .map((b) => composerRange(b.versions ?? []))
    .filter((r): r is AffectedRange => !!r && Object.keys(r).length > 0);
  if (!ranges.length) return [];
  const file = pathInRepository
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  const cve = doc.cve && /^CVE-\d+-\d+$/.test(doc.cve) ? doc.cve : undefined;
  const vendorId = /(PMASA-\d+-\d+)/.exec(doc.link ?? '')?.[1];
  const id = vendorId ?? cve ?? `friendsofphp:${pkg}:${file}`;
  const dates = branches
    .map((b) => day(b.time instanceof Date ? b.time.toISOString() : b.time))
    .filter(Boolean);
  const published = (dates as string[]).sort()[0];
  return [
    {
      technology,
      scheme: 'vendor',
      advisory: {
        id,
        aliases: cve && cve !== id ? [cve] : [],
        severity: 'unknown',
        summary: (doc.title ?? '').trim() || id,
        ranges,
        fixed: sortVersions(
          'vendor',
          ranges.map((r) => r.fixed).filter((f): f is string => !!f),
        ),
        ...(published ? { published } : {}),
        url:
          doc.link || `https://github.com/FriendsOfPHP/security-advisories/blob/master/${pathInRepository}`,
        source: 'friendsofphp',
      },
    },
  ];
}

interface HttpdV4 {
  CVE_data_meta?: { ID?: string; TITLE?: string; STATE?: string; DATE_PUBLIC?: string };
  affects?: {
    vendor?: {
      vendor_data?: Array<{
        product?: {
          product_data?: Array<{
            product_name?: string;
            version?: { version_data?: Array<{ version_affected?: string; version_value?: string }> };
          }>;
        };
      }>;
    };
  };
  impact?: Array<{ other?: string }>;
  timeline?: Array<{ time?: string; value?: string }>;
  description?: { description_data?: Array<{ value?: string }> };
}

interface HttpdV5 {
  cveMetadata?: { cveId?: string; state?: string; datePublished?: string };
  containers?: {
    cna?: {
      title?: string;
      datePublic?: string;
      affected?: Array<{
        product?: string;
        versions?: Array<{ version?: string; status?: string; lessThan?: string; lessThanOrEqual?: string }>;
      }>;
      metrics?: Array<{ other?: { content?: { text?: string } } }>;
      timeline?: Array<{ time?: string; value?: string }>;
    };
  };
}

/**
 * One Apache HTTP Server per-CVE record (apache/httpd-site `content/security/json/CVE-*.json`), CVE JSON 4
 * (`version_affected` `=`/`?=` single versions, `<=` with `!<` a range) or CVE JSON 5 (`version` with `lessThan` /
 * `lessThanOrEqual`). Drafts and rejected records are withdrawn. Fixed-in: the releases the timeline says were
 * `released` after the issue (`2.4.51 released`). Severity: Apache's words (`important` → high).
 * @throws TypeError when the record is neither format
 */
export function parseHttpdRecord(record: unknown, names: Record<string, string>): SourcedAdvisory[] {
  const v4 = record as HttpdV4;
  const v5 = record as HttpdV5;
  const out: SourcedAdvisory[] = [];
  if (v5.cveMetadata && v5.containers?.cna) {
    const cna = v5.containers.cna;
    const id = v5.cveMetadata.cveId ?? '';
    for (const affected of cna.affected ?? []) {
      const technology = names[affected.product ?? ''];
      if (!technology) continue;
      const ranges: AffectedRange[] = [];
      const versions: string[] = [];
      for (const v of affected.versions ?? []) {
        if (v.status !== 'affected' || !v.version) continue;
        if (v.lessThan) ranges.push({ introduced: v.version, fixed: v.lessThan });
        else if (v.lessThanOrEqual) ranges.push({ introduced: v.version, lastAffected: v.lessThanOrEqual });
        else versions.push(v.version);
      }
      const state = v5.cveMetadata.state ?? '';
      out.push(
        httpdAdvisory(technology, id, cna.title ?? id, ranges, versions, {
          severity: cna.metrics?.find((m) => m.other?.content?.text)?.other?.content?.text,
          timeline: cna.timeline,
          published: day(cna.datePublic) ?? day(v5.cveMetadata.datePublished),
          withdrawn: state !== 'PUBLISHED',
        }),
      );
    }
    return out;
  }
  if (!v4.CVE_data_meta) throw new TypeError('httpd record: neither CVE JSON 4 nor 5');
  const id = v4.CVE_data_meta.ID ?? '';
  for (const vendor of v4.affects?.vendor?.vendor_data ?? []) {
    for (const product of vendor.product?.product_data ?? []) {
      const technology = names[product.product_name ?? ''];
      if (!technology) continue;
      const ranges: AffectedRange[] = [];
      const versions: string[] = [];
      let lower: string | undefined;
      let upper: string | undefined;
      for (const v of product.version?.version_data ?? []) {
        const value = v.version_value ?? '';
        if (v.version_affected === '=' || v.version_affected === '?=') versions.push(value);
        else if (v.version_affected === '<=') upper = value;
        else if (v.version_affected === '!<' || v.version_affected === '>=') lower = value;
        else if (v.version_affected === '<') ranges.push({ fixed: value });
      }
      if (upper) ranges.push({ ...(lower ? { introduced: lower } : {}), lastAffected: upper });
      const state = v4.CVE_data_meta.STATE ?? '';
      const publicDay = v4.timeline?.find((t) => /public/i.test(t.value ?? ''))?.time;
      out.push(
        httpdAdvisory(technology, id, v4.CVE_data_meta.TITLE ?? id, ranges, versions, {
          severity: v4.impact?.find((i) => i.other)?.other,
          timeline: v4.timeline,
          published: day(v4.CVE_data_meta.DATE_PUBLIC) ?? day(publicDay),
          withdrawn: state === 'DRAFT' || state === 'REJECT' || state === 'REJECTED',
        }),
      );
    }
  }
  return out;
}

function httpdAdvisory(
  technology: string,
  id: string,
  title: string,
  ranges: AffectedRange[],
  versions: string[],
  extra: {
    severity?: string;
    timeline?: Array<{ time?: string; value?: string }>;
    published?: string;
    withdrawn: boolean;
  },
): SourcedAdvisory {
  const fixed = (extra.timeline ?? [])
    .map((t) => /^\s*(\d+\.\d+\.\d+)\s+released/i.exec(t.value ?? '')?.[1])
    .filter((v): v is string => !!v);
  const released = extra.timeline?.find((t) => /released/i.test(t.value ?? ''))?.time;
  const published = extra.published ?? day(released);
  return {
    technology,
    scheme: 'vendor',
    advisory: {
      id,
      aliases: [],
      severity: normaliseSeverity(extra.severity),
      summary: title.trim(),
      ranges,
      ...(versions.length ? { versions: sortVersions('vendor', versions) } : {}),
      ...(fixed.length ? { fixed: sortVersions('vendor', fixed) } : {}),
      ...(published ? { published } : {}),
      ...(extra.withdrawn ? { withdrawn: published ?? '1970-01-01' } : {}),
      url: `https://httpd.apache.org/security/json/${id}.json`,
      source: 'httpd',
    },
  };
}

/** `X.Y.Z` → `X.Y.0`: the first release of the branch a fix was made in. */
const branchStart = (version: string): string => version.split('.').slice(0, 2).concat('0').join('.');

/**
 * nginx.org's `xml/en/security_advisories.xml` (`<item name severity advisory cve good="1.31.3+, 1.30.4+"
 * vulnerable="0.9.6-1.31.2">`). Each vulnerable span is split by the fixed branches: below the oldest fix, and within
 * each newer fix's branch (`1.31.0` ≤ v < `1.31.3`) — so 1.30.5 is clean while 1.29.8 is not. Items rated
 * `severity="none"` and platform-only items (`nginx/Windows …`: the page does not show the platform) are skipped.
 * nginx publishes no dates. Items are keyed by the mapping's `nginx` entry.
 */
export function parseNginxAdvisories(xml: string, names: Record<string, string>): SourcedAdvisory[] {
  const technology = names.nginx;
  if (!technology) return [];
  const doc = parseXml(xml, { xmlMode: true });
  const out: SourcedAdvisory[] = [];
  for (const item of findAll((e) => e.name === 'item' && !!e.attribs.vulnerable, doc.children)) {
    const a = item.attribs;
    // nginx rates some items `severity="none"` (not a vulnerability of nginx, e.g. CVE-2009-4487): not reported
    if (a.severity === 'none') continue;
    // platform-only items (`vulnerable="nginx/Windows 0.7.52-1.3.0"`): the page does not show the platform
    if (/[a-z]+\//i.test(a.vulnerable)) continue;
    const fixed = sortVersions(
      'vendor',
      (a.good ?? '')
        .split(',')
        .map((g) => /(\d+\.\d+\.\d+)\+/.exec(g)?.[1])
        .filter((g): g is string => !!g),
    );
    const ranges: AffectedRange[] = [];
    for (const span of a.vulnerable.split(',')) {
      const m = /^\s*(all|[\d.]+)(?:\s*-\s*([\d.]+))?\s*$/.exec(span);
      if (!m) continue;
      const low = m[1] === 'all' ? undefined : m[1];
      const high = m[1] === 'all' ? undefined : (m[2] ?? m[1]);
      const cut = (r: AffectedRange): AffectedRange | null => {
        const from =
          r.introduced && low && (compareInScheme('vendor', r.introduced, low) ?? 0) < 0
            ? low
            : (r.introduced ?? low);
        if (high && from && (compareInScheme('vendor', from, high) ?? 0) > 0) return null;
        const beyond = !r.fixed || (high && (compareInScheme('vendor', r.fixed, high) ?? 0) > 0);
        return {
          ...(from ? { introduced: from } : {}),
          ...(beyond ? (high ? { lastAffected: high } : {}) : { fixed: r.fixed }),
        };
      };
      const pieces: AffectedRange[] = fixed.length
        ? fixed.map((f, i) => (i === 0 ? { fixed: f } : { introduced: branchStart(f), fixed: f }))
        : [{}];
      for (const piece of pieces) {
        const r = cut(piece);
        if (r) ranges.push(r);
      }
    }
    if (!ranges.length) continue;
    const cve = a.cve ? `CVE-${a.cve}` : undefined;
    const advisoryUrl =
      a.advisory && /^https?:/.test(a.advisory)
        ? a.advisory
        : 'https://nginx.org/en/security_advisories.html';
    out.push({
      technology,
      scheme: 'vendor',
      advisory: {
        id: cve ?? `nginx:${a.name}`,
        aliases: [],
        severity: normaliseSeverity(a.severity),
        summary: a.name ?? '',
        ranges,
        ...(fixed.length ? { fixed } : {}),
        url: advisoryUrl,
        source: 'nginx',
      },
    });
  }
  return out;
}

interface OsvRecord {
  id?: string;
  aliases?: string[];
  summary?: string;
  details?: string;
  published?: string;
  modified?: string;
  withdrawn?: string;
  database_specific?: { severity?: string };
  severity?: Array<{ type?: string; score?: string }>;
  references?: Array<{ type?: string; url?: string }>;
  affected?: Array<{
    package?: { ecosystem?: string; name?: string };
    ranges?: Array<{ type?: string; events?: Array<Record<string, string>> }>;
    versions?: string[];
  }>;
}

/** OSV-format sources and the page an advisory of theirs is shown on when the record names no ADVISORY link. */
const OSV_PAGES: Record<'osv' | 'govulndb' | 'pypa', (id: string) => string> = {
  osv: (id) => `https://github.com/advisories/${id}`,
  govulndb: (id) => `https://pkg.go.dev/vuln/${id}`,
  pypa: (id) => `https://osv.dev/vulnerability/${id}`,
};

/** The page shown for an OSV record: GitHub's own page of a GHSA advisory, else its first ADVISORY reference. */
function advisoryPage(r: OsvRecord, source: 'osv' | 'govulndb' | 'pypa'): string {
  const advisories = (r.references ?? []).filter((ref) => ref.type === 'ADVISORY' && ref.url);
  const own = advisories.find((ref) => ref.url!.startsWith(`https://github.com/advisories/${r.id}`));
  return (own ?? advisories[0])?.url ?? OSV_PAGES[source](r.id!);
}

/**
 * One OSV record: the GitHub Advisory Database (`advisories/github-reviewed/…/GHSA-*.json`, CC-BY 4.0, source
 * `osv`), the Go vulnerability database (`data/osv/GO-*.json`, CC-BY 4.0, `govulndb`) or the Python Packaging
 * Advisory Database (`vulns/<package>/PYSEC-*.yaml` parsed to an object, CC-BY 4.0, `pypa`). Ranges from
 * `SEMVER`/`ECOSYSTEM` events (`GIT` ranges are commits, skipped), `withdrawn` kept (the lookup skips it), severity
 * from `database_specific.severity` (GHSA's; the others publish none: `unknown`). npm and Go packages use the semver
 * scheme (Go's OSV versions carry no `v`), others the vendor scheme. Source `osv` reads only `npm` entries (its
 * mapping names npm packages; GitHub's records also list the NuGet, Maven or RubyGems copies of a library). The
 * advisory's page: GitHub's for a GHSA id, else the first ADVISORY reference, else the database's page. Source `osv`
 * keeps the record's `modified` (the osv.dev refresh re-fetches only changed records).
 * @param names the source's package name → technology mapping
 * @param source which OSV database the record comes from (credit and fallback advisory page)
 */
export function parseOsvRecord(
  record: unknown,
  names: Record<string, string>,
  source: 'osv' | 'govulndb' | 'pypa' = 'osv',
): SourcedAdvisory[] {
  const r = record as OsvRecord;
  const out: SourcedAdvisory[] = [];
  for (const affected of r.affected ?? []) {
    const ecosystem = affected.package?.ecosystem;
    // GitHub's records name the same package in several ecosystems (jquery on npm and NuGet): the mapping is npm's
    if (source === 'osv' && ecosystem !== 'npm') continue;
    const technology = names[affected.package?.name ?? ''];
    if (!technology || !r.id) continue;
    const scheme: VersionScheme = ecosystem === 'npm' || ecosystem === 'Go' ? 'semver' : 'vendor';
    const ranges: AffectedRange[] = [];
    for (const range of affected.ranges ?? []) {
      if (range.type === 'GIT') continue;
      let current: AffectedRange | null = null;
      for (const event of range.events ?? []) {
        if (event.introduced !== undefined) current = { introduced: event.introduced };
        else if (current && event.fixed !== undefined) {
          ranges.push({ ...current, fixed: event.fixed });
          current = null;
        } else if (current && event.last_affected !== undefined) {
          ranges.push({ ...current, lastAffected: event.last_affected });
          current = null;
        }
      }
      if (current) ranges.push(current);
    }
    const fixed = ranges.map((x) => x.fixed).filter((f): f is string => !!f);
    out.push({
      technology,
      scheme,
      advisory: {
        id: r.id,
        aliases: r.aliases ?? [],
        severity: normaliseSeverity(r.database_specific?.severity),
        summary: (r.summary ?? r.details ?? r.id).trim(),
        ranges,
        ...(fixed.length ? { fixed: sortVersions(scheme, fixed) } : {}),
        ...(day(r.published) ? { published: day(r.published) } : {}),
        ...(day(r.withdrawn) ? { withdrawn: day(r.withdrawn) } : {}),
        ...(source === 'osv' && typeof r.modified === 'string' ? { modified: r.modified } : {}),
        url: advisoryPage(r, source),
        source,
      },
    });
  }
  return out;
}
