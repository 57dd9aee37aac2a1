import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  CreateMonitorRequestSchema,
  LighthouseRunSchema,
  ListWebsitesPageSchema,
  ListWebsitesQuerySchema,
  MCP_ANALYZE_DEFAULT_WAIT_SECONDS,
  MCP_LIST_DEFAULT_LIMIT,
  McpAnalysisOutcomeSchema,
  McpAnalysisStatusInputSchema,
  McpAnalyzeWebsiteInputSchema,
  McpGetTechnologyInputSchema,
  McpLighthouseInputSchema,
  McpListWebsitesInputSchema,
  McpLookupWebsiteInputSchema,
  MonitorListSchema,
  MonitorSchema,
  TechnologyDetailSchema,
  WebsiteResultSchema,
  type ApiKeyScope,
  type McpAnalysisOutcome,
  type McpToolName,
} from '@stacklens/contracts';
import { ZodError, type z } from 'zod';
import type { Authentication } from '../../common/identity/credential-strategy';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { ProblemError } from '../../common/problem-error';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { AnalysisService } from '../analyses/analysis.service';
import { LighthouseService } from '../lighthouse/lighthouse.service';
import { ListsService } from '../lists/lists.service';
import { MonitorsService } from '../monitors/monitors.service';
import { TechnologiesService } from '../technologies/technologies.service';
import { WebsitesService } from '../websites/websites.service';

/** How often a waiting `analyze_website` / `get_analysis_status` reads the analysis' status, ms. */
const STATUS_POLL_MS = 500;

/** A tool failure as a problem: what went wrong (the REST API's status and code) and what to do about it. */
export interface McpToolProblem {
  status: number;
  code: string;
  detail: string;
  /** What the user or the assistant should do next (e.g. the upgrade URL, the scope to add). */
  action: string | null;
  retryAfterSeconds: number | null;
}

/** Where a tool's `_meta` carries its problem (a tool error's machine-readable form). */
export const MCP_PROBLEM_META = 'stacklens/problem';

/** One tool: its description, the scope and verification it needs, its contracts and what it does. */
interface ToolDefinition<I extends z.ZodObject, O extends z.ZodObject> {
  title: string;
  description: string;
  scope: ApiKeyScope;
  /** The account's email must be verified (as the REST route's VerifiedEmailGuard). */
  verified: boolean;
  /** Reads only (MCP annotation `readOnlyHint`). */
  readOnly: boolean;
  input: I;
  output: O;
  run: (args: z.output<I>, signal: AbortSignal) => Promise<z.input<O>>;
}

/**
 * The MCP server's tools (issue 21 §3), over the owning modules' services — no HTTP to ourselves, so every rule of
 * the REST API applies as is (quota, queue caps, robots.txt, plan limits, removed domains). Each tool declares the
 * API-key scope of its REST twin, checked per call (a missing one is a tool error naming it); its input and output
 * JSON Schemas come from the contracts' zod schemas and its result is `structuredContent` of that output schema.
 * A failure is a tool result with `isError`, a sentence saying what went wrong and what to do (quota exhausted → the
 * pricing page; missing scope → the scope to add), and the problem itself in `_meta["stacklens/problem"]`.
 */
@Injectable()
export class McpToolsService {
  private readonly logger = new Logger(McpToolsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly analyses: AnalysisService,
    private readonly websites: WebsitesService,
    private readonly technologies: TechnologiesService,
    private readonly lighthouse: LighthouseService,
    private readonly monitors: MonitorsService,
    private readonly lists: ListsService,
  ) {}

  /**
   * A new MCP server acting as `caller` (the API key's owner within the key's scopes), for one HTTP request: the
   * server is stateless, so every request builds its own.
   */
  createServer(caller: Authentication): McpServer {
    const server = new McpServer(
      { name: 'stacklens', title: 'StackLens', version: '1.0.0', websiteUrl: this.config.publicUrl },
      {
        capabilities: { tools: {} },
        instructions:
          'StackLens profiles websites: the technologies a site runs (with versions, latest versions and known vulnerabilities), its 0–100 Awesomeness Score, Lighthouse reports, and which websites run a technology. Read a stored result with lookup_website before analysing (analyze_website uses the monthly quota).',
      },
    );
    for (const [name, definition] of Object.entries(this.definitions(caller))) {
      this.register(server, caller, name as McpToolName, definition);
    }
    return server;
  }

  private definitions(caller: Authentication): Record<string, ToolDefinition<z.ZodObject, z.ZodObject>> {
    const user = caller.user;
    const tools = {
      lookup_website: tool({
        title: 'Look up a website',
        description:
          'The latest stored analysis of a website: its technologies (version found, latest version, vulnerabilities), Awesomeness Score with breakdown, and Lighthouse summary. Costs nothing; website-not-found when it was never analysed (then use analyze_website).',
        scope: 'websites:read',
        verified: false,
        readOnly: true,
        input: McpLookupWebsiteInputSchema,
        output: WebsiteResultSchema,
        run: ({ url }) => this.websites.cached.getByDomain(url),
      }),
      analyze_website: tool({
        title: 'Analyse a website',
        description:
          'Analyses a website now (uses one analysis of the monthly quota; joining an analysis of the same domain already running is free) and waits up to waitSeconds for it: the result when done, otherwise the analysisId to pass to get_analysis_status.',
        scope: 'analyses:write',
        verified: true,
        readOnly: false,
        input: McpAnalyzeWebsiteInputSchema,
        output: McpAnalysisOutcomeSchema,
        run: async ({ url, waitSeconds }, signal) => {
          const { id } = await this.analyses.request(url, user.id, this.analyses.quotaOf(user));
          return this.outcome(id, waitSeconds ?? MCP_ANALYZE_DEFAULT_WAIT_SECONDS, signal);
        },
      }),
      get_analysis_status: tool({
        title: 'Follow an analysis',
        description:
          'The status of an analysis analyze_website started, waiting up to waitSeconds for it to finish; the website result once it succeeded.',
        scope: 'websites:read',
        verified: false,
        readOnly: true,
        input: McpAnalysisStatusInputSchema,
        output: McpAnalysisOutcomeSchema,
        run: ({ analysisId, waitSeconds }, signal) =>
          this.outcome(analysisId, waitSeconds ?? MCP_ANALYZE_DEFAULT_WAIT_SECONDS, signal),
      }),
      list_websites_using: tool({
        title: 'Websites using a technology',
        description:
          'Which websites run a technology (or any of a category), optionally filtered by version (<3.5, >=1.4 <2, 1.x, exact), with the version, first/last seen, score and last analysis date; one page at a time (pass nextCursor as cursor). Free plan: the first 10 rows and the total; paid plans: rows count against the monthly list allowance. Removed websites never appear.',
        scope: 'lists:read',
        verified: false,
        readOnly: true,
        input: McpListWebsitesInputSchema,
        output: ListWebsitesPageSchema,
        run: (input) =>
          this.lists.page(
            user,
            ListWebsitesQuerySchema.parse({
              ...input,
              limit: input.limit ?? MCP_LIST_DEFAULT_LIMIT,
              format: 'json',
            }),
          ),
      }),
      get_technology: tool({
        title: 'Describe a technology',
        description:
          'A technology of the catalogue by slug: description, categories, latest version, end-of-life cycles, the versions seen on websites with their share, and top websites using it.',
        scope: 'websites:read',
        verified: false,
        readOnly: true,
        input: McpGetTechnologyInputSchema,
        output: TechnologyDetailSchema,
        run: ({ slug }) => this.technologies.detail(slug),
      }),
      get_lighthouse_report: tool({
        title: 'Latest Lighthouse report',
        description:
          "The latest finished Lighthouse run of a website: performance, accessibility, best-practices and SEO scores, Core Web Vitals metrics, run date and the HTML report's URL.",
        scope: 'websites:read',
        verified: false,
        readOnly: true,
        input: McpLighthouseInputSchema,
        output: LighthouseRunSchema,
        run: ({ url }) => this.lighthouse.latestRun(url),
      }),
      list_monitors: tool({
        title: 'List monitored websites',
        description:
          "The websites you monitor (re-analysed daily or weekly; website.technologies.changed webhooks when their stack changes), with last and next run and your plan's limit.",
        scope: 'websites:read',
        verified: true,
        readOnly: true,
        input: EmptyInputSchema,
        output: MonitorListSchema,
        run: () => this.monitors.list(user),
      }),
      create_monitor: tool({
        title: 'Monitor a website',
        description:
          'Monitors a website: re-analysed every day or week (each run uses one analysis of the quota); 3 monitors on the free plan, 100 on a paid plan.',
        scope: 'analyses:write',
        verified: true,
        readOnly: false,
        input: CreateMonitorRequestSchema,
        output: MonitorSchema,
        run: (input) => this.monitors.create(user, input),
      }),
    };
    return tools as unknown as Record<string, ToolDefinition<z.ZodObject, z.ZodObject>>;
  }

  private register(
    server: McpServer,
    caller: Authentication,
    name: McpToolName,
    definition: ToolDefinition<z.ZodObject, z.ZodObject>,
  ): void {
    server.registerTool(
      name,
      {
        title: definition.title,
        description: `${definition.description} Needs an API key with the scope ${definition.scope}.`,
        inputSchema: definition.input,
        outputSchema: definition.output,
        annotations: {
          title: definition.title,
          readOnlyHint: definition.readOnly,
          openWorldHint: name === 'analyze_website',
        },
      },
      async (args: Record<string, unknown>, extra: { signal: AbortSignal }): Promise<CallToolResult> => {
        try {
          this.authorize(caller, definition);
          const result = (await definition.run(args, extra.signal)) as Record<string, unknown>;
          return {
            content: [{ type: 'text', text: JSON.stringify(result) }],
            structuredContent: result,
          };
        } catch (error) {
          return this.toolError(name, error);
        }
      },
    );
  }

  /**
   * The key's scopes and the account's verification, as the REST route's guards check them.
   * @throws IdentityError insufficient-scope (403), email-not-verified (403)
   */
  private authorize(caller: Authentication, definition: { scope: ApiKeyScope; verified: boolean }): void {
    if (caller.scopes && !caller.scopes.includes(definition.scope)) {
      throw new IdentityError(
        IdentityErrorCode.InsufficientScope,
        `This API key lacks the scope ${definition.scope} that this tool needs.`,
      );
    }
    if (definition.verified && !caller.user.emailVerifiedAt) {
      throw new IdentityError(IdentityErrorCode.EmailNotVerified);
    }
  }

  /**
   * The analysis `id` once it stops running or `waitSeconds` passed (or the client went away), with the website's
   * result when it succeeded.
   * @throws AnalysisError analysis-not-found (404)
   */
  private async outcome(id: string, waitSeconds: number, signal: AbortSignal): Promise<McpAnalysisOutcome> {
    const deadline = Date.now() + waitSeconds * 1000;
    let status = await this.analyses.status(id);
    while (status.running && Date.now() < deadline && !signal.aborted) {
      await sleep(Math.min(STATUS_POLL_MS, Math.max(0, deadline - Date.now())));
      status = await this.analyses.status(id);
    }
    if (status.running) {
      return {
        analysisId: id,
        status,
        result: null,
        next: `Still running (stage ${status.stage}): call get_analysis_status with analysisId ${id} to wait for it (an analysis takes from a few seconds to a minute).`,
      };
    }
    if (status.statusCode !== 200 && status.statusCode !== 408) {
      return {
        analysisId: id,
        status,
        result: null,
        next: `The analysis failed (${status.errorCode ?? status.statusCode}): ${status.statusResult ?? 'no detail'}.`,
      };
    }
    try {
      const result = await this.websites.cached.getByDomain(status.domain, true);
      return {
        analysisId: id,
        status,
        result,
        next:
          status.statusCode === 408
            ? 'Done with partial results (the site was slow): result holds what was found.'
            : 'Done: result holds the technologies and the score.',
      };
    } catch (error) {
      if (error instanceof ProblemError && error.status === 404) {
        return {
          analysisId: id,
          status,
          result: null,
          next: 'Done, but the website was removed from StackLens.',
        };
      }
      throw error;
    }
  }

  /** A failure as a tool result: what went wrong and what to do, the problem in `_meta`. Unexpected errors logged. */
  private toolError(name: McpToolName, error: unknown): CallToolResult {
    const problem = this.problemOf(name, error);
    const text = [`${problem.detail} (${problem.code}, HTTP ${problem.status})`, problem.action]
      .filter(Boolean)
      .join(' ');
    return {
      isError: true,
      content: [{ type: 'text', text }],
      _meta: { [MCP_PROBLEM_META]: problem },
    };
  }

  private problemOf(name: McpToolName, error: unknown): McpToolProblem {
    let status = 500;
    let code = 'internal-error';
    let detail = 'Something went wrong on our side; try again later.';
    let retryAfterSeconds: number | null = null;
    if (error instanceof ZodError) {
      status = 400;
      code = 'validation-failed';
      detail = error.issues.map((issue) => issue.message).join(' ');
    } else if (error instanceof ProblemError) {
      ({ status, code, detail } = error);
      retryAfterSeconds = error.retryAfterSeconds ?? null;
    } else if (error instanceof HttpException) {
      status = error.getStatus();
      const body = error.getResponse();
      code = (typeof body === 'object' && (body as { code?: string }).code) || `http-${status}`;
      detail = (typeof body === 'object' && (body as { detail?: string }).detail) || error.message;
    } else {
      this.logger.error({ err: error, tool: name }, 'MCP tool failed');
    }
    return { status, code, detail, action: this.actionFor(code, retryAfterSeconds), retryAfterSeconds };
  }

  /** What to do about a problem `code`: the page to open or the tool to call next (null when the detail says it). */
  private actionFor(code: string, retryAfterSeconds: number | null): string | null {
    const site = this.config.publicUrl.replace(/\/+$/, '');
    switch (code) {
      case 'quota-exceeded':
        return `Upgrade to a paid plan at ${site}/pricing (no monthly limit), or wait until the next calendar month (UTC).`;
      case 'lists-paid-plan-required':
      case 'list-allowance-exhausted':
        return `Upgrade at ${site}/pricing: paid plans list every website, in a monthly allowance of rows.`;
      case 'too-many-monitors':
        return `Upgrade at ${site}/pricing to monitor up to 100 websites, or stop monitoring one.`;
      case 'lighthouse-limit-reached':
        return `Upgrade at ${site}/pricing for more Lighthouse runs a day, or try again tomorrow (UTC).`;
      case 'insufficient-scope':
        return `Create an API key with that scope at ${site}/user/api-keys and put it in your MCP client's Authorization header (Bearer sl_live_…).`;
      case 'email-not-verified':
        return `Verify the email address of the key's account: open the link mailed at sign-up (send it again from ${site}/user/account).`;
      case 'website-not-found':
        return 'StackLens has no result for it yet: call analyze_website to analyse it.';
      case 'lighthouse-report-not-found':
        return `No Lighthouse report yet: start one from the website's result page on ${site} (or POST /api/v2/websites/report).`;
      case 'technology-not-found':
        return `Use the technology's catalogue slug (lowercase, e.g. jquery or wordpress); the catalogue is at ${site}/technologies.`;
      case 'subdomain-not-allowed':
        return 'Use the registrable domain (example.com, not blog.example.com).';
      case 'monitor-exists':
        return 'It is already monitored: list_monitors shows it.';
      case 'analysis-not-found':
        return 'Use the analysisId that analyze_website answered.';
      default:
        return retryAfterSeconds !== null ? `Try again in ${retryAfterSeconds} seconds.` : null;
    }
  }
}

/** Input of the tools that take no argument. */
const EmptyInputSchema = McpLookupWebsiteInputSchema.pick({});

/** Types a tool definition (its `run` against its own input and output). */
function tool<I extends z.ZodObject, O extends z.ZodObject>(definition: ToolDefinition<I, O>) {
  return definition;
}
