import { Body, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminDetectionReport, AdminDetectionReportPage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { FeedbackAdminService } from '../feedback/feedback-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminDetectionReportDto,
  AdminDetectionReportListQueryDto,
  AdminDetectionReportPageDto,
  AdminDetectionReportUpdateDto,
  AdminUuidParamsDto,
} from './dto/admin.dto';

/** Users' detection reports for operators (`/api/v2/admin/detection-reports`): list, show, review. */
@AdminController('detection-reports')
@ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'detection-report-not-found' })
export class AdminDetectionReportsController {
  constructor(
    private readonly reports: FeedbackAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Detection reports (filter status, kind; q = domain)' })
  @ApiOkResponse({ type: AdminDetectionReportPageDto })
  list(@Query() query: AdminDetectionReportListQueryDto): Promise<AdminDetectionReportPage> {
    return this.reports.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A detection report with the evidence stored when it was filed' })
  @ApiOkResponse({ type: AdminDetectionReportDto })
  get(@Param() params: AdminUuidParamsDto): Promise<AdminDetectionReport> {
    return this.reports.get(params.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Review: accept, reject or reopen, with an internal note' })
  @ApiOkResponse({ type: AdminDetectionReportDto })
  update(
    @Param() params: AdminUuidParamsDto,
    @Body() body: AdminDetectionReportUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminDetectionReport> {
    return this.reports.review(
      params.id,
      body,
      user.id,
      this.audit.hook(user, 'review', 'detection-reports'),
    );
  }
}
