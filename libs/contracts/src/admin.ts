import { z } from 'zod';
import { ARTICLE_ALLOWED_TAGS } from './articles';
import { PlanSchema, RoleSchema, UsageSchema } from './users';
import { DetectionReportKindSchema, DetectionReportStatusSchema } from './feedback';
import { RemovalStatusSchema } from './removals';
import { PageQuerySchema, pageSizeSchema } from './pagination';
import { DetectedTechnologySchema, ScorePartSchema } from './websites';

/**
 * The operators' admin API (issue 11), used by the react-admin app in `admin/`. Every endpoint is under
 * `/api/v2/admin/`, needs a signed-in session whose account has role `admin` (401 `sign-up-required` anonymous,
 * 403 `not-an-operator` otherwise) and, for browser sessions, the `x-csrf-token` header on every mutation
 * (403 `csrf-invalid`). Errors are RFC 9457 problem details with a stable `code`; bad input is 400
 * `validation-failed`.
 *
 * Protocol of a resource `{resource}` (react-admin's data-provider contract):
 *
 * - `GET /api/v2/admin/{resource}?page=1&pageSize=25&sort=<field>&order=asc|desc&q=<search>&<filter>=<value>&ids=<id,id>`
 *   → `{items, page, pageSize, total}` (pageSize ∈ 10, 25, 50, 100; default 25). `ids` (comma-separated, at most
 *   100) restricts the list to those records (react-admin `getMany`); `sort` is one of the resource's sort fields.
 * - `GET /api/v2/admin/{resource}/{id}` → the record (404 `admin-record-not-found`).
 * - `PATCH /api/v2/admin/{resource}/{id}` (partial update) → the updated record: articles, technologies,
 *   users (`{role}`), contact-messages (`{handled}`), detection-reports (`{status, reviewNote}`).
 * - `POST /api/v2/admin/articles` → 201 the created article; `DELETE /api/v2/admin/articles/{id}` → the deleted one.
 * - Actions (each answers the updated record): `POST removal-requests/{id}/approve`,
 *   `POST removal-requests/{id}/reject {reason}`, `POST users/{id}/disable`, `POST users/{id}/enable`,
 *   `POST analyses/{id}/retry` (answers the new analysis).
 * - `GET /api/v2/admin/dashboard` → {@link AdminDashboard}.
 * - `GET /api/v2/admin/queues` — the BullMQ dashboard (`@bull-board`, HTML), same access rule.
 *
 * Every mutation writes an audit-log row (`audit-log` resource, read-only).
 */

/** `ids=a,b,c` → `['a','b','c']` (react-admin getMany); at most 100 ids. */
const IdsParamSchema = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).min(1).max(100));

/** `?handled=true|false` (query strings are text). */
const BooleanParamSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The query of an admin list with the given sort fields (the first is the default, with `defaultOrder`):
 * {@link PageQuerySchema}'s `page` and `pageSize` (default 25 here), `sort`, `order`, `q`, `ids`.
 */
export function adminListQuerySchema<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaultOrder: 'asc' | 'desc' = 'desc',
) {
  return PageQuerySchema.extend({
    pageSize: pageSizeSchema(25),
    sort: z.enum(sortFields).default(sortFields[0] as S[number]),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
    q: z.string().trim().max(200).optional(),
    ids: IdsParamSchema.optional(),
  });
}

/** A page of an admin list. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
    total: z.number().int().min(0),
  });
}

/** `{id}` path parameter of uuid-keyed resources. */
export const AdminUuidParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
/** `{id}` path parameter of technologies (integer ids) and audit-log rows. */
export const AdminIntegerParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

const timestamp = z.string();

// ---------------------------------------------------------------------------------------------- removal requests

/** The domain's current public result, shown next to a removal request (null when there is none or it is hidden). */
export const AdminPublicResultSchema = z.object({
  domain: z.string(),
  url: z.string(),
  score: z.number().int().min(0).max(100),
  technologyCount: z.number().int().min(0),
  /** Whether the website is hidden from public listings (an approved removal). */
  hidden: z.boolean(),
  updatedAt: timestamp,
});
export type AdminPublicResult = z.infer<typeof AdminPublicResultSchema>;

/** A removal request (list and show; `publicResult` only on show, null in lists). */
export const AdminRemovalRequestSchema = z.object({
  id: z.string(),
  domain: z.string(),
  url: z.string(),
  /** The requester's contact address (they are mailed the decision), or null. */
  email: z.string().nullable(),
  reason: z.string().nullable(),
  status: RemovalStatusSchema,
  /** The signed-in requester's user id, or null for anonymous requests. */
  requestedBy: z.string().nullable(),
  /** The operator who decided, or null while pending. */
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  /** The reason given to the requester when rejected. */
  rejectionReason: z.string().nullable(),
  createdAt: timestamp,
  publicResult: AdminPublicResultSchema.nullable(),
});
export type AdminRemovalRequest = z.infer<typeof AdminRemovalRequestSchema>;

export const AdminRemovalRequestListQuerySchema = adminListQuerySchema([
  'createdAt',
  'domain',
  'status',
  'decidedAt',
]).extend({
  /** Filter by status. `q` searches the domain (case-insensitive substring). */
  status: RemovalStatusSchema.optional(),
});
export type AdminRemovalRequestListQuery = z.infer<typeof AdminRemovalRequestListQuerySchema>;
export const AdminRemovalRequestPageSchema = adminPageSchema(AdminRemovalRequestSchema);
export type AdminRemovalRequestPage = z.infer<typeof AdminRemovalRequestPageSchema>;

/** `POST /api/v2/admin/removal-requests/{id}/reject`: the reason is mailed to the requester (when they gave an email). */
export const AdminRejectRemovalSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason.').max(2000),
});
export type AdminRejectRemoval = z.input<typeof AdminRejectRemovalSchema>;

// --------------------------------------------------------------------------------------------- detection reports

/**
 * What StackLens had stored for the website when a detection report was filed: the result's address, analysis time,
 * score and score model, and the reported technology's detection (all technologies for a `missing` report), with
 * versions and evidence as the public result showed them.
 */
export const DetectionReportEvidenceSchema = z.object({
  url: z.string(),
  /** When the stored result was analysed. */
  analysedAt: timestamp,
  statusCode: z.number().int().nullable(),
  score: z.number().int(),
  modelVersion: z.number().int(),
  breakdown: z.array(ScorePartSchema),
  technologies: z.array(DetectedTechnologySchema),
});
export type DetectionReportEvidence = z.infer<typeof DetectionReportEvidenceSchema>;

/** A user's report of a wrong detection (list and show). */
export const AdminDetectionReportSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** The catalogue name of the reported technology, or the name the user gave for `missing` (or null). */
  technology: z.string().nullable(),
  kind: DetectionReportKindSchema,
  detail: z.string(),
  /** The reporter's user id (null once the account is deleted). */
  reportedBy: z.string().nullable(),
  evidence: DetectionReportEvidenceSchema,
  status: DetectionReportStatusSchema,
  /** The operator who last reviewed it, or null while open. */
  reviewedBy: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  reviewNote: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminDetectionReport = z.infer<typeof AdminDetectionReportSchema>;

export const AdminDetectionReportListQuerySchema = adminListQuerySchema([
  'createdAt',
  'domain',
  'status',
  'kind',
]).extend({
  /** Filters. `q` searches the domain (case-insensitive substring). */
  status: DetectionReportStatusSchema.optional(),
  kind: DetectionReportKindSchema.optional(),
});
export type AdminDetectionReportListQuery = z.infer<typeof AdminDetectionReportListQuerySchema>;
export const AdminDetectionReportPageSchema = adminPageSchema(AdminDetectionReportSchema);
export type AdminDetectionReportPage = z.infer<typeof AdminDetectionReportPageSchema>;

/** `PATCH /api/v2/admin/detection-reports/{id}`: the review (`open` reopens it); the note is internal. */
export const AdminDetectionReportUpdateSchema = z.object({
  status: DetectionReportStatusSchema,
  reviewNote: z.string().trim().max(2000).nullable().optional(),
});
export type AdminDetectionReportUpdate = z.input<typeof AdminDetectionReportUpdateSchema>;

// ------------------------------------------------------------------------------------------------------ articles

/** The elements an article body may contain (same allow-list as the public articles). */
export const ADMIN_ARTICLE_ALLOWED_TAGS = ARTICLE_ALLOWED_TAGS;

/** An article, published or not; `bodyHtml` is the stored, sanitised HTML. */
export const AdminArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  bodyHtml: z.string(),
  coverImage: z.string().nullable(),
  readingMinutes: z.number().int().min(1),
  published: z.boolean(),
  publishedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

export const AdminArticleListQuerySchema = adminListQuerySchema([
  'updatedAt',
  'publishedAt',
  'title',
  'slug',
  'createdAt',
]).extend({
  /** `q` searches title and slug. */
  published: BooleanParamSchema.optional(),
});
export type AdminArticleListQuery = z.infer<typeof AdminArticleListQuerySchema>;
export const AdminArticlePageSchema = adminPageSchema(AdminArticleSchema);
export type AdminArticlePage = z.infer<typeof AdminArticlePageSchema>;

/** URL path segment of an article: lowercase words joined by `-`. */
export const ArticleSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes.');

/** Absolute http(s) or site-relative (`/…`) image address. */
const CoverImageSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))\S+$/i, 'Use an http(s) or site-relative address.');

/**
 * `POST /api/v2/admin/articles`. The body is sanitised to {@link ADMIN_ARTICLE_ALLOWED_TAGS} on write; `published`
 * true publishes it at once (`publishedAt` = now).
 */
export const AdminArticleCreateSchema = z.object({
  slug: ArticleSlugSchema,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500).default(''),
  author: z.string().trim().min(1).max(100),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  bodyHtml: z.string().max(200_000),
  coverImage: CoverImageSchema.nullable().optional(),
  published: z.boolean().default(false),
});
export type AdminArticleCreate = z.input<typeof AdminArticleCreateSchema>;

/** `PATCH /api/v2/admin/articles/{id}`: any subset; `published` false unpublishes (removed from public lists at once). */
export const AdminArticleUpdateSchema = z
  .object({
    slug: ArticleSlugSchema,
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(500),
    author: z.string().trim().min(1).max(100),
    tags: z.array(z.string().trim().min(1).max(50)).max(20),
    bodyHtml: z.string().max(200_000),
    coverImage: CoverImageSchema.nullable(),
    published: z.boolean(),
  })
  .partial();
export type AdminArticleUpdate = z.input<typeof AdminArticleUpdateSchema>;

// -------------------------------------------------------------------------------------------------- technologies

/** Where the daily refresh takes a technology's latest version from (`manual`: the operator's value). */
export const VersionSourceKindSchema = z.enum(['npm', 'endoflife', 'github', 'manual']);
export type VersionSourceKind = z.infer<typeof VersionSourceKindSchema>;

/** A catalogue category (for the technology form's choices). */
export const AdminCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/**
 * A catalogue technology. `name` is the name shown (the operator may change it); `fingerprintName` is the
 * detection key and stays as reviewed in code. `versionSource`/`versionSourceId`/`manualLatestVersion` are the
 * operator's override of the reviewed latest-version mapping (all null: the mapping file decides).
 */
export const AdminTechnologySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fingerprintName: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  /** Icon file name of the fingerprint set (e.g. `WordPress.svg`) or an http(s) URL, or null. */
  icon: z.string().nullable(),
  categoryIds: z.array(z.number().int()),
  categories: z.array(AdminCategorySchema),
  latestVersion: z.string().nullable(),
  latestCheckedAt: timestamp.nullable(),
  versionSource: VersionSourceKindSchema.nullable(),
  /** npm package, endoflife.date product or GitHub `owner/repo` of `versionSource`. */
  versionSourceId: z.string().nullable(),
  manualLatestVersion: z.string().nullable(),
  /** Public (not hidden) websites using it. */
  websiteCount: z.number().int().min(0),
  updatedAt: timestamp,
});
export type AdminTechnology = z.infer<typeof AdminTechnologySchema>;

export const AdminTechnologyListQuerySchema = adminListQuerySchema(
  ['name', 'websiteCount', 'updatedAt', 'id'],
  'asc',
).extend({
  /** Category slug or id. `q` searches the name (shown and fingerprint). */
  category: z.string().trim().min(1).max(100).optional(),
});
export type AdminTechnologyListQuery = z.infer<typeof AdminTechnologyListQuerySchema>;
export const AdminTechnologyPageSchema = adminPageSchema(AdminTechnologySchema);
export type AdminTechnologyPage = z.infer<typeof AdminTechnologyPageSchema>;

/** A version string as sources give it (digits required). */
const VersionStringSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^v?\d[\w.+-]*$/, 'Use a version such as 6.4.2.');

/**
 * `PATCH /api/v2/admin/technologies/{id}`: any subset. `versionSource` null returns to the reviewed mapping;
 * `npm`/`endoflife`/`github` need `versionSourceId`; `manual` needs `manualLatestVersion`, which becomes the latest
 * version at once (and stays: the refresh answers it).
 */
export const AdminTechnologyUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(2000).nullable(),
    website: z
      .string()
      .trim()
      .max(2048)
      .regex(/^https?:\/\/\S+$/i, 'Use an http(s) address.')
      .nullable(),
    icon: z
      .string()
      .trim()
      .max(2048)
      .regex(
        /^(https?:\/\/\S+|[\w .+()&'-]+\.(svg|png))$/i,
        'Use an icon file name (.svg/.png) or an http(s) address.',
      )
      .nullable(),
    categoryIds: z.array(z.number().int().min(0)).max(20),
    versionSource: VersionSourceKindSchema.nullable(),
    versionSourceId: z.string().trim().min(1).max(214).nullable(),
    manualLatestVersion: VersionStringSchema.nullable(),
  })
  .partial();
export type AdminTechnologyUpdate = z.input<typeof AdminTechnologyUpdateSchema>;

// --------------------------------------------------------------------------------------------------------- users

/** How an account can sign in. */
export const SignInMethodSchema = z.enum(['password', 'google', 'github']);
export type SignInMethod = z.infer<typeof SignInMethodSchema>;

/** An account as operators see it: never a password hash, token or secret. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: RoleSchema,
  plan: PlanSchema,
  /** The paid plan (`payg`/`pro`) while `plan` is `paid`. */
  billingPlan: z.enum(['payg', 'pro']).nullable(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  disabledAt: timestamp.nullable(),
  usage: UsageSchema,
  /** Analyses requested by the account, ever. */
  analysesCount: z.number().int().min(0),
  signInMethods: z.array(SignInMethodSchema),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = adminListQuerySchema(['createdAt', 'email', 'name', 'role']).extend({
  /** `q` searches email and name. */
  role: RoleSchema.optional(),
  disabled: BooleanParamSchema.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;
export const AdminUserPageSchema = adminPageSchema(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** `PATCH /api/v2/admin/users/{id}`: grant (`admin`) or revoke (`user`) the operator role; not one's own (409). */
export const AdminUserUpdateSchema = z.object({ role: RoleSchema });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

// ------------------------------------------------------------------------------------------------------ analyses

export const AdminAnalysisStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);

/** An analysis with its outcome and requester. */
export const AdminAnalysisSchema = z.object({
  id: z.string(),
  domain: z.string(),
  url: z.string(),
  status: AdminAnalysisStatusSchema,
  stage: z.string(),
  attempts: z.number().int().min(0),
  statusCode: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** Milliseconds from start to finish, or null while unfinished. */
  durationMs: z.number().int().min(0).nullable(),
  requesterId: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});
export type AdminAnalysis = z.infer<typeof AdminAnalysisSchema>;

export const AdminAnalysisListQuerySchema = adminListQuerySchema([
  'createdAt',
  'domain',
  'status',
  'finishedAt',
]).extend({
  /** `q` searches the domain. */
  status: AdminAnalysisStatusSchema.optional(),
  requesterId: z.uuid().optional(),
});
export type AdminAnalysisListQuery = z.infer<typeof AdminAnalysisListQuerySchema>;
export const AdminAnalysisPageSchema = adminPageSchema(AdminAnalysisSchema);
export type AdminAnalysisPage = z.infer<typeof AdminAnalysisPageSchema>;

// ---------------------------------------------------------------------------------------------- contact messages

export const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receiveUpdates: z.boolean(),
  userId: z.string().nullable(),
  handled: z.boolean(),
  handledAt: timestamp.nullable(),
  handledBy: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactMessageListQuerySchema = adminListQuerySchema(['createdAt', 'email']).extend({
  /** `q` searches email, name and message. */
  handled: BooleanParamSchema.optional(),
});
export type AdminContactMessageListQuery = z.infer<typeof AdminContactMessageListQuerySchema>;
export const AdminContactMessagePageSchema = adminPageSchema(AdminContactMessageSchema);
export type AdminContactMessagePage = z.infer<typeof AdminContactMessagePageSchema>;

/** `PATCH /api/v2/admin/contact-messages/{id}`. */
export const AdminContactMessageUpdateSchema = z.object({ handled: z.boolean() });
export type AdminContactMessageUpdate = z.infer<typeof AdminContactMessageUpdateSchema>;

// ----------------------------------------------------------------------------------------------------- audit log

/** Resources named in the audit log. */
export const AdminResourceSchema = z.enum([
  'removal-requests',
  'articles',
  'technologies',
  'users',
  'analyses',
  'contact-messages',
  'detection-reports',
]);
export type AdminResource = z.infer<typeof AdminResourceSchema>;

/** One audited mutation: who did what to which record, with the record before and after (null when none). */
export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** e.g. `approve`, `reject`, `create`, `update`, `delete`, `disable`, `enable`, `retry`. */
  action: z.string(),
  resource: AdminResourceSchema,
  recordId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: timestamp,
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditListQuerySchema = adminListQuerySchema(['at', 'id']).extend({
  /** `q` searches the record id. */
  resource: AdminResourceSchema.optional(),
  action: z.string().trim().min(1).max(50).optional(),
  actorId: z.uuid().optional(),
  recordId: z.string().trim().min(1).max(100).optional(),
});
export type AdminAuditListQuery = z.infer<typeof AdminAuditListQuerySchema>;
export const AdminAuditPageSchema = adminPageSchema(AdminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;

// ----------------------------------------------------------------------------------------------------- dashboard

/** Job counts of one queue. */
export const AdminQueueCountsSchema = z.object({
  name: z.string(),
  waiting: z.number().int().min(0),
  active: z.number().int().min(0),
  delayed: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type AdminQueueCounts = z.infer<typeof AdminQueueCountsSchema>;

/** Days of the dashboard's daily series. */
export const ADMIN_DASHBOARD_DAYS = 30;

/** One UTC day of the dashboard: page views counted by the first-party analytics and analyses created. */
export const AdminDailyCountsSchema = z.object({
  /** `YYYY-MM-DD`, UTC. */
  day: z.iso.date(),
  pageViews: z.number().int().min(0),
  analyses: z.number().int().min(0),
});
export type AdminDailyCounts = z.infer<typeof AdminDailyCountsSchema>;

/** `GET /api/v2/admin/dashboard` (days and months in UTC; a week = the last 7 days). */
export const AdminDashboardSchema = z.object({
  analysesToday: z.number().int().min(0),
  analysesThisMonth: z.number().int().min(0),
  /** Waiting + active + delayed jobs over every queue. */
  queueDepth: z.number().int().min(0),
  pendingRemovalRequests: z.number().int().min(0),
  newUsersThisWeek: z.number().int().min(0),
  queues: z.array(AdminQueueCountsSchema),
  /** The last {@link ADMIN_DASHBOARD_DAYS} UTC days, oldest first, today last (days without any count are zeros). */
  daily: z.array(AdminDailyCountsSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** Stable error codes of the admin API (besides the identity and modules' own). */
export const AdminProblemCode = {
  RecordNotFound: 'admin-record-not-found',
  CannotModifySelf: 'cannot-modify-self',
  AnalysisNotRetryable: 'analysis-not-retryable',
  SlugTaken: 'slug-taken',
  InvalidVersionSource: 'invalid-version-source',
} as const;
