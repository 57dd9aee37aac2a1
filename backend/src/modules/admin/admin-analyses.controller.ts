import { Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminAnalysis, AdminAnalysisPage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { AnalysesAdminService } from '../analyses/analyses-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminAnalysisDto,
  AdminAnalysisListQueryDto,
  AdminAnalysisPageDto,
  AdminUuidParamsDto,
} from './dto/admin.dto';

/** Analyses for operators (`/api/v2/admin/analyses`): recent analyses, retry a failed one. */
@AdminController('analyses')
@ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'analysis-not-found' })
export class AdminAnalysesController {
  constructor(
    private readonly analyses: AnalysesAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Analyses with status, duration, error code, requester (filter status, q = domain)',
  })
  @ApiOkResponse({ type: AdminAnalysisPageDto })
  list(@Query() query: AdminAnalysisListQueryDto): Promise<AdminAnalysisPage> {
    return this.analyses.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminAnalysisDto })
  get(@Param() params: AdminUuidParamsDto): Promise<AdminAnalysis> {
    return this.analyses.get(params.id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry a failed analysis: answers the new analysis (free for the requester)' })
  @ApiOkResponse({ type: AdminAnalysisDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'analysis-not-retryable' })
  retry(@Param() params: AdminUuidParamsDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminAnalysis> {
    return this.analyses.retry(params.id, this.audit.hook(user, 'retry', 'analyses'));
  }
}
