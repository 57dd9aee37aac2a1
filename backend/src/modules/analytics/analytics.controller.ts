import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { isbot } from 'isbot';
import { CsrfExempt } from '../../common/identity/session/csrf.guard';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { AnalyticsThrottlerGuard } from './analytics-throttler.guard';
import { AnalyticsService } from './analytics.service';
import { PageViewRequestDto } from './dto/analytics.dto';

/**
 * The page-view beacon of `/analytics.js` (`POST /api/v1/analytics/page-views`), loaded only after analytics
 * consent. Anonymous: it reads no session and authenticates nobody, so there is no credential to forge and no CSRF
 * token (`navigator.sendBeacon` cannot send one).
 */
@ApiTags('analytics')
@Controller({ path: 'v1/analytics' })
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('page-views')
  @HttpCode(204)
  @CsrfExempt()
  @UseGuards(AnalyticsThrottlerGuard)
  @ApiOperation({
    summary:
      'Count one page view of a path for today (UTC); bots (by User-Agent) are answered alike and not counted. Stores only the count.',
  })
  @ApiNoContentResponse({ description: 'Counted (or ignored: a bot)' })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed' })
  @ApiTooManyRequestsResponse({
    type: ProblemDetailsDto,
    description: 'rate-limited (per address and minute)',
  })
  async pageView(@Body() body: PageViewRequestDto, @Headers('user-agent') userAgent?: string): Promise<void> {
    if (!userAgent || isbot(userAgent)) return;
    await this.analytics.countPageView(body.path);
  }
}
