import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { RemovalRequestResponse } from '@stacklens/contracts';
import type { Request } from 'express';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { RemovalRequestDto, RemovalRequestResponseDto } from './dto/removals.dto';
import { RemovalsService } from './removals.service';

/** Remove Domain (`POST /api/v2/websites/remove`): anonymous or signed in, CSRF-protected, rate-limited. */
@ApiTags('websites')
@Controller({ path: 'v2/websites/remove' })
export class RemovalsController {
  constructor(private readonly removals: RemovalsService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: "Request the removal of a domain's public result (pending review; idempotent while pending)",
  })
  @ApiOkResponse({ type: RemovalRequestResponseDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'invalid-url, validation-failed' })
  @ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'csrf-invalid' })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsDto, description: 'rate-limited' })
  request(@Body() body: RemovalRequestDto, @Req() req: Request): Promise<RemovalRequestResponse> {
    return this.removals.request(body, req.session?.userId ?? null);
  }
}
