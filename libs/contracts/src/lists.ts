import { z } from 'zod';
import { PRICING } from './pricing';

/**
 * Technology lists (`GET /api/v2/lists/websites`): the websites whose latest result has a technology, filtered by
 * version, category and dates, one keyset-paginated JSON page at a time or the whole list streamed as CSV / JSON Lines.
 *
 * Version filters (`version=`): one or more conditions separated by spaces or commas, all of which must hold:
 * - a comparator `<V`, `<=V`, `>V`, `>=V` or `=V` with `V` = `MAJOR[.MINOR[.PATCH]]` (missing parts are 0:
 *   `<3.5` = `<3.5.0`);
 * - an x-range `1.x`, `1.*`, `1.4.x` (= `>=1.4.0 <1.5.0`);
 * - anything else (`3.4.1`, `2.0-beta`, `latest`) is an exact, case-sensitive match of the version string as detected.
 *
 * Comparators and x-ranges compare the detected version as semver's `coerce` reads it: the first
 * `MAJOR[.MINOR[.PATCH]]` run of digits in the string (`v3.4.1-rc1` → 3.4.1, `1.12.4.2` → 1.12.4; parts of at most 9
 * digits), prerelease and build suffixes ignored. A detected version with no digits, or no version at all, never
 * matches a comparator or x-range; it matches only an exact filter equal to it (and no filter at all matches
 * everything).
 */
export const LIST_VERSION_FILTER_MAX_LENGTH = 100;

/** A condition of a version filter, as {@link parseVersionFilter} reads it. */
export type VersionCondition =
  | { kind: 'compare'; operator: '<' | '<=' | '>' | '>=' | '='; version: [number, number, number] }
  | { kind: 'exact'; version: string };

const COMPARATOR = /^(<=|>=|<|>|=)\s*v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/;
const X_RANGE = /^v?(\d{1,9})(?:\.(\d{1,9}))?\.[xX*]$/;

/**
 * Reads a version filter (see the module comment) into its conditions, all of which must hold.
 * @returns the conditions (an x-range gives two: `>=` and `<`), or an error message for the user
 */
export function parseVersionFilter(
  filter: string,
): { ok: true; conditions: VersionCondition[] } | { ok: false; message: string } {
  const text = filter.trim();
  if (!text) return { ok: false, message: 'The version filter is empty.' };
  if (text.length > LIST_VERSION_FILTER_MAX_LENGTH)
    return {
      ok: false,
      message: `Keep the version filter under ${LIST_VERSION_FILTER_MAX_LENGTH} characters.`,
    };
  // "< 3.5" and "<3.5" alike: glue an operator to the version that follows it.
  const tokens = text
    .replace(/(<=|>=|<|>|=)\s+/g, '$1')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (tokens.length > 4) return { ok: false, message: 'Use at most 4 conditions in a version filter.' };
  const conditions: VersionCondition[] = [];
  for (const token of tokens) {
    const comparator = COMPARATOR.exec(token);
    if (comparator) {
      const [, operator, major, minor, patch] = comparator;
      conditions.push({
        kind: 'compare',
        operator: operator as '<' | '<=' | '>' | '>=' | '=',
        version: [Number(major), Number(minor ?? 0), Number(patch ?? 0)],
      });
      continue;
    }
    const range = X_RANGE.exec(token);
    if (range) {
      const major = Number(range[1]);
      if (range[2] === undefined) {
        conditions.push({ kind: 'compare', operator: '>=', version: [major, 0, 0] });
        conditions.push({ kind: 'compare', operator: '<', version: [major + 1, 0, 0] });
      } else {
        const minor = Number(range[2]);
        conditions.push({ kind: 'compare', operator: '>=', version: [major, minor, 0] });
        conditions.push({ kind: 'compare', operator: '<', version: [major, minor + 1, 0] });
      }
      continue;
    }
    if (/^(<=|>=|<|>|=)/.test(token))
      return {
        ok: false,
        message: `"${token}" compares with something that is not a version: use e.g. <3.5, >=1.4 or 1.x.`,
      };
    conditions.push({ kind: 'exact', version: token });
  }
  if (conditions.filter((condition) => condition.kind === 'exact').length > 1)
    return { ok: false, message: 'A version filter holds at most one exact version.' };
  return { ok: true, conditions };
}

/** Output formats: a JSON page (keyset-paginated), or the whole list streamed as CSV or JSON Lines. */
export const LIST_FORMATS = ['json', 'csv', 'jsonl'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

/** Rows a free plan sees of a list (and its total count): the preview. */
export const LIST_PREVIEW_ROWS = PRICING.listPreviewRows;
/** Default and largest `limit` of a JSON page. */
export const LIST_PAGE_DEFAULT_LIMIT = 100;
export const LIST_PAGE_MAX_LIMIT = 1000;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9._+-]*$/, 'A slug holds letters, digits, dots, dashes, underscores or plus signs.');

const date = z.iso
  .datetime({ offset: true, message: 'Give an ISO 8601 date-time, e.g. 2026-01-01T00:00:00Z.' })
  .or(z.iso.date({ message: 'Give an ISO 8601 date, e.g. 2026-01-01.' }));

/**
 * `GET /api/v2/lists/websites` query: `technology` and/or `category` (slugs; at least one — with a category alone
 * every technology of the category counts, one row per website and technology), `version` (see
 * {@link parseVersionFilter}), `seenSince` (the technology was last seen on or after that date-time; a date means
 * its UTC midnight), `firstSeenSince` (first seen on or after), `cursor` (the previous page's `nextCursor`), `limit`
 * (rows of a JSON page, 1–1000, default 100) and `format` (`json` default; `csv` or `jsonl` stream the whole list
 * from `cursor` on, as does `Accept: text/csv` / `application/x-ndjson`). Query strings are coerced.
 */
export const ListWebsitesQuerySchema = z
  .object({
    technology: slug.optional(),
    category: slug.optional(),
    version: z
      .string()
      .max(
        LIST_VERSION_FILTER_MAX_LENGTH,
        `Keep the version filter under ${LIST_VERSION_FILTER_MAX_LENGTH} characters.`,
      )
      .superRefine((value, context) => {
        const parsed = parseVersionFilter(value);
        if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
      })
      .optional(),
    seenSince: date.optional(),
    firstSeenSince: date.optional(),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'Pass the nextCursor of the previous page as it is.')
      .optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX_LIMIT).default(LIST_PAGE_DEFAULT_LIMIT),
    format: z.enum(LIST_FORMATS).default('json'),
  })
  .refine((query) => query.technology !== undefined || query.category !== undefined, {
    message: 'Name a technology (technology=jquery) or a category (category=javascript-libraries).',
    path: ['technology'],
  });
export type ListWebsitesQuery = z.infer<typeof ListWebsitesQuerySchema>;
/** The query as a caller writes it (defaults not applied yet). */
export type ListWebsitesQueryInput = z.input<typeof ListWebsitesQuerySchema>;

/** One row of a list: a website and the technology it runs, as its latest analysis found it. */
export const ListWebsiteRowSchema = z.object({
  domain: z.string(),
  /** Address as analysed: protocol + host (+ non-default port). */
  url: z.string(),
  /** Slug of the technology (the one asked for, or the category's technology this row is about). */
  technology: z.string(),
  /** Version as detected, null when none was found. */
  version: z.string().nullable(),
  /** ISO date-time the technology was first detected on the website (start of its current presence). */
  firstSeenAt: z.string(),
  /** ISO date-time of the latest analysis that detected it. */
  lastSeenAt: z.string(),
  /** Awesomeness Score (0–100) of the latest analysis. */
  score: z.number().int(),
  /** ISO date-time of the website's latest analysis. */
  lastAnalyzedAt: z.string(),
});
export type ListWebsiteRow = z.infer<typeof ListWebsiteRowSchema>;

/** Columns of the CSV export, in order (the header row), the same names as the JSON row's fields. */
export const LIST_CSV_COLUMNS = [
  'domain',
  'url',
  'technology',
  'version',
  'firstSeenAt',
  'lastSeenAt',
  'score',
  'lastAnalyzedAt',
] as const satisfies readonly (keyof ListWebsiteRow)[];

/** The month's list allowance of a paid plan: rows delivered (pages and exports), reset each calendar month (UTC). */
export const ListAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  /** ISO date-time the allowance starts again (next calendar month, UTC). */
  periodEnd: z.string(),
});
export type ListAllowance = z.infer<typeof ListAllowanceSchema>;

/** `GET /api/v2/lists/websites` JSON answer: one page. */
export const ListWebsitesPageSchema = z.object({
  items: z.array(ListWebsiteRowSchema),
  /** Pass as `cursor` for the next page; null on the last page (and on a free plan's preview). */
  nextCursor: z.string().nullable(),
  /** Rows of the whole list (all pages); given on the first page (no cursor), null on the following ones. */
  total: z.number().int().nullable(),
  /** True on a free plan: the first {@link LIST_PREVIEW_ROWS} rows and the total, nothing further. */
  preview: z.boolean(),
  /** Where to upgrade, on a preview; null otherwise. */
  upgradeUrl: z.string().nullable(),
  /** The paid plan's allowance after this page; null on a preview (which costs nothing). */
  allowance: ListAllowanceSchema.nullable(),
});
export type ListWebsitesPage = z.infer<typeof ListWebsitesPageSchema>;

/** Stable problem codes of the lists endpoint. */
export const ListsProblemCode = {
  /** No technology or category has that slug. */
  TechnologyNotFound: 'technology-not-found',
  CategoryNotFound: 'category-not-found',
  /** The cursor is not one this API gave out. */
  InvalidCursor: 'invalid-cursor',
  /** Exports (CSV, JSON Lines) and further pages need a paid plan (402). */
  PaidPlanRequired: 'lists-paid-plan-required',
  /** The month's list rows are used up, or an export is larger than what is left (429, Retry-After). */
  AllowanceExhausted: 'list-allowance-exhausted',
  /** The account already has as many exports streaming as it may at once, across all API instances (429). */
  TooManyExports: 'too-many-exports',
  /** This API instance already streams as many exports as its database pool can spare; retry shortly (503). */
  ExportsBusy: 'exports-busy',
} as const;
export type ListsProblemCode = (typeof ListsProblemCode)[keyof typeof ListsProblemCode];
