import { z } from 'zod';
import { LighthouseSummarySchema } from './lighthouse';
import { SCORE_BANDS, scoreBand, type ScoreBand } from './score-band';

/** Score bands of the product specification §4: ≤ 49 error, 50–89 warning, ≥ 90 success. */
export const ScoreBandSchema = z.enum(SCORE_BANDS);
export { scoreBand, type ScoreBand };

/** One measured check inside a score part. `passed: null` = could not be measured (it then carries no weight). */
export const ScoreCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean().nullable(),
  /** Share of the part's weight this check carries, relative to the other checks of the part. */
  weight: z.number().nonnegative(),
  /** Fraction of the check earned, 0..1 (a partially met check earns a fraction). */
  earned: z.number().min(0).max(1),
  detail: z.string().optional(),
  /**
   * Where the measured value comes from (model v2): `versions` (detected vs latest release), `http` (the page fetch),
   * `browser` (the browser stage), `lighthouse` (a Lighthouse report). Absent in model v1 breakdowns.
   */
  source: z.enum(['versions', 'http', 'browser', 'lighthouse']).optional(),
});
export type ScoreCheck = z.infer<typeof ScoreCheckSchema>;

/** One of the four parts of the Awesomeness Score. */
export const ScorePartSchema = z.object({
  key: z.enum(['modernity', 'security', 'performance', 'bestPractice']),
  label: z.string(),
  /**
   * Maximum points of the part in this score: its nominal weight (30, 30, 25, 15) plus its share of the weight of
   * the parts that were not measured (model v2; one decimal); 0 when the part itself was not measured.
   */
  weight: z.number(),
  /** Points earned, 0..weight, one decimal. */
  points: z.number(),
  checks: z.array(ScoreCheckSchema),
  /** Nominal weight of the part. Absent in model v1 breakdowns (there `weight` is the nominal weight). */
  nominalWeight: z.number().optional(),
  /**
   * False when the part had no evidence at all (model v2): it earns nothing and its nominal weight is redistributed
   * over the measured parts in proportion to theirs. Absent in model v1 breakdowns (always measured there).
   */
  measured: z.boolean().optional(),
  /**
   * How much of what the part could score was measured (model v2, Modernity): `measured` of `total` versioned
   * technologies (a detected version or a known latest release) had both versions known; `text` says so in words.
   */
  coverage: z
    .object({
      measured: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      text: z.string(),
    })
    .optional(),
});
export type ScorePart = z.infer<typeof ScorePartSchema>;

/** The Awesomeness Score with its explainable breakdown and the model version that produced it. */
export const ScoreSchema = z.object({
  value: z.number().int().min(0).max(100),
  band: ScoreBandSchema,
  modelVersion: z.number().int().positive(),
  breakdown: z.array(ScorePartSchema),
});
export type Score = z.infer<typeof ScoreSchema>;

export const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** Outdatedness of a detected version against the latest known release. */
export const VersionStatusSchema = z.enum([
  'up-to-date',
  'patch-behind',
  'minor-behind',
  'major-behind',
  'end-of-life',
  'unknown',
]);
export type VersionStatus = z.infer<typeof VersionStatusSchema>;

/**
 * One piece of evidence behind a detection: which pattern family and key matched which value, and the
 * confidence it contributed. `family` is a fingerprint pattern family (`headers`, `cookies`, `meta`, `html`, `text`,
 * `css`, `scriptSrc`, `scripts`, `url`, `robots`, `dns`, `certIssuer`, `xhr`, `js`, `dom`) or `implies` (the
 * technology was implied by the detection named in `value`).
 */
export const EvidenceSchema = z.object({
  family: z.string(),
  /** Header/cookie/meta name, js chain, dom selector or DNS record type; absent for single-string families. */
  key: z.string().optional(),
  /** The fingerprint pattern's regular expression source. */
  pattern: z.string(),
  /** The matched value, truncated to 120 characters. */
  value: z.string(),
  confidence: z.number(),
  version: z.string().optional(),
  /**
   * `implies` evidence only: `implied` (the parent technology runs on it) or `implied-at-build-time` (the parent was
   * built with it, e.g. a static site generator's language; reported only when the page shows run-time evidence).
   */
  inference: z.enum(['implied', 'implied-at-build-time']).optional(),
  /** `implies` evidence only: how it was inferred, in words. */
  note: z.string().optional(),
});
export type EvidenceItem = z.infer<typeof EvidenceSchema>;

/** Severity of a known vulnerability (CVSS v3 qualitative names; `unknown` when the source publishes none). */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'unknown'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

/** One published advisory that applies to a detected version (issue 20). */
export const VulnerabilityAdvisorySchema = z.object({
  /** The source's id (GHSA, CVE, vendor id such as `PMASA-2020-3`). */
  id: z.string(),
  /** Other ids of the same issue (CVE ids, GHSA ids). */
  aliases: z.array(z.string()),
  severity: SeveritySchema,
  /** CVSS base score 0..10 where the source publishes one. */
  cvss: z.number().min(0).max(10).nullable(),
  summary: z.string(),
  /** First fixed version at or above the detected one; null when the source names none. */
  fixedIn: z.string().nullable(),
  /** Publication day `YYYY-MM-DD`, when the source gives it. */
  published: z.string().nullable(),
  /** The advisory's own page. */
  url: z.string(),
  /** Source id (see `AdvisoryDataSchema.sources`). */
  source: z.string(),
});
export type VulnerabilityAdvisory = z.infer<typeof VulnerabilityAdvisorySchema>;

/**
 * Known vulnerabilities of one detected technology version. Present only when a version was detected and advisory
 * data exists for the technology: an empty `advisories` means "checked, none known"; the field is null when nothing
 * could be checked (no detected version, or no source covers the technology).
 */
export const TechnologyVulnerabilitiesSchema = z.object({
  /** Matching advisories, most severe first. */
  advisories: z.array(VulnerabilityAdvisorySchema),
  /** Advisories per severity. */
  counts: z.record(SeveritySchema, z.number().int().min(0)),
  /**
   * The version string is a distribution package's upstream one and a distribution that backports fixes was detected
   * (Debian's Apache reports `2.4.38`): the advisories may already be fixed on the site.
   */
  mayBePatchedByDistribution: z.boolean(),
  /** Source ids holding data for this technology (credited where the list is shown). */
  sources: z.array(z.string()),
});
export type TechnologyVulnerabilities = z.infer<typeof TechnologyVulnerabilitiesSchema>;

/** One advisory source, credited wherever its data is shown. */
export const AdvisorySourceInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Licence of the data (SPDX id or the vendor's terms). */
  licence: z.string(),
  url: z.string(),
  /**
   * Day (`YYYY-MM-DD`) the source's data in use was taken: the source's revision the bundled snapshot was built from,
   * or the day the worker last refreshed it. Advisories the source published later are not known. Null when
   * unrecorded; absent in results stored before it existed.
   */
  dataAsOf: z.string().nullable().optional(),
});
export type AdvisorySourceInfo = z.infer<typeof AdvisorySourceInfoSchema>;

/** Which advisory data a result's vulnerabilities come from. */
export const AdvisoryDataSchema = z.object({
  /** Day the advisory snapshot in use was generated or refreshed (`YYYY-MM-DD`). */
  generatedAt: z.string(),
  sources: z.array(AdvisorySourceInfoSchema),
});
export type AdvisoryData = z.infer<typeof AdvisoryDataSchema>;

/**
 * Software a website names about itself that the fingerprint set does not know (the analyzer's
 * `detect/named-software.ts`): a `Server` or `X-Powered-By` product token, an `X-<Name>-Version` header, a
 * `<meta name="generator">`, a footer's credit line with a version (`powered by klaus 2.0.2`) or a script's or
 * stylesheet's banner (`/*! Split.js - v1.5.11 *\/`). The site's own
 * words, not a detection: never scored, never listed as a technology, at most 8 per result.
 */
export const NamedSoftwareSchema = z.object({
  /** The name as the site writes it, at most 40 characters. */
  name: z.string().max(40),
  /** The version it states, or null. */
  version: z.string().max(40).nullable(),
  /**
   * Where the site says so (at most 3): `headers` (with the header name), `meta` (`generator`), `html`, or the banner
   * of a script or stylesheet (`scripts`, `css`, with the asset's URL as `key` when known).
   */
  evidence: z
    .array(
      z.object({
        family: z.enum(['headers', 'meta', 'html', 'scripts', 'css']),
        key: z.string().optional(),
        value: z.string().max(120),
      }),
    )
    .max(3),
});
export type NamedSoftware = z.infer<typeof NamedSoftwareSchema>;

/** A technology detected on a website, as the analyzer, the CLI (`--json`) and the API return it. */
export const DetectedTechnologySchema = z.object({
  name: z.string(),
  slug: z.string(),
  version: z.string().nullable(),
  latestVersion: z.string().nullable(),
  versionStatus: VersionStatusSchema,
  /** 1..100 */
  confidence: z.number().int().min(1).max(100),
  categories: z.array(CategoryRefSchema),
  website: z.string().nullable(),
  /** Icon file name from the fingerprint set (the image files themselves are not shipped upstream). */
  icon: z.string().nullable(),
  /** True when the technology was only implied by another detection, not seen directly. */
  implied: z.boolean(),
  /** Why StackLens reports it: the patterns that matched (at most 10, strongest first). */
  evidence: z.array(EvidenceSchema),
  /** Known vulnerabilities of the detected version (issue 20); null or absent when none could be checked. */
  vulnerabilities: TechnologyVulnerabilitiesSchema.nullable().optional(),
});
export type DetectedTechnology = z.infer<typeof DetectedTechnologySchema>;

/** `POST /api/v2/websites/analyze` body. */
export const AnalyzeRequestSchema = z.object({
  url: z.string().trim().min(1, 'Enter a website address.').max(2048),
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;

/** `POST /api/v2/websites/analyze` response. */
export const AnalyzeAcceptedSchema = z.object({ id: z.string() });
export type AnalyzeAccepted = z.infer<typeof AnalyzeAcceptedSchema>;

/** URLs one bulk request may carry. */
export const MAX_BULK_URLS = 100;

/** `POST /api/v2/websites/analyze/bulk` body: up to 100 addresses, each handled like a single analyze request. */
export const BulkAnalyzeRequestSchema = z.object({
  urls: z
    .array(z.string().trim().min(1, 'Enter a website address.').max(2048))
    .min(1, 'Send at least one address.')
    .max(MAX_BULK_URLS, `Send at most ${MAX_BULK_URLS} addresses per request.`),
});
export type BulkAnalyzeRequest = z.infer<typeof BulkAnalyzeRequestSchema>;

/**
 * One address of a bulk request, in the order sent: the analysis id (a new one, or the running one of the same
 * domain), or the problem that single request would have answered (`status`, stable `code`, `detail`).
 */
export const BulkAnalyzeItemSchema = z.union([
  z.object({ url: z.string(), id: z.string() }),
  z.object({
    url: z.string(),
    error: z.object({ status: z.number().int(), code: z.string(), detail: z.string() }),
  }),
]);
export type BulkAnalyzeItem = z.infer<typeof BulkAnalyzeItemSchema>;

/** `POST /api/v2/websites/analyze/bulk` response. */
export const BulkAnalyzeResponseSchema = z.object({ items: z.array(BulkAnalyzeItemSchema) });
export type BulkAnalyzeResponse = z.infer<typeof BulkAnalyzeResponseSchema>;

/**
 * `GET /api/v2/websites/analyze/status/{id}` response: while `running` the client polls every 1000 ms;
 * once not running, `statusCode` 200 or 408 (timed out with partial results) is success, anything else failure,
 * and `statusResult` carries a short human-readable outcome (or the error message).
 */
export const AnalyzeStatusSchema = z.object({
  id: z.string(),
  running: z.boolean(),
  statusCode: z.number().int().nullable(),
  statusResult: z.string().nullable(),
  /** The website key (domain) the analysis is for. */
  domain: z.string(),
  /** Stage the worker is in while running (`queued`, `collecting`, `detecting`, `scoring`, `storing`), or `done`. */
  stage: z.string(),
  /** Stable error code when the analysis failed (e.g. `dns-failure`, `blocked-address`, `timeout`). */
  errorCode: z.string().nullable(),
});
export type AnalyzeStatus = z.infer<typeof AnalyzeStatusSchema>;

/** `GET /api/v1/websites/{domain}` response (the website's latest result plus what the result page needs). */
export const WebsiteResultSchema = z.object({
  _id: z.string(),
  domain: z.string(),
  url: z.string(),
  protocol: z.enum(['http', 'https']),
  score: z.number().int(),
  band: ScoreBandSchema,
  modelVersion: z.number().int(),
  breakdown: z.array(ScorePartSchema),
  techs: z.array(DetectedTechnologySchema),
  /** Software the site names about itself that the fingerprint set does not know; absent in results stored before it existed. */
  namedSoftware: z.array(NamedSoftwareSchema).max(8).optional(),
  statusCode: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedTimeAgoText: z.string(),
  /** The latest Lighthouse report's summary, or null when none was run. */
  lighthouse: LighthouseSummarySchema.nullable(),
  /** The advisory data behind `techs[].vulnerabilities` (date and credited sources); null when no lookup ran. */
  advisoryData: AdvisoryDataSchema.nullable().optional(),
});
export type WebsiteResult = z.infer<typeof WebsiteResultSchema>;

/** One entry of `GET /api/v1/websites/{id}/scores`. */
export const ScoreHistoryEntrySchema = z.object({
  score: z.number().int(),
  band: ScoreBandSchema,
  modelVersion: z.number().int(),
  createdAt: z.string(),
  updatedTimeAgoText: z.string(),
});
export type ScoreHistoryEntry = z.infer<typeof ScoreHistoryEntrySchema>;

export const ScoreHistoryResponseSchema = z.object({
  websiteId: z.string(),
  scores: z.array(ScoreHistoryEntrySchema),
});
export type ScoreHistoryResponse = z.infer<typeof ScoreHistoryResponseSchema>;

/**
 * One presence of a technology on a website in `GET /api/v1/websites/{id}/technology-history`: from the analysis
 * that first detected it to the one that no longer did (`removedAt`, null while it is still detected).
 */
export const TechnologyHistoryEntrySchema = z.object({
  technology: z.object({ name: z.string(), slug: z.string(), icon: z.string().nullable() }),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  removedAt: z.string().nullable(),
  firstVersion: z.string().nullable(),
  lastVersion: z.string().nullable(),
});
export type TechnologyHistoryEntry = z.infer<typeof TechnologyHistoryEntrySchema>;

/** `GET /api/v1/websites/{id}/technology-history`: newest changes first. */
export const TechnologyHistoryResponseSchema = z.object({
  websiteId: z.string(),
  items: z.array(TechnologyHistoryEntrySchema),
});
export type TechnologyHistoryResponse = z.infer<typeof TechnologyHistoryResponseSchema>;

/** A card of `GET /api/v1/websites/similar-ranked/index?limit=5&score=&excludeId=`. */
export const SimilarWebsiteSchema = z.object({
  _id: z.string(),
  domain: z.string(),
  protocol: z.enum(['http', 'https']),
  score: z.number().int(),
  band: ScoreBandSchema,
  techCount: z.number().int(),
  topTechs: z.array(z.object({ name: z.string(), slug: z.string(), icon: z.string().nullable() })),
  updatedTimeAgoText: z.string(),
});
export type SimilarWebsite = z.infer<typeof SimilarWebsiteSchema>;

export const SimilarRankedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(5),
  score: z.coerce.number().int().min(0).max(100).optional(),
  excludeId: z.string().uuid().optional(),
});
export type SimilarRankedQuery = z.infer<typeof SimilarRankedQuerySchema>;

export const SimilarRankedResponseSchema = z.object({ websites: z.array(SimilarWebsiteSchema) });
export type SimilarRankedResponse = z.infer<typeof SimilarRankedResponseSchema>;

/** `GET /api/v1/websites/{domain}/page?limit=`: `limit` is the similar websites' (as in `similar-ranked/index`). */
export const WebsitePageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type WebsitePageQuery = z.infer<typeof WebsitePageQuerySchema>;

/**
 * `GET /api/v1/websites/{domain}/page`: what a result page shows on its first render, in one answer — the result
 * (`GET /api/v1/websites/{domain}`), its score history (`…/{id}/scores`) and the websites ranked near its score
 * (`similar-ranked/index?limit=&score=<its score>&excludeId=<its id>`), each the same as its own endpoint's answer.
 */
export const WebsitePageResponseSchema = z.object({
  result: WebsiteResultSchema,
  scores: ScoreHistoryResponseSchema,
  similar: SimilarRankedResponseSchema,
});
export type WebsitePageResponse = z.infer<typeof WebsitePageResponseSchema>;

/**
 * One recent change of a technology on a website (`GET /api/v2/user/technology-changes`): `added` (first detected
 * at `at`), `removed` (no longer detected at `at`) or `version-changed` (`previousVersion` → `version`, last seen
 * with it at `at`).
 */
export const TechnologyChangeSchema = z.object({
  domain: z.string(),
  technology: z.object({ name: z.string(), slug: z.string(), icon: z.string().nullable() }),
  kind: z.enum(['added', 'removed', 'version-changed']),
  version: z.string().nullable(),
  previousVersion: z.string().nullable(),
  /** ISO-8601 UTC. */
  at: z.string(),
});
export type TechnologyChange = z.infer<typeof TechnologyChangeSchema>;

/** `GET /api/v2/user/technology-changes?limit=10` (1–50). */
export const TechnologyChangesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TechnologyChangesQuery = z.infer<typeof TechnologyChangesQuerySchema>;

/** Recent changes, newest first, on visible websites, of the signed-in user's technologies of interest. */
export const TechnologyChangesResponseSchema = z.object({ items: z.array(TechnologyChangeSchema) });
export type TechnologyChangesResponse = z.infer<typeof TechnologyChangesResponseSchema>;
