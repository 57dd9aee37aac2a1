/**
 * Credit of the advisory sources (issue 20 §1): what is shown next to advisories taken from each source. The
 * licences are those recorded in NOTICE.md (advisory section) and in the snapshot's `inputs`.
 */
import { ADVISORY_SOURCE_IDS, type AdvisorySnapshot, type AdvisorySourceId } from './types';

/** One source as credited where its data is shown (the contracts' `AdvisorySourceInfo`). */
export interface AdvisorySourceInfo {
  id: AdvisorySourceId;
  /** Human name of the source. */
  name: string;
  /** Licence of the data: SPDX id, or the terms the data is used under. */
  licence: string;
  /** Home page of the source (where its advisories and licence are published). */
  url: string;
}

/** Every advisory source, by id. */
export const ADVISORY_SOURCES: Readonly<Record<AdvisorySourceId, Omit<AdvisorySourceInfo, 'id'>>> = {
  retire: { name: 'Retire.js', licence: 'Apache-2.0', url: 'https://github.com/RetireJS/retire.js' },
  friendsofphp: {
    name: 'FriendsOfPHP Security Advisories Database',
    licence: 'Unlicense',
    url: 'https://github.com/FriendsOfPHP/security-advisories',
  },
  httpd: {
    name: 'Apache HTTP Server security vulnerabilities',
    licence: 'Apache-2.0',
    url: 'https://httpd.apache.org/security/vulnerabilities_24.html',
  },
  nginx: {
    name: 'nginx security advisories',
    licence: 'BSD-2-Clause',
    url: 'https://nginx.org/en/security_advisories.html',
  },
  osv: { name: 'GitHub Advisory Database', licence: 'CC-BY-4.0', url: 'https://github.com/advisories' },
  govulndb: { name: 'Go Vulnerability Database', licence: 'CC-BY-4.0', url: 'https://pkg.go.dev/vuln/' },
  pypa: {
    name: 'Python Packaging Advisory Database',
    licence: 'CC-BY-4.0',
    url: 'https://github.com/pypa/advisory-database',
  },
  roundcube: {
    name: 'Roundcube release notes',
    licence: 'GPL-3.0-or-later',
    url: 'https://github.com/roundcube/roundcubemail/blob/master/CHANGELOG.md',
  },
  php: { name: 'PHP ChangeLog', licence: 'PHP-3.01', url: 'https://www.php.net/ChangeLog-8.php' },
  lighttpd: {
    name: 'lighttpd NEWS',
    licence: 'BSD-3-Clause',
    url: 'https://github.com/lighttpd/lighttpd1.4/blob/master/NEWS',
  },
  git: {
    name: 'Git release notes',
    licence: 'GPL-2.0-only',
    url: 'https://github.com/git/git/tree/master/Documentation/RelNotes',
  },
  jetty: {
    name: 'Jetty VERSION.txt',
    licence: 'EPL-2.0 OR Apache-2.0',
    url: 'https://github.com/jetty/jetty.project/blob/jetty-12.0.x/VERSION.txt',
  },
  cve: {
    name: 'CVE List V5 (CVE Program), with NVD for records without versions',
    // the CVE Program's terms of use (perpetual, worldwide, royalty-free licence to reproduce and redistribute);
    // NVD's records, used where a CVE record names no version, are US government works in the public domain
    licence: 'CVE-ToU',
    url: 'https://www.cve.org/Legal/TermsOfUse',
  },
  rubysec: {
    name: 'Ruby Advisory Database',
    licence: 'public-domain',
    url: 'https://github.com/rubysec/ruby-advisory-db',
  },
};

/**
 * The credit of one advisory source: its name, data licence and home page, for the backend and the result page.
 * @param id a source id as found in `Advisory.source` / `TechnologyVulnerabilities.sources`
 * @returns `{id, name, licence, url}`, or null for an id this analyzer does not know (a newer snapshot's source)
 */
export function advisorySourceInfo(id: string): AdvisorySourceInfo | null {
  if (!(ADVISORY_SOURCE_IDS as readonly string[]).includes(id)) return null;
  const source = id as AdvisorySourceId;
  return { id: source, ...ADVISORY_SOURCES[source] };
}

/**
 * How recent each source's data in a snapshot is: per source id, the day (`YYYY-MM-DD`) its data was taken — the
 * source revision's date the build script recorded in `inputs[source].date`, or the day the worker's refresh last
 * fetched it (the refresh writes the same field). An advisory published after that day cannot be in the snapshot, so
 * this is the date a credit must show (a snapshot generated today may hold one source's data of a year ago).
 * Sources without a recorded day are left out.
 * @param snapshot the snapshot in use (only `inputs` is read)
 */
export function advisorySourceDates(
  snapshot: Pick<AdvisorySnapshot, 'inputs'>,
): Partial<Record<AdvisorySourceId, string>> {
  const dates: Partial<Record<AdvisorySourceId, string>> = {};
  for (const id of ADVISORY_SOURCE_IDS) {
    const input = snapshot.inputs?.[id] as { date?: unknown } | undefined;
    if (typeof input?.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.date)) dates[id] = input.date;
  }
  return dates;
}
