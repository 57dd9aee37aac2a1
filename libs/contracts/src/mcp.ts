import { z } from 'zod';
import { LIST_PAGE_MAX_LIMIT, ListWebsitesQuerySchema } from './lists';
import { AnalyzeRequestSchema, AnalyzeStatusSchema, WebsiteResultSchema } from './websites';

/**
 * The MCP server (`POST /api/mcp`, Streamable HTTP, issue 21 §3): the input and output shapes of its tools. Each
 * tool's JSON Schema (`tools/list`) is derived from these zod schemas, which reuse the REST contracts; results are
 * `structuredContent` matching the output schema.
 */

/** Seconds `analyze_website` waits at most for the analysis when the caller does not say. */
export const MCP_ANALYZE_DEFAULT_WAIT_SECONDS = 20;
/** Seconds `analyze_website` / `get_analysis_status` may be asked to wait at most. */
export const MCP_ANALYZE_MAX_WAIT_SECONDS = 50;

const waitSeconds = z
  .number()
  .int()
  .min(0)
  .max(MCP_ANALYZE_MAX_WAIT_SECONDS)
  .optional()
  .describe(
    `Seconds to wait for the analysis to finish before answering its status to poll (default ${MCP_ANALYZE_DEFAULT_WAIT_SECONDS}, at most ${MCP_ANALYZE_MAX_WAIT_SECONDS}).`,
  );

/** `lookup_website` input: the website's address or domain. */
export const McpLookupWebsiteInputSchema = z.object({
  url: AnalyzeRequestSchema.shape.url.describe('Website address or domain, e.g. example.com'),
});

/** `analyze_website` input: the address, and how long to wait for the result. */
export const McpAnalyzeWebsiteInputSchema = z.object({
  url: AnalyzeRequestSchema.shape.url.describe('Website address or domain to analyse, e.g. example.com'),
  waitSeconds,
});

/** `get_analysis_status` input: an analysis id `analyze_website` answered. */
export const McpAnalysisStatusInputSchema = z.object({
  analysisId: z.uuid().describe('The analysisId analyze_website answered'),
  waitSeconds,
});

/**
 * `analyze_website` and `get_analysis_status` output: the analysis' status and, once it succeeded (200, or 408 with
 * partial results), the website's result; `next` says what to do (poll, read the result, or why it failed).
 */
export const McpAnalysisOutcomeSchema = z.object({
  analysisId: z.string(),
  status: AnalyzeStatusSchema,
  result: WebsiteResultSchema.nullable(),
  next: z.string(),
});
export type McpAnalysisOutcome = z.infer<typeof McpAnalysisOutcomeSchema>;

/** Rows of a `list_websites_using` page when the caller does not say (an assistant's context is small). */
export const MCP_LIST_DEFAULT_LIMIT = 25;

const listQuery = ListWebsitesQuerySchema.shape;

/**
 * `list_websites_using` input: the REST list's query (`GET /api/v2/lists/websites`) as one JSON page — technology
 * and/or category slug, version filter, dates, cursor, and `limit` (default {@link MCP_LIST_DEFAULT_LIMIT}).
 */
export const McpListWebsitesInputSchema = z.object({
  technology: listQuery.technology.describe('Technology slug, e.g. jquery, wordpress, nginx'),
  category: listQuery.category.describe('Category slug; alone, every technology of the category counts'),
  version: listQuery.version.describe(
    'Version filter: <3.5, >=1.4 <2, 1.x, or an exact version string as detected',
  ),
  seenSince: listQuery.seenSince.describe(
    'Only websites where the technology was last seen on or after this date',
  ),
  firstSeenSince: listQuery.firstSeenSince.describe(
    'Only websites where the technology was first seen on or after this date',
  ),
  cursor: listQuery.cursor.describe('The nextCursor of the previous page'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(LIST_PAGE_MAX_LIMIT)
    .optional()
    .describe(`Rows of the page (default ${MCP_LIST_DEFAULT_LIMIT}, at most ${LIST_PAGE_MAX_LIMIT})`),
});

/** `get_technology` input: the catalogue slug. */
export const McpGetTechnologyInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('Technology slug as in the catalogue, e.g. jquery, wordpress, nginx'),
});

/** `get_lighthouse_report` input: the website's address or domain. */
export const McpLighthouseInputSchema = z.object({
  url: AnalyzeRequestSchema.shape.url.describe('Website address or domain, e.g. example.com'),
});

/** Tool names of the MCP server. */
export const MCP_TOOLS = [
  'lookup_website',
  'analyze_website',
  'get_analysis_status',
  'list_websites_using',
  'get_technology',
  'get_lighthouse_report',
  'list_monitors',
  'create_monitor',
] as const;
export type McpToolName = (typeof MCP_TOOLS)[number];
