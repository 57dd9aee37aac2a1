/**
 * The SQL of technology lists, shared by {@link ListsService} and `bench/lists.ts` (which times the same statements
 * with and without the lists indexes). `where` is a condition over `wt` (website_technology), `w` (the website:
 * domain, url, score, updated_at) and `h` (the open website_technology_history row: first_seen_at, last_seen_at).
 */

/**
 * The rows of a list in keyset order (website id, technology id). The website and the open history row are joined
 * as LATERAL subqueries that PostgreSQL cannot flatten (OFFSET 0, LIMIT 1), so the plan is always a nested loop
 * driven by `website_technology_list_idx` in that order: no sort, rows come out as soon as they are found — the
 * first rows of an export stream at once, a page reads only its own rows.
 */
export function listSelectSql(where: string): string {
  return `SELECT wt.website_id, wt.technology_id, w.domain, w.url, t.slug AS technology, wt.version,
                 coalesce(h.first_seen_at, w.updated_at) AS first_seen_at,
                 coalesce(h.last_seen_at, w.updated_at) AS last_seen_at,
                 w.score, w.updated_at AS last_analyzed_at
            FROM website_technology wt
            JOIN technology t ON t.id = wt.technology_id
            CROSS JOIN LATERAL (
              SELECT w.domain, w.url, w.score, w.updated_at FROM website w
               WHERE w.id = wt.website_id AND NOT w.hidden OFFSET 0
            ) w
            LEFT JOIN LATERAL (
              SELECT h.first_seen_at, h.last_seen_at FROM website_technology_history h
               WHERE h.website_id = wt.website_id AND h.technology_id = wt.technology_id AND h.removed_at IS NULL
               LIMIT 1
            ) h ON true
           WHERE ${where}
           ORDER BY wt.website_id, wt.technology_id`;
}

/**
 * The number of rows of a list. Hidden websites are few: they are taken out by an anti-join on the partial index
 * `website_hidden_idx`, so a count reads only `website_technology_list_idx` (index-only) unless `where` filters on
 * the website or the history row, which are then joined.
 */
export function listCountSql(where: string): string {
  const joins = [
    /\bw\./.test(where) ? 'JOIN website w ON w.id = wt.website_id' : '',
    /\bh\./.test(where)
      ? `LEFT JOIN website_technology_history h
           ON h.website_id = wt.website_id AND h.technology_id = wt.technology_id AND h.removed_at IS NULL`
      : '',
  ].join('\n');
  return `SELECT count(*) FROM website_technology wt
          ${joins}
           WHERE ${where}
             AND NOT EXISTS (SELECT 1 FROM website hidden WHERE hidden.id = wt.website_id AND hidden.hidden)`;
}
