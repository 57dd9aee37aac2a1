import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { LighthouseRun } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  LighthouseLatestQueryDto,
  LighthouseReportQueryDto,
  LighthouseRunDto,
  LighthouseRunIdParamsDto,
} from './dto/lighthouse.dto';
import { LighthouseService } from './lighthouse.service';

/**
 * Lighthouse's HTML report runs its own inline scripts and styles: it is served in a CSP sandbox (an opaque origin:
 * no cookies, no same-origin access to StackLens) that allows only those.
 */
const REPORT_CSP =
  "sandbox allow-scripts allow-popups allow-downloads; default-src 'none'; script-src 'unsafe-inline'; " +
  "style-src 'unsafe-inline'; img-src data: https: http:; font-src data:; frame-ancestors 'self'";

function sendReport(res: Response, html: string): string {
  res.status(200);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', REPORT_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The report page frames it (the web server's default is DENY).
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cache-Control', 'private, max-age=300');
  return html;
}

/**
 * Lighthouse reports (spec: `POST /api/v2/websites/report`): requesting one (signed in, verified email, an analysis
 * left this month — a report costs none — and, for a new run, one of the plan's Lighthouse runs a day), polling a run,
 * reading a report (public, like results).
 */
@ApiTags('lighthouse')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/websites/report' })
export class LighthouseController {
  constructor(private readonly lighthouse: LighthouseService) {}

  @Post()
  @ApiOperation({
    summary:
      "Lighthouse report of a website: Lighthouse's HTML report when one younger than 24 h exists (with fresh=true: younger than 1 h; fresh=true starts at most one run per domain an hour) or the run finishes within the request's wait (with Accept: application/json, the finished run as JSON instead); otherwise 202 with the run's id and status to poll. A report costs no analysis, but needs one left this month; a new run counts against the plan's Lighthouse runs a day (free 3, paid 50 by default; answering an existing report or joining a running run costs none).",
  })
  @UseGuards(SignedInGuard, VerifiedEmailGuard)
  @RequireScope('analyses:write')
  @ApiProduces('text/html', 'application/json')
  @ApiOkResponse({ description: "Lighthouse's HTML report (text/html)" })
  @ApiResponse({
    status: 202,
    type: LighthouseRunDto,
    description: 'The run is queued or running (or failed): poll its status',
  })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'invalid-url, validation-failed' })
  @ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
  @ApiResponse({
    status: 402,
    type: ProblemDetailsDto,
    description: 'quota-exceeded (no analysis left this month)',
  })
  @ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'email-not-verified, csrf-invalid' })
  @ApiResponse({
    status: 405,
    type: ProblemDetailsDto,
    description: 'subdomain-not-allowed, blocked-by-robots',
  })
  @ApiResponse({
    status: 429,
    type: ProblemDetailsDto,
    description: "lighthouse-limit-reached (the plan's runs a day used; Retry-After until the next UTC day)",
  })
  @ApiResponse({
    status: 503,
    type: ProblemDetailsDto,
    description: 'queue-full (too many runs waiting; Retry-After), queue-unavailable',
  })
  async report(
    @Query() query: LighthouseReportQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | LighthouseRun> {
    const outcome = await this.lighthouse.request(query.url, user, { fresh: query.fresh === 'true' });
    // Content negotiation: HTML unless the client asks for JSON only (the web app does, to draw its own page).
    const wantsHtml = req.accepts(['text/html', 'application/json']) !== 'application/json';
    res.vary('Accept');
    if (outcome.html !== null && wantsHtml) return sendReport(res, outcome.html);
    res.status(outcome.run.status === 'done' ? 200 : 202);
    return outcome.run;
  }

  @Get('latest')
  @ApiOperation({
    summary: 'The latest finished Lighthouse run of a website: scores, metrics, run date, report URL',
  })
  @ApiOkResponse({ type: LighthouseRunDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'invalid-url, validation-failed' })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'lighthouse-report-not-found' })
  latest(@Query() query: LighthouseLatestQueryDto): Promise<LighthouseRun> {
    return this.lighthouse.latestRun(query.url);
  }

  @Get('status/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Status of a Lighthouse run: poll while queued or running' })
  @ApiOkResponse({ type: LighthouseRunDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed (id is not a UUID)' })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'lighthouse-run-not-found' })
  status(@Param() params: LighthouseRunIdParamsDto): Promise<LighthouseRun> {
    return this.lighthouse.status(params.id);
  }

  @Get(':id/html')
  @ApiOperation({ summary: "Lighthouse's HTML report of a finished run (served in a CSP sandbox)" })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: "Lighthouse's HTML report (text/html)" })
  @ApiNotFoundResponse({
    type: ProblemDetailsDto,
    description: 'lighthouse-run-not-found, lighthouse-report-not-found',
  })
  async html(
    @Param() params: LighthouseRunIdParamsDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return sendReport(res, await this.lighthouse.reportHtml(params.id));
  }
}
