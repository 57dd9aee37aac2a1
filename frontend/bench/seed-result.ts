/** The analysed website the benchmarks render (`seedResult`), shared by `http.ts` and `ssr.ts`. */
import { sqlIn } from '../e2e/support/sql';
import type { RunningStack } from '../e2e/support/stack';

/** The domain of the seeded result: its page is `/analysis/website/bench-result.example`. */
export const BENCH_DOMAIN = 'bench-result.example';

/** Runs SQL in the benchmark stack's schema. */
const sql = (stack: RunningStack, statement: string, params: unknown[] = []) =>
  sqlIn(stack, statement, params);

/** One analysed website with 30 detected technologies and a year of score history (a typical result page). */
export async function seedResult(stack: RunningStack): Promise<void> {
  const [row] = await sql(
    stack,
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
     VALUES ($1, $2, 'https', 81, 'success', 1, 200, now() - interval '1 day', now() - interval '1 day')
     RETURNING id`,
    [BENCH_DOMAIN, `https://${BENCH_DOMAIN}`],
  );
  await sql(
    stack,
    `INSERT INTO website_technology (website_id, technology_id, version, confidence)
     SELECT $1, t.id, '1.2.3', 100 FROM technology t ORDER BY t.id LIMIT 30`,
    [row.id],
  );
  await sql(
    stack,
    `INSERT INTO score_history (website_id, score, model_version, created_at)
     SELECT $1, 60 + (g % 30), 1, now() - g * interval '1 week' FROM generate_series(0, 51) g`,
    [row.id],
  );
}

/** Domain of the `index`-th website of {@link seedWebsites}. */
export const benchWebsite = (index: number) => `bench-${index}.example`;

/**
 * `count` more analysed websites (`bench-0.example`, `bench-1.example`, …), each with 10 technologies and 12 weeks of
 * score history: distinct result pages, for first renders whose data nobody has read yet (the web server's render
 * data cache and the API's response cache both miss, as for a visitor opening a website nobody opened lately).
 */
export async function seedWebsites(stack: RunningStack, count: number): Promise<void> {
  await sql(
    stack,
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
     SELECT 'bench-' || g || '.example', 'https://bench-' || g || '.example', 'https', 50 + (g % 40), 'warning', 1, 200,
            now() - interval '1 day', now() - interval '1 day'
     FROM generate_series(0, $1 - 1) g`,
    [count],
  );
  await sql(
    stack,
    `INSERT INTO website_technology (website_id, technology_id, version, confidence)
     SELECT w.id, t.id, '1.2.3', 100
     FROM (SELECT id, row_number() OVER () AS n FROM website WHERE domain ~ '^bench-[0-9]+\\.example$') w
     CROSS JOIN generate_series(0, 9) k
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM technology) t ON t.n = (w.n * 7 + k * 53) % 600`,
  );
  await sql(
    stack,
    `INSERT INTO score_history (website_id, score, model_version, created_at)
     SELECT w.id, 60 + (g % 30), 1, now() - g * interval '1 week'
     FROM website w CROSS JOIN generate_series(0, 11) g WHERE w.domain ~ '^bench-[0-9]+\\.example$'`,
  );
}
