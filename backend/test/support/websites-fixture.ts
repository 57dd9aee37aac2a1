import type { DataSource } from 'typeorm';

/** A stored analysis result, written directly into website / website_technology / score_history. */
export interface WebsiteFixture {
  domain: string;
  score: number;
  /** Technology names of the seeded catalogue, optionally with the detected version. */
  techs: (string | [name: string, version: string | null])[];
  /** When the latest analysis ran (score_history.created_at, website.updated_at). Default: now. */
  analysedDaysAgo?: number;
  hidden?: boolean;
}

/** Inserts websites as the worker would have stored them; returns their ids by domain. */
export async function insertWebsites(
  dataSource: DataSource,
  websites: WebsiteFixture[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const website of websites) {
    const analysedAt = new Date(Date.now() - (website.analysedDaysAgo ?? 0) * 86_400_000);
    const band = website.score >= 90 ? 'success' : website.score >= 50 ? 'warning' : 'error';
    const [row] = (await dataSource.query(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, hidden, created_at, updated_at)
       VALUES ($1, $2, 'https', $3, $4, 1, 200, $5, $6, $6) RETURNING id`,
      [website.domain, `https://${website.domain}`, website.score, band, website.hidden ?? false, analysedAt],
    )) as { id: string }[];
    ids[website.domain] = row.id;
    await dataSource.query(
      `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES ($1, $2, 1, $3)`,
      [row.id, website.score, analysedAt],
    );
    for (const tech of website.techs) {
      const [name, version] = typeof tech === 'string' ? [tech, null] : tech;
      const inserted: unknown[] = await dataSource.query(
        `INSERT INTO website_technology (website_id, technology_id, version, confidence)
         SELECT $1, id, $3, 100 FROM technology WHERE name = $2 RETURNING technology_id`,
        [row.id, name, version],
      );
      if (!inserted.length) throw new Error(`No technology named ${name} in the catalogue`);
    }
  }
  return ids;
}

/** The catalogue slug of a technology name. */
export async function slugOf(dataSource: DataSource, name: string): Promise<string> {
  const rows: { slug: string }[] = await dataSource.query(`SELECT slug FROM technology WHERE name = $1`, [
    name,
  ]);
  if (!rows[0]) throw new Error(`No technology named ${name}`);
  return rows[0].slug;
}
