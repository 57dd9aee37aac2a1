/**
 * Refresh of the advisory snapshot from the sources' published files (issue 20 §1): the unit a backend worker job
 * calls on a schedule with configured URLs and an HTTP client (like `versions/refresh.ts`, no network of its own).
 */
import {
  parseFriendsOfPhpAdvisory,
  parseHttpdRecord,
  parseNginxAdvisories,
  parseOsvRecord,
  parseRetireRepository,
  retireCoveredTechnologies,
  type SourcedAdvisory,
} from './sources';
import { parse as parseYaml } from 'yaml';
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
} from './release-notes';
import { parseRubysecAdvisory } from './rubysec';
import { parseCveCollection, readCveRecords } from './cve';
import { fetchOsvApiAdvisories, type OsvApiLimits } from './osv-api';
import { buildAdvisorySnapshot, loadAdvisorySourceMapping, type AdvisorySourceMapping } from './snapshot';
import {
  ADVISORY_SOURCE_IDS,
  type AdvisorySnapshot,
  type AdvisorySourceId,
  type VersionScheme,
} from './types';

/**
 * Where each source's data is fetched from. Every field is optional; a source without a URL keeps the previous
 * snapshot's advisories.
 * - `retire`: the raw `jsrepository-v4.json` (e.g. https://raw.githubusercontent.com/RetireJS/retire.js/master/repository/jsrepository-v4.json);
 * - `nginx`: the raw `security_advisories.xml` of nginx/nginx.org;
 * - `httpd`: URLs of per-CVE JSON records (https://httpd.apache.org/security/json/CVE-….json);
 * - `friendsofphp`: URLs of advisory YAML files whose path ends in `<vendor>/<package>/<file>.yaml`;
 * - `osv`: URLs of OSV JSON records (GitHub Advisory Database or osv.dev `/v1/vulns/<id>`);
 * - `osvApi`: base URL of osv.dev's API (`https://api.osv.dev`): the GitHub advisories of exactly the mapping's npm
 *   packages, queried by package (`POST /v1/querybatch`, paging followed) then fetched by id (`GET /v1/vulns/{id}`),
 *   `MAL-` entries skipped (`osv-api.ts`); feeds the `osv` source together with `osv`'s URLs;
 * - `govulndb`: URLs of Go vulnerability database OSV JSON records (https://vuln.go.dev/ID/GO-….json);
 * - `pypa`: URLs of Python Packaging Advisory Database records (OSV, YAML as in the repository or JSON);
 * - `roundcube`: URLs of Roundcube's CHANGELOG.md, one per maintained branch (master, release-1.6, …);
 * - `php`: URLs of php.net's ChangeLog page sources (php/web-php `public/ChangeLog-8.php`, …);
 * - `rubysec`: URLs of ruby-advisory-db YAML files whose path ends in `gems/<gem>/<file>.yml` or
 *   `rubies/<engine>/<file>.yml`;
 * - `lighttpd`: the raw `NEWS` of lighttpd/lighttpd1.4;
 * - `git`: URLs of git's release-notes files (`…/Documentation/RelNotes/2.39.2.adoc`) that name CVEs;
 * - `jetty`: URLs of Jetty's VERSION.txt, one per maintained branch (jetty-12.0.x, jetty-9.4.x, …);
 * - `cve`: URLs each serving CVE JSON 5 records and/or NVD records (NVD's `cve` objects) as a JSON array, one record,
 *   an NVD API 2.0 response or JSON Lines (e.g. raw cvelistV5 record files, or a file of the vendored
 *   `advisories-src/cve` records); a CVE record is paired with NVD's of the same id across all the URLs.
 */
export interface AdvisorySourceUrls {
  retire?: string;
  nginx?: string;
  httpd?: string[];
  friendsofphp?: string[];
  osv?: string[];
  osvApi?: string;
  govulndb?: string[];
  pypa?: string[];
  roundcube?: string[];
  php?: string[];
  rubysec?: string[];
  lighttpd?: string;
  git?: string[];
  jetty?: string[];
  cve?: string[];
}

/**
 * Published whole-source files, for a worker's configuration defaults: retire.js's repository, nginx.org's
 * advisories page source, Roundcube's changelogs and Jetty's VERSION.txt of maintained branches, PHP's ChangeLog
 * pages and lighttpd's NEWS (raw GitHub files), and osv.dev's API for the GitHub Advisory Database's npm
 * advisories (the only way they reach a deployment: the bundled snapshot is built offline without them).
 * Apache's, FriendsOfPHP's, ruby-advisory-db's, git's and the other OSV databases' data are one file per advisory
 * or release: their URL lists come from the caller.
 */
export const DEFAULT_ADVISORY_SOURCE_URLS: Readonly<
  Pick<AdvisorySourceUrls, 'retire' | 'nginx' | 'roundcube' | 'php' | 'lighttpd' | 'jetty' | 'osvApi'>
> = {
  osvApi: 'https://api.osv.dev',
  retire: 'https://raw.githubusercontent.com/RetireJS/retire.js/master/repository/jsrepository-v4.json',
  nginx: 'https://raw.githubusercontent.com/nginx/nginx.org/main/xml/en/security_advisories.xml',
  roundcube: [
    'https://raw.githubusercontent.com/roundcube/roundcubemail/master/CHANGELOG.md',
    'https://raw.githubusercontent.com/roundcube/roundcubemail/release-1.6/CHANGELOG.md',
    'https://raw.githubusercontent.com/roundcube/roundcubemail/release-1.5/CHANGELOG.md',
  ],
  lighttpd: 'https://raw.githubusercontent.com/lighttpd/lighttpd1.4/master/NEWS',
  jetty: [
    'https://raw.githubusercontent.com/jetty/jetty.project/jetty-12.1.x/VERSION.txt',
    'https://raw.githubusercontent.com/jetty/jetty.project/jetty-12.0.x/VERSION.txt',
    'https://raw.githubusercontent.com/jetty/jetty.project/jetty-9.4.x/VERSION.txt',
  ],
  php: [
    'https://raw.githubusercontent.com/php/web-php/master/public/ChangeLog-8.php',
    'https://raw.githubusercontent.com/php/web-php/master/public/ChangeLog-7.php',
  ],
};

/**
 * The HTTP client: given a URL, resolves to the body text; rejects on a network error or a non-2xx status. A GET
 * unless `method` is `POST` (osv.dev's `querybatch`), whose `body` is JSON (`content-type: application/json`).
 */
export type FetchText = (
  url: string,
  init: { signal?: AbortSignal; method?: 'POST'; body?: string },
) => Promise<string>;

/** Options of {@link refreshAdvisories}. */
export interface RefreshAdvisoriesOptions {
  /** Snapshot whose advisories are kept for sources that have no URL or fail (default: none). */
  previous?: AdvisorySnapshot;
  /**
   * Snapshot kept instead of `previous` for a source `previous` holds nothing of (the analyzer's bundled snapshot):
   * a source added in a newer release (`cve`) then reaches a deployment whose stored snapshot predates it, without
   * a URL of its own. Default: none.
   */
  fallback?: AdvisorySnapshot;
  /** The reviewed mapping (default: the bundled `data/advisory-sources.json`). */
  mapping?: AdvisorySourceMapping;
  /** Day stamped as `generatedAt` (default: today, UTC). */
  today?: string;
  /** Bounds of the `osvApi` source (default `OSV_API_LIMITS`). */
  osvApiLimits?: Partial<OsvApiLimits>;
  signal?: AbortSignal;
}

/** Result of a refresh: the new snapshot, and per source whether it was refreshed or why not. */
export interface RefreshAdvisoriesResult {
  snapshot: AdvisorySnapshot;
  /** Source → `refreshed`, `kept` (no URL: previous data kept) or the error message (previous data kept). */
  outcome: Partial<Record<AdvisorySourceId, string>>;
}

/**
 * Fetches every configured source through `fetchText`, parses it with the reviewed mapping and builds a new
 * snapshot. A source that fails (network, status, parse) keeps its advisories from `options.previous` and reports
 * the error in `outcome`; the refresh itself never throws for one source.
 * @param urls where each source is fetched from
 * @param fetchText injected HTTP client
 * @returns the snapshot (same shape as the bundled one) and per-source outcome
 */
export async function refreshAdvisories(
  urls: AdvisorySourceUrls,
  fetchText: FetchText,
  options: RefreshAdvisoriesOptions = {},
): Promise<RefreshAdvisoriesResult> {
  const mapping = options.mapping ?? loadAdvisorySourceMapping();
  const names = mapping.sources;
  const init = { signal: options.signal };
  const getJson = async (url: string): Promise<unknown> => JSON.parse(await fetchText(url, init)) as unknown;
  // technologies known to a refreshed source even without advisories (known clean), and those of the previous snapshot
  const covered: Record<string, { scheme: VersionScheme; source: AdvisorySourceId }> = {};
  const tasks: Record<AdvisorySourceId, (() => Promise<SourcedAdvisory[]>) | undefined> = {
    retire: urls.retire
      ? async () => {
          const repository = await getJson(urls.retire!);
          for (const [technology, scheme] of Object.entries(
            retireCoveredTechnologies(repository, names.retire),
          ))
            covered[technology] = { scheme, source: 'retire' };
          return parseRetireRepository(repository, names.retire);
        }
      : undefined,
    nginx: urls.nginx
      ? async () => parseNginxAdvisories(await fetchText(urls.nginx!, init), names.nginx)
      : undefined,
    httpd: urls.httpd?.length
      ? async () =>
          (
            await Promise.all(urls.httpd!.map(async (u) => parseHttpdRecord(await getJson(u), names.httpd)))
          ).flat()
      : undefined,
    friendsofphp: urls.friendsofphp?.length
      ? async () =>
          (
            await Promise.all(
              urls.friendsofphp!.map(async (u) =>
                parseFriendsOfPhpAdvisory(new URL(u).pathname, await fetchText(u, init), names.friendsofphp),
              ),
            )
          ).flat()
      : undefined,
    osv:
      urls.osv?.length || urls.osvApi
        ? async () => {
            const fromApi = urls.osvApi
              ? await fetchOsvApiAdvisories(urls.osvApi, names.osv, fetchText, {
                  signal: options.signal,
                  limits: options.osvApiLimits,
                  // unchanged records are reused from the snapshot the refresh would keep
                  previous: previousAdvisories(
                    holds(options.previous, 'osv')
                      ? options.previous
                      : (options.fallback ?? options.previous),
                    'osv',
                  ),
                })
              : undefined;
            const fromUrls = (
              await Promise.all(
                (urls.osv ?? []).map(async (u) => parseOsvRecord(await getJson(u), names.osv)),
              )
            ).flat();
            for (const technology of fromApi?.covered ?? [])
              covered[technology] ??= { scheme: 'semver', source: 'osv' };
            return [...(fromApi?.advisories ?? []), ...fromUrls];
          }
        : undefined,
    govulndb: urls.govulndb?.length
      ? async () =>
          (
            await Promise.all(
              urls.govulndb!.map(async (u) => parseOsvRecord(await getJson(u), names.govulndb, 'govulndb')),
            )
          ).flat()
      : undefined,
    pypa: urls.pypa?.length
      ? async () =>
          (
            await Promise.all(
              // YAML is a superset of JSON: one parser reads the repository's .yaml and osv.dev's JSON
              urls.pypa!.map(async (u) =>
                parseOsvRecord(parseYaml(await fetchText(u, init)), names.pypa, 'pypa'),
              ),
            )
          ).flat()
      : undefined,
    roundcube: urls.roundcube?.length
      ? async () =>
          parseRoundcubeAdvisories(
            parseRoundcubeChangelog(await Promise.all(urls.roundcube!.map((u) => fetchText(u, init)))),
            names.roundcube,
          )
      : undefined,
    php: urls.php?.length
      ? async () =>
          parsePhpAdvisories(
            (await Promise.all(urls.php!.map((u) => fetchText(u, init)))).flatMap(parsePhpChangelog),
            names.php,
          )
      : undefined,
    lighttpd: urls.lighttpd
      ? async () =>
          parseLighttpdAdvisories(parseLighttpdNews(await fetchText(urls.lighttpd!, init)), names.lighttpd)
      : undefined,
    git: urls.git?.length
      ? async () =>
          parseGitAdvisories(
            parseGitReleaseNotes(
              await Promise.all(
                urls.git!.map(async (u) => ({ path: new URL(u).pathname, text: await fetchText(u, init) })),
              ),
            ),
            names.git,
          )
      : undefined,
    jetty: urls.jetty?.length
      ? async () =>
          parseJettyAdvisories(
            parseJettyVersionTxt(await Promise.all(urls.jetty!.map((u) => fetchText(u, init)))),
            names.jetty,
          )
      : undefined,
    cve: urls.cve?.length
      ? async () =>
          parseCveCollection(
            (await Promise.all(urls.cve!.map((u) => fetchText(u, init)))).flatMap(readCveRecords),
            names.cve,
            { branchBackports: mapping.branchBackports },
          ).advisories
      : undefined,
    rubysec: urls.rubysec?.length
      ? async () =>
          (
            await Promise.all(
              urls.rubysec!.map(async (u) =>
                parseRubysecAdvisory(new URL(u).pathname, await fetchText(u, init), names.rubysec),
              ),
            )
          ).flat()
      : undefined,
  };
  const holds = (snapshot: AdvisorySnapshot | undefined, source: AdvisorySourceId): boolean =>
    Object.values(snapshot?.technologies ?? {}).some((t) => (t.sources ?? []).includes(source));
  const previous = (source: AdvisorySourceId): SourcedAdvisory[] => {
    const from = holds(options.previous, source) ? options.previous : (options.fallback ?? options.previous);
    for (const [technology, t] of Object.entries(from?.technologies ?? {}))
      if ((t.sources ?? []).includes(source) && !covered[technology])
        covered[technology] = { scheme: t.scheme, source };
    return previousAdvisories(from, source);
  };
  const previousAdvisories = (
    from: AdvisorySnapshot | undefined,
    source: AdvisorySourceId,
  ): SourcedAdvisory[] =>
    Object.entries(from?.technologies ?? {}).flatMap(([technology, t]) =>
      t.advisories
        .filter((a) => a.source === source)
        .map((advisory) => ({ technology, scheme: t.scheme, advisory })),
    );
  const outcome: RefreshAdvisoriesResult['outcome'] = {};
  const all: SourcedAdvisory[] = [];
  for (const source of ADVISORY_SOURCE_IDS) {
    const task = tasks[source];
    if (!task) {
      all.push(...previous(source));
      outcome[source] = 'kept';
      continue;
    }
    try {
      all.push(...(await task()));
      outcome[source] = 'refreshed';
    } catch (error) {
      all.push(...previous(source));
      outcome[source] = error instanceof Error ? error.message : String(error);
    }
  }
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  // provenance for humans, kept small: per source the first URL and how many were fetched
  const fetched = Object.fromEntries(
    Object.entries(urls)
      .filter(([, u]) => (Array.isArray(u) ? u.length > 0 : !!u))
      .map(([source, u]) => [source, Array.isArray(u) ? { first: u[0], count: u.length } : u]),
  );
  const inputs: Record<string, unknown> = {
    ...(options.previous?.inputs ?? {}),
    refreshed: { at: today, urls: fetched },
  };
  // a source fetched now has data of today (advisorySourceDates); one kept or failed keeps its previous day
  for (const source of ADVISORY_SOURCE_IDS)
    if (outcome[source] === 'refreshed')
      inputs[source] = { refreshedFrom: fetched[source] ?? null, date: today };
  return { snapshot: buildAdvisorySnapshot(all, mapping, today, inputs, covered), outcome };
}
