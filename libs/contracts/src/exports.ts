import { z } from 'zod';
import { MAX_BULK_URLS } from './websites';

/**
 * Downloads of one's own data (issue 21 §2): the history, the monitors and a bulk analysis's results, streamed as
 * CSV (RFC 4180, a header row, cells that a spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`,
 * tab or carriage return — prefixed with `'`) or JSON Lines (one JSON object per line).
 */
export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, {
  message: `The format is one of ${EXPORT_FORMATS.join(', ')}.`,
});
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** `GET /api/v2/user/history/export` and `GET /api/v2/monitors/export` query (`format` defaults to csv). */
export const ExportQuerySchema = z.object({ format: ExportFormatSchema.default('csv') });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * `GET /api/v2/websites/analyze/bulk/export?ids=…&format=csv|jsonl`: the results of a bulk request's analyses —
 * `ids` the analysis ids its response gave, comma-separated (at most {@link MAX_BULK_URLS}; read them with
 * {@link bulkExportIds}).
 */
export const BulkExportQuerySchema = z.object({
  ids: z
    .string()
    .regex(
      new RegExp(`^${UUID}(,${UUID}){0,${MAX_BULK_URLS - 1}}$`),
      `List up to ${MAX_BULK_URLS} analysis ids (UUIDs), comma-separated.`,
    ),
  format: ExportFormatSchema.default('csv'),
});
export type BulkExportQuery = z.infer<typeof BulkExportQuerySchema>;

/** The distinct analysis ids of a {@link BulkExportQuery}, lowercase, in the order given. */
export function bulkExportIds(query: Pick<BulkExportQuery, 'ids'>): string[] {
  return [...new Set(query.ids.toLowerCase().split(','))];
}

/** One technology of a bulk export's JSON Lines record. */
export const BulkExportTechnologySchema = z.object({
  name: z.string(),
  slug: z.string(),
  version: z.string().nullable(),
  categories: z.array(z.string()),
});

/**
 * One line of a bulk analysis's JSON Lines export (the CSV has the same columns, `technologies` as
 * `Name version; Name` and `categories` left out): the analysis' state and, once it succeeded, the website's
 * current result (score, band and technologies; null while running, after a failure, or for a removed domain).
 */
export const BulkExportRecordSchema = z.object({
  analysisId: z.string(),
  domain: z.string(),
  url: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  statusCode: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  score: z.number().int().nullable(),
  band: z.string().nullable(),
  technologies: z.array(BulkExportTechnologySchema).nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkExportRecord = z.infer<typeof BulkExportRecordSchema>;
