import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DetectionReportResponse } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  DetectionReportRequestDto,
  DetectionReportResponseDto,
  FeedbackDomainParamsDto,
} from './dto/feedback.dto';
import { FeedbackRateLimitGuard } from './feedback-rate-limit';
import { FeedbackService } from './feedback.service';

/** Reporting a wrong detection (`POST /api/v2/websites/{domain}/feedback`): signed in, verified, rate-limited. */
@ApiTags('websites')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/websites/:domain/feedback' })
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @UseGuards(SignedInGuard, VerifiedEmailGuard, FeedbackRateLimitGuard)
  @RequireScope('analyses:write')
  @ApiOperation({
    summary:
      'Report a false positive, a wrong version or a missing technology on the result (stored with the evidence for review)',
  })
  @ApiCreatedResponse({ type: DetectionReportResponseDto })
  @ApiBadRequestResponse({
    type: ProblemDetailsDto,
    description: 'validation-failed, technology-not-detected',
  })
  @ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
  @ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'email-not-verified, csrf-invalid' })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'website-not-found' })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsDto, description: 'rate-limited' })
  report(
    @Param() params: FeedbackDomainParamsDto,
    @Body() body: DetectionReportRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DetectionReportResponse> {
    return this.feedback.report(params.domain, body, user.id);
  }
}
