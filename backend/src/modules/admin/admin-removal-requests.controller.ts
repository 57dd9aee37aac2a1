import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminRemovalRequest, AdminRemovalRequestPage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { RemovalsAdminService } from '../removals/removals-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminRejectRemovalDto,
  AdminRemovalRequestDto,
  AdminRemovalRequestListQueryDto,
  AdminRemovalRequestPageDto,
  AdminUuidParamsDto,
} from './dto/admin.dto';

/** Removal requests for operators (`/api/v2/admin/removal-requests`): list, show, approve, reject. */
@AdminController('removal-requests')
export class AdminRemovalRequestsController {
  constructor(
    private readonly removals: RemovalsAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Removal requests (filter status, q = domain)' })
  @ApiOkResponse({ type: AdminRemovalRequestPageDto })
  list(@Query() query: AdminRemovalRequestListQueryDto): Promise<AdminRemovalRequestPage> {
    return this.removals.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: "A removal request with the domain's stored result" })
  @ApiOkResponse({ type: AdminRemovalRequestDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'removal-not-found' })
  get(@Param() params: AdminUuidParamsDto): Promise<AdminRemovalRequest> {
    return this.removals.get(params.id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve: the domain is hidden from every public listing; the requester is mailed',
  })
  @ApiOkResponse({ type: AdminRemovalRequestDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'removal-not-found' })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'removal-not-pending' })
  approve(
    @Param() params: AdminUuidParamsDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminRemovalRequest> {
    return this.removals.approve(params.id, user.id, this.audit.hook(user, 'approve', 'removal-requests'));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with a reason (mailed to the requester); the website stays public' })
  @ApiOkResponse({ type: AdminRemovalRequestDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'removal-not-found' })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'removal-not-pending' })
  reject(
    @Param() params: AdminUuidParamsDto,
    @Body() body: AdminRejectRemovalDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminRemovalRequest> {
    return this.removals.reject(
      params.id,
      user.id,
      body.reason,
      this.audit.hook(user, 'reject', 'removal-requests'),
    );
  }
}
