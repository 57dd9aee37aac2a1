import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportFormat } from '@stacklens/contracts';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

/** One CSV column: its header and how a record gives its cell (null/undefined → empty cell). */
export interface ExportColumn<T> {
  header: string;
  value: (record: T) => string | number | boolean | null | undefined;
}

/** How a record stream is written: the download's file name (without extension) and the CSV columns. */
export interface ExportSpec<T> {
  /** File name of the attachment without extension, e.g. `stacklens-history-2026-11-27`. */
  filename: string;
  columns: ExportColumn<T>[];
  /** The JSON Lines object of a record (default: the record itself). */
  json?: (record: T) => unknown;
}

/** Content types of the export formats. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/jsonl; charset=utf-8',
};

/**
 * A CSV stringifier of records given as arrays of cells (csv-stringify: RFC 4180 quoting, CRLF line ends, the header
 * row) that neutralises spreadsheet formulas — a cell starting with `=`, `+`, `-`, `@`, tab or carriage return is
 * prefixed with `'` (OWASP "CSV Injection"): exported cells hold text that users and websites chose (domains, error
 * details), which a spreadsheet would otherwise run.
 */
export function csvStringifier(headers: string[]): Transform {
  return stringify({
    header: true,
    columns: headers,
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
}

/** A JSON Lines serialiser: one `JSON.stringify` of each record per line (`\n`). */
export function jsonLinesSerializer<T>(json: (record: T) => unknown = (record) => record): Transform {
  return new Transform({
    writableObjectMode: true,
    transform(record: T, _encoding, callback) {
      callback(null, `${JSON.stringify(json(record))}\n`);
    },
  });
}

/**
 * Streams `records` to `res` as an attachment in `format`, with back-pressure: records are pulled from the iterable
 * only as fast as the client reads, so a long export never sits in memory. Headers are sent with the first byte; an
 * error after that ends the response early (the client sees a truncated download), one before it is thrown to the
 * caller (so the problem-details filter can answer).
 */
export async function streamExport<T>(
  res: Response,
  format: ExportFormat,
  spec: ExportSpec<T>,
  records: AsyncIterable<T>,
): Promise<void> {
  const iterator = records[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', EXPORT_CONTENT_TYPES[format]);
  res.setHeader('Content-Disposition', `attachment; filename="${spec.filename}.${format}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const { columns } = spec;
  async function* all(): AsyncGenerator<unknown> {
    let next = first;
    while (!next.done) {
      yield format === 'csv' ? columns.map((column) => column.value(next.value as T) ?? '') : next.value;
      next = await iterator.next();
    }
  }
  const serializer =
    format === 'csv'
      ? csvStringifier(columns.map((column) => column.header))
      : jsonLinesSerializer<T>(spec.json);
  // Compression holds small writes back until it has a block: flush the first chunk so that the download starts at
  // once (the rest flows at compression's pace).
  const done = pipeline(Readable.from(all()), serializer, res);
  serializer.once('data', () => setImmediate(() => (res as Response & { flush?: () => void }).flush?.()));
  await done;
}

/**
 * Pages through an ordered query with a keyset cursor: `fetch(after, limit)` returns the next `limit` rows after the
 * row `after` (null: from the start); yields row by row, fetching the next page only when the consumer needs it.
 */
export async function* keysetPages<R>(
  fetch: (after: R | null, limit: number) => Promise<R[]>,
  pageSize = 500,
): AsyncGenerator<R> {
  let after: R | null = null;
  for (;;) {
    const rows = await fetch(after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}
