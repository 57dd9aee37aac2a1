import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BulkExportRecord } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import type { ExportColumn } from '../../common/data-export';

/** Columns of a bulk analysis's CSV export; `technologies` as `Name version; Name` (categories: JSON Lines only). */
export const BULK_EXPORT_COLUMNS: ExportColumn<BulkExportRecord>[] = [
  { header: 'analysis_id', value: (record) => record.analysisId },
  { header: 'domain', value: (record) => record.domain },
  { header: 'url', value: (record) => record.url },
  { header: 'status', value: (record) => record.status },
  { header: 'status_code', value: (record) => record.statusCode },
  { header: 'error_code', value: (record) => record.errorCode },
  { header: 'score', value: (record) => record.score },
  { header: 'band', value: (record) => record.band },
  {
    header: 'technologies',
    value: (record) =>
      record.technologies
        ?.map((technology) =>
          technology.version ? `${technology.name} ${technology.version}` : technology.name,
        )
        .join('; '),
  },
  { header: 'requested_at', value: (record) => record.requestedAt },
  { header: 'finished_at', value: (record) => record.finishedAt },
];

interface BulkRow {
  id: string;
  domain: string;
  url: string;
  status: BulkExportRecord['status'];
  status_code: number | null;
  error_code: string | null;
  created_at: Date;
  finished_at: Date | null;
  website_id: string | null;
  score: number | null;
  band: string | null;
}

interface TechnologyRow {
  website_id: string;
  name: string;
  slug: string;
  version: string | null;
  categories: string[];
}

/**
 * The results of a bulk request's analyses (`GET /api/v2/websites/analyze/bulk/export`): each analysis' state and,
 * once it succeeded, its website's current result (score, band, technologies) — read as a report from the websites
 * and technologies tables. Results are public (anyone may follow an analysis and read its result), so any id is
 * answered; a removed (hidden) domain's result is never included.
 */
@Injectable()
export class BulkExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The records of `ids`, in the order given; unknown ids are left out (at most 100 ids, two queries).
   */
  async *records(ids: string[]): AsyncGenerator<BulkExportRecord> {
    const rows: BulkRow[] = await this.dataSource.query(
      `SELECT a.id, a.domain, a.url, a.status, a.status_code, a.error_code, a.created_at, a.finished_at,
              w.id AS website_id, w.score, w.band
         FROM analysis a
         LEFT JOIN website w ON w.domain = a.domain AND NOT w.hidden AND a.status = 'succeeded'
        WHERE a.id = ANY($1::uuid[])`,
      [ids],
    );
    const websiteIds = rows.flatMap((row) => (row.website_id ? [row.website_id] : []));
    const technologies: TechnologyRow[] = websiteIds.length
      ? await this.dataSource.query(
          `SELECT wt.website_id, coalesce(t.display_name, t.name) AS name, t.slug, wt.version,
                  coalesce(array_agg(c.name ORDER BY c.name) FILTER (WHERE c.name IS NOT NULL), '{}') AS categories
             FROM website_technology wt
             JOIN technology t ON t.id = wt.technology_id
             LEFT JOIN technology_category tc ON tc.technology_id = t.id
             LEFT JOIN category c ON c.id = tc.category_id
            WHERE wt.website_id = ANY($1::uuid[])
            GROUP BY wt.website_id, t.id, wt.version
            ORDER BY lower(coalesce(t.display_name, t.name))`,
          [websiteIds],
        )
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      yield {
        analysisId: row.id,
        domain: row.domain,
        url: row.url,
        status: row.status,
        statusCode: row.status_code,
        errorCode: row.error_code,
        score: row.website_id ? row.score : null,
        band: row.website_id ? row.band : null,
        technologies: row.website_id
          ? technologies
              .filter((technology) => technology.website_id === row.website_id)
              .map(({ name, slug, version, categories }) => ({ name, slug, version, categories }))
          : null,
        requestedAt: new Date(row.created_at).toISOString(),
        finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      };
    }
  }
}
