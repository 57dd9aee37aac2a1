/**
 * The GitHub Advisory Database's npm advisories through osv.dev's API (issue 20 §1): the database's repository is
 * 3.3 GB of one file per advisory, while osv.dev serves the same OSV records (CC-BY 4.0, GitHub's) by package. The
 * refresh asks for exactly the npm packages of the reviewed mapping's `osv` section, then fetches each GitHub
 * advisory once. Wire format (https://google.github.io/osv.dev/api/): `POST /v1/querybatch` with
 * `{queries: [{package: {ecosystem: 'npm', name}, page_token?}]}` → `{results: [{vulns?: [{id, modified}],
 * next_page_token?}]}` in query order; `GET /v1/vulns/{id}` → one OSV record. A record the previous snapshot holds
 * with the same `modified` for every technology listing it is reused, not fetched again: a daily refresh costs the
 * querybatch requests and the changed records only.
 */
import { parseOsvRecord, type SourcedAdvisory } from './sources';
import type { FetchText } from './refresh';

/** Bounds of one refresh through osv.dev's API. */
export interface OsvApiLimits {
  /** Package queries per `querybatch` request (osv.dev accepts 1000). */
  queriesPerBatch: number;
  /** Pages followed per package (osv.dev pages a package's ids by 1000): beyond, the source fails. */
  maxPagesPerPackage: number;
  /**
   * GitHub advisories fetched at most: beyond, the source fails and keeps its previous data — a partial set would
   * call vulnerable versions clean.
   */
  maxAdvisories: number;
  /** `GET /v1/vulns/{id}` requests in flight. */
  concurrency: number;
}

/**
 * Default bounds: the 271 mapped packages fit in one batch; the GitHub database holds about 1,500 advisories for
 * them (Next.js alone ~60), so 5,000 leaves room while bounding a misbehaving server; 8 requests in flight.
 */
export const OSV_API_LIMITS: Readonly<OsvApiLimits> = {
  queriesPerBatch: 500,
  maxPagesPerPackage: 10,
  maxAdvisories: 5_000,
  concurrency: 8,
};

/** Ids of the GitHub Advisory Database (`GHSA-xxxx-xxxx-xxxx`); osv.dev also serves `MAL-` malicious-package reports. */
const GITHUB_ID = /^GHSA(?:-[0-9a-z]{4}){3}$/;

/** What {@link fetchOsvApiAdvisories} found. */
export interface OsvApiResult {
  advisories: SourcedAdvisory[];
  /** Technologies whose packages osv.dev answered for (with or without advisories): known clean otherwise. */
  covered: string[];
  /** GitHub advisories fetched. */
  fetched: number;
  /** GitHub advisories unchanged since `previous` (same `modified`), reused without a request. */
  reused: number;
  /** Ids osv.dev listed that are not GitHub's (`MAL-…` and others), not fetched. */
  skipped: number;
}

interface QueryBatchResponse {
  results?: Array<{ vulns?: Array<{ id?: unknown; modified?: unknown }>; next_page_token?: unknown }>;
}

/**
 * Fetches the GitHub advisories of the mapped npm packages from an osv.dev-compatible API and parses them with
 * {@link parseOsvRecord} (source `osv`). Only `GHSA-` ids are fetched; `MAL-` (malicious package) and other
 * databases' ids are skipped; withdrawn advisories are kept with their date (the lookup ignores them).
 * @param apiBase the API's base URL, e.g. `https://api.osv.dev` (no trailing `/v1`)
 * @param names the mapping's `osv` section: npm package name → technology
 * @param fetchText the refresh's HTTP client (POST for `querybatch`, GET for records)
 * @param options.previous the previous snapshot's `osv` advisories: those whose `modified` is unchanged are reused
 * @throws Error on a malformed answer, a package paging beyond `maxPagesPerPackage`, more than `maxAdvisories`
 *   advisories, or any failed request (the caller keeps the previous data)
 */
export async function fetchOsvApiAdvisories(
  apiBase: string,
  names: Record<string, string>,
  fetchText: FetchText,
  options: { signal?: AbortSignal; limits?: Partial<OsvApiLimits>; previous?: SourcedAdvisory[] } = {},
): Promise<OsvApiResult> {
  const limits = { ...OSV_API_LIMITS, ...options.limits };
  const base = apiBase.replace(/\/+$/, '');
  const signal = options.signal;
  // id → the listing's `modified` and the technologies whose packages list it
  const ids = new Map<string, { modified: unknown; technologies: Set<string> }>();
  let skipped = 0;
  const pages = new Map<string, number>();
  let pending: Array<{ name: string; pageToken?: string }> = Object.keys(names).map((name) => ({ name }));
  while (pending.length) {
    const next: typeof pending = [];
    for (let i = 0; i < pending.length; i += limits.queriesPerBatch) {
      const batch = pending.slice(i, i + limits.queriesPerBatch);
      const body = JSON.stringify({
        queries: batch.map((q) => ({
          package: { ecosystem: 'npm', name: q.name },
          ...(q.pageToken ? { page_token: q.pageToken } : {}),
        })),
      });
      const answer = JSON.parse(
        await fetchText(`${base}/v1/querybatch`, { signal, method: 'POST', body }),
      ) as QueryBatchResponse;
      if (!Array.isArray(answer.results) || answer.results.length !== batch.length)
        throw new Error(`osv.dev querybatch: ${batch.length} queries answered by a malformed result list`);
      answer.results.forEach((result, j) => {
        for (const vuln of result.vulns ?? []) {
          const id = String(vuln.id ?? '');
          if (!GITHUB_ID.test(id)) {
            skipped++;
            continue;
          }
          const entry = ids.get(id) ?? { modified: vuln.modified, technologies: new Set<string>() };
          entry.technologies.add(names[batch[j].name]);
          ids.set(id, entry);
        }
        const token = result.next_page_token;
        if (typeof token !== 'string' || !token) return;
        const name = batch[j].name;
        const count = (pages.get(name) ?? 1) + 1;
        if (count > limits.maxPagesPerPackage)
          throw new Error(`osv.dev querybatch: ${name} pages beyond ${limits.maxPagesPerPackage}`);
        pages.set(name, count);
        next.push({ name, pageToken: token });
      });
      if (ids.size > limits.maxAdvisories)
        throw new Error(
          `osv.dev: more than ${limits.maxAdvisories} GitHub advisories for the mapped packages`,
        );
    }
    pending = next;
  }
  const previous = new Map<string, SourcedAdvisory[]>();
  for (const entry of options.previous ?? [])
    if (entry.advisory.source === 'osv')
      previous.set(entry.advisory.id, [...(previous.get(entry.advisory.id) ?? []), entry]);
  const advisories: SourcedAdvisory[] = [];
  const queue: string[] = [];
  for (const [id, { modified, technologies }] of [...ids].sort(([a], [b]) => a.localeCompare(b))) {
    const kept = previous.get(id) ?? [];
    const unchanged =
      typeof modified === 'string' &&
      [...technologies].every((t) =>
        kept.some((k) => k.technology === t && k.advisory.modified === modified),
      );
    if (unchanged) advisories.push(...kept);
    else queue.push(id);
  }
  const fetched = queue.length;
  const worker = async (): Promise<void> => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const record = JSON.parse(
          await fetchText(`${base}/v1/vulns/${encodeURIComponent(id)}`, { signal }),
        ) as { id?: unknown };
        if (record.id !== id) throw new Error(`osv.dev vulns/${id}: answered record ${String(record.id)}`);
        advisories.push(...parseOsvRecord(record, names, 'osv'));
      } catch (error) {
        queue.length = 0; // the source failed: the other workers stop after their request
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, queue.length)) }, worker));
  return {
    advisories,
    covered: [...new Set(Object.values(names))].sort(),
    fetched,
    reused: ids.size - fetched,
    skipped,
  };
}
