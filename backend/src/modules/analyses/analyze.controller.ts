import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiForbiddenResponse,
  ApiServiceUnavailableResponse,
  ApiBearerAuth,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AnalyzeAccepted, AnalyzeStatus, BulkAnalyzeResponse } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { AnalysisService } from './analysis.service';
import {
  AnalysisIdParamsDto,
  AnalyzeAcceptedDto,
  AnalyzeRequestDto,
  AnalyzeStatusDto,
  BulkAnalyzeRequestDto,
  BulkAnalyzeResponseDto,
} from './dto/analysis.dto';

/**
 * Starting an analysis (signed in, verified email, quota left) and polling its status (public: anyone may
 * follow an analysis and read results).
 */
@ApiTags('analysis')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/websites/analyze' })
export class AnalyzeController {
  constructor(private readonly analyses: AnalysisService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Queue an analysis of a website (returns the running one for the same domain, if any)',
  })
  @UseGuards(SignedInGuard, VerifiedEmailGuard)
  @RequireScope('analyses:write')
  @ApiOkResponse({ type: AnalyzeAcceptedDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'invalid-url, validation-failed' })
  @ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
  @ApiResponse({
    status: 402,
    type: ProblemDetailsDto,
    description: 'quota-exceeded (free plan: 10 a month)',
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
    description:
      'too-many-queued-analyses (ANALYSIS_MAX_QUEUED_PER_USER of yours queued or running, 100 by default; Retry-After)',
  })
  @ApiServiceUnavailableResponse({
    type: ProblemDetailsDto,
    description: 'queue-full (Retry-After), queue-unavailable',
  })
  analyze(@Body() body: AnalyzeRequestDto, @CurrentUser() user: AuthenticatedUser): Promise<AnalyzeAccepted> {
    return this.analyses.request(body.url, user.id, this.analyses.quotaOf(user));
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Queue analyses of up to 100 addresses: one item per address, in order, each gated on its own (402 items once the quota runs out, 429 items once too many of yours are queued); robots.txt is fetched only for addresses the quota admits',
  })
  @UseGuards(SignedInGuard, VerifiedEmailGuard)
  @RequireScope('analyses:write')
  @ApiOkResponse({ type: BulkAnalyzeResponseDto })
  @ApiBadRequestResponse({
    type: ProblemDetailsDto,
    description: 'validation-failed (no address, more than 100)',
  })
  @ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
  @ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'email-not-verified, csrf-invalid' })
  async bulk(
    @Body() body: BulkAnalyzeRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BulkAnalyzeResponse> {
    return { items: await this.analyses.requestMany(body.urls, user.id, this.analyses.quotaOf(user)) };
  }

  @Get('status/:id')
  @ApiOperation({ summary: 'Status of an analysis: poll while running; statusCode 200/408 = success' })
  @ApiOkResponse({ type: AnalyzeStatusDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed (id is not a UUID)' })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'analysis-not-found' })
  status(@Param() params: AnalysisIdParamsDto): Promise<AnalyzeStatus> {
    return this.analyses.status(params.id);
  }
}
