import { loadFingerprints, loadLatestVersionTable, loadReleaseSnapshot } from '@stacklens/analyzer';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config';
import { createDataSource } from '../src/database/data-source';
import { seedCatalogue } from '../src/database/seeds/catalogue';

/** Migrations and the catalogue seed against a fresh schema of the real database. */
describe('database: migrations and catalogue seed', () => {
  let dataSource: DataSource;
  const schema = `test_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema });
    dataSource = await createDataSource(config.database);
  });

  afterAll(async () => {
    await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await dataSource.destroy();
  });

  it('creates the schema and applies every migration once', async () => {
    expect((await dataSource.runMigrations()).length).toBeGreaterThan(0);
    expect(await dataSource.runMigrations()).toEqual([]);
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [schema],
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'analysis',
        'category',
        'score_history',
        'technology',
        'technology_category',
        'website',
        'website_technology',
      ]),
    );
  });

  it('seeds the catalogue idempotently, with categories and latest versions', async () => {
    const set = loadFingerprints();
    const table = loadLatestVersionTable();
    const first = await seedCatalogue(dataSource, set, table);
    expect(first).toMatchObject({ categories: set.categories.size, technologies: set.technologies.size });
    expect(first.latestVersions).toBeGreaterThan(0);

    // A later, newer latest version (from the refreshing job) is not overwritten by a re-seed.
    await dataSource.query(
      `UPDATE technology SET latest_version = '99.0.0', latest_checked_at = now() + interval '1 day' WHERE name = 'jQuery'`,
    );
    const second = await seedCatalogue(dataSource, set, table);
    expect(second).toEqual({ ...first, latestVersions: 0 });

    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM technology`);
    expect(count).toBe(set.technologies.size);
    const wordpress = await dataSource.query(
      `SELECT t.slug, t.website, c.slug AS category FROM technology t
         JOIN technology_category tc ON tc.technology_id = t.id JOIN category c ON c.id = tc.category_id
        WHERE t.name = 'WordPress' ORDER BY c.priority`,
    );
    expect(wordpress[0]).toMatchObject({ slug: 'wordpress', category: 'cms' });
    const [jquery] = await dataSource.query(`SELECT latest_version FROM technology WHERE name = 'jQuery'`);
    expect(jquery.latest_version).toBe('99.0.0');
  });

  it('seeds latest versions and end-of-life cycles from the bundled release snapshot, offline', async () => {
    const snapshot = loadReleaseSnapshot();
    await dataSource.query(`UPDATE technology SET latest_version = NULL, latest_checked_at = NULL, eol_cycles = NULL`);
    const seeded = await seedCatalogue(dataSource, loadFingerprints(), loadLatestVersionTable(), snapshot);
    expect(seeded.latestVersions).toBeGreaterThanOrEqual(300);
    const rows: { name: string; latest_version: string; eol_product: string | null; eol_cycles: unknown[] | null }[] =
      await dataSource.query(
        `SELECT name, latest_version, eol_product, eol_cycles FROM technology
          WHERE name IN ('WordPress', 'Apache HTTP Server', 'Nginx', 'PHP') ORDER BY name`,
      );
    expect(rows.map((r) => [r.name, r.latest_version, r.eol_product])).toEqual(
      ['Apache HTTP Server', 'Nginx', 'PHP', 'WordPress'].map((name) => [
        name,
        snapshot.technologies[name].latest,
        snapshot.technologies[name].eolProduct,
      ]),
    );
    const php = rows.find((r) => r.name === 'PHP');
    expect(php?.eol_cycles).toEqual(expect.arrayContaining([expect.objectContaining({ cycle: '7.4', eol: '2022-11-28' })]));
  });

  it('allows one queued/running analysis per domain, any number of finished ones', async () => {
    const insert = (status: string) =>
      dataSource.query(
        `INSERT INTO analysis (domain, url, status) VALUES ('example.com', 'https://example.com', $1)`,
        [status],
      );
    await insert('succeeded');
    await insert('failed');
    await insert('queued');
    await expect(insert('running')).rejects.toMatchObject({ driverError: { code: '23505' } });
  });
});
