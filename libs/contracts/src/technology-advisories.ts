import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './pagination';
import { AdvisoryDataSchema, SeveritySchema } from './websites';

/**
 * Which versions of a technology known vulnerabilities affect (issue 20 §3, technology pages):
 * `GET /api/v1/advisories/technologies/{slug}?page=&pageSize=&version=` → {@link TechnologyAdvisoriesResponse}
 * (404 `technology-not-found`). Read from the advisory snapshot in use (the one analyses match against); withdrawn
 * advisories are left out.
 */

/** `?page=&pageSize=` (10, 25, 50, 100; default 10) and optionally `version`: only advisories affecting it. */
export const TechnologyAdvisoriesQuerySchema = PageQuerySchema.extend({
  version: z.string().trim().min(1).max(100).optional(),
});
export type TechnologyAdvisoriesQuery = z.infer<typeof TechnologyAdvisoriesQuerySchema>;

/**
 * One affected range, OSV-style: `introduced` ≤ version and (version < `fixed` or version ≤ `lastAffected`); a null
 * bound is open (`introduced` null = every earlier version).
 */
export const AffectedRangeSchema = z.object({
  introduced: z.string().nullable(),
  fixed: z.string().nullable(),
  lastAffected: z.string().nullable(),
});
export type AffectedRange = z.infer<typeof AffectedRangeSchema>;

/** One advisory of a technology with every version range it affects. */
export const TechnologyAdvisorySchema = z.object({
  /** The source's id (GHSA, CVE, vendor id). */
  id: z.string(),
  aliases: z.array(z.string()),
  severity: SeveritySchema,
  cvss: z.number().min(0).max(10).nullable(),
  summary: z.string(),
  /** Affected ranges (the advisory applies when any contains the version). */
  affected: z.array(AffectedRangeSchema),
  /** Single affected versions named by the source in addition to the ranges (Apache's per-release lists). */
  versions: z.array(z.string()),
  /** First fixed version of each branch, ascending. */
  fixed: z.array(z.string()),
  /** Publication day `YYYY-MM-DD`, when the source gives it. */
  published: z.string().nullable(),
  url: z.string(),
  /** Source id (see `advisoryData.sources`). */
  source: z.string(),
});
export type TechnologyAdvisory = z.infer<typeof TechnologyAdvisorySchema>;

/**
 * A version seen on public websites (the technology page's "Versions seen", most used first) and the advisories
 * that affect it; `checked` false when the version cannot be compared (too vague, such as `2.4`, or not a version
 * of the technology's scheme).
 */
export const AffectedVersionSchema = z.object({
  version: z.string(),
  websites: z.number().int().min(0),
  checked: z.boolean(),
  advisories: z.number().int().min(0),
  counts: z.record(SeveritySchema, z.number().int().min(0)),
});
export type AffectedVersion = z.infer<typeof AffectedVersionSchema>;

/** `GET /api/v1/advisories/technologies/{slug}`: newest advisories first. */
export const TechnologyAdvisoriesResponseSchema = pageSchema(TechnologyAdvisorySchema).extend({
  /** Whether any advisory source covers the technology (false: nothing known either way; `items` is empty). */
  covered: z.boolean(),
  /** How versions are ordered: `semver` (npm libraries) or `vendor` (servers, PHP applications); null when not covered. */
  scheme: z.enum(['semver', 'vendor']).nullable(),
  /** Snapshot date and the credited sources holding data for the technology; null when not covered. */
  advisoryData: AdvisoryDataSchema.nullable(),
  /** The detected versions of public websites (at most 20, most used first) with the advisories affecting each. */
  seenVersions: z.array(AffectedVersionSchema),
});
export type TechnologyAdvisoriesResponse = z.infer<typeof TechnologyAdvisoriesResponseSchema>;
