import {
  snapshotCycles,
  type FingerprintSet,
  type LatestVersionTable,
  type ReleaseSnapshot,
} from '../../common/analyzer.client';
import type { DataSource, EntityManager } from 'typeorm';

/** Rows written per INSERT statement (keeps parameters under PostgreSQL's 65535 limit). */
const BATCH = 500;

/** Counts of a catalogue seed. */
export interface CatalogueSeedResult {
  categories: number;
  technologies: number;
  links: number;
  /** Technologies whose latest version was taken from the bundled release snapshot or table. */
  latestVersions: number;
}

/**
 * Upserts the technology catalogue from the fingerprint set: categories (id, name, slug, priority),
 * technologies (name, slug, website, icon, description) and their category links. Idempotent: a re-run
 * updates changed fields, adds new entries and replaces the links of every seeded technology; it never
 * touches latest_version/eol columns (they belong to the latest-versions job) except to fill them from the bundled
 * release snapshot (`snapshot`: latest version and end-of-life cycles, offline) and table (`latest`: names the
 * snapshot does not know), where the catalogue has no value or an older one.
 */
export async function seedCatalogue(
  dataSource: DataSource,
  set: FingerprintSet,
  latest?: LatestVersionTable,
  snapshot?: ReleaseSnapshot,
): Promise<CatalogueSeedResult> {
  const categories = [...set.categories.values()];
  const technologies = [...set.technologies.values()];
  return dataSource.transaction(async (manager) => {
    for (const batch of chunks(categories)) {
      await insertRows(
        manager,
        'category',
        ['id', 'name', 'slug', 'priority'],
        batch.map((c) => [c.id, c.name, c.slug, c.priority]),
        `ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, priority = EXCLUDED.priority`,
      );
    }
    // A slug now claimed by another name (upstream rename/collision order change) is freed first.
    await manager.query(
      `UPDATE technology t SET slug = t.slug || '~' || t.id
         FROM unnest($1::text[], $2::text[]) AS n(name, slug)
        WHERE t.slug = n.slug AND t.name <> n.name`,
      [technologies.map((t) => t.name), technologies.map((t) => t.slug)],
    );
    for (const batch of chunks(technologies)) {
      await insertRows(
        manager,
        'technology',
        ['name', 'slug', 'website', 'icon', 'description'],
        batch.map((t) => [t.name, t.slug, t.website, t.icon, t.description]),
        `ON CONFLICT (name) DO UPDATE SET slug = EXCLUDED.slug, website = EXCLUDED.website, icon = EXCLUDED.icon,
           description = EXCLUDED.description, updated_at = now()`,
      );
    }
    const ids = new Map<string, number>(
      ((await manager.query(`SELECT id, name FROM technology`)) as { id: number; name: string }[]).map(
        (r) => [r.name, r.id],
      ),
    );
    const seededIds = technologies.map((t) => ids.get(t.name)).filter((id): id is number => id !== undefined);
    await manager.query(`DELETE FROM technology_category WHERE technology_id = ANY($1::int[])`, [seededIds]);
    const links = technologies.flatMap((t) =>
      t.categoryIds.filter((id) => set.categories.has(id)).map((categoryId) => [ids.get(t.name), categoryId]),
    );
    for (const batch of chunks(links)) {
      await insertRows(
        manager,
        'technology_category',
        ['technology_id', 'category_id'],
        batch,
        'ON CONFLICT DO NOTHING',
      );
    }
    const fromSnapshot = snapshot ? await seedSnapshot(manager, snapshot) : 0;
    const known = new Set(Object.keys(snapshot?.technologies ?? {}));
    const latestVersions = fromSnapshot + (latest ? await seedLatestVersions(manager, latest, known) : 0);
    return {
      categories: categories.length,
      technologies: technologies.length,
      links: links.length,
      latestVersions,
    };
  });
}

/**
 * Takes latest versions from the analyzer's bundled, reviewed table — only where the catalogue has none or an
 * older one (the refreshing latest-versions job writes newer `latest_checked_at` values).
 */
async function seedLatestVersions(
  manager: EntityManager,
  table: LatestVersionTable,
  skip: ReadonlySet<string>,
): Promise<number> {
  const entries = Object.entries(table.versions).filter(([name]) => !skip.has(name));
  if (!entries.length) return 0;
  const result: [unknown[], number] = await manager.query(
    `UPDATE technology t SET latest_version = v.version, latest_checked_at = $3::date, updated_at = now()
       FROM unnest($1::text[], $2::text[]) AS v(name, version)
      WHERE t.name = v.name AND (t.latest_checked_at IS NULL OR t.latest_checked_at < $3::date)`,
    [entries.map(([name]) => name), entries.map(([, version]) => version), table.checkedAt],
  );
  return result[1];
}

/**
 * Takes latest versions and end-of-life cycles from the analyzer's bundled release snapshot, dated by
 * its `generatedAt`, where the catalogue has none or an older one: a fresh database knows them offline, and the
 * refresh job's newer values are never overwritten.
 */
async function seedSnapshot(manager: EntityManager, snapshot: ReleaseSnapshot): Promise<number> {
  const entries = Object.entries(snapshot.technologies);
  if (!entries.length) return 0;
  const result: [unknown[], number] = await manager.query(
    `UPDATE technology t SET latest_version = v.version, latest_checked_at = $5::date,
            eol_product = COALESCE(v.product, t.eol_product), eol_cycles = COALESCE(v.cycles::jsonb, t.eol_cycles),
            updated_at = now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS v(name, version, product, cycles)
      WHERE t.name = v.name AND (t.latest_checked_at IS NULL OR t.latest_checked_at < $5::date)`,
    [
      entries.map(([name]) => name),
      entries.map(([, entry]) => entry.latest),
      entries.map(([, entry]) => entry.eolProduct ?? null),
      entries.map(([, entry]) => (entry.cycles?.length ? JSON.stringify(snapshotCycles(entry)) : null)),
      snapshot.generatedAt,
    ],
  );
  return result[1];
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

async function insertRows(
  manager: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
  conflict: string,
): Promise<void> {
  if (!rows.length) return;
  const params: unknown[] = [];
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  await manager.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ${conflict}`,
    params,
  );
}
