import { Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminAuditEntry, AdminAuditPage } from '@stacklens/contracts';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminAuditEntryDto,
  AdminAuditListQueryDto,
  AdminAuditPageDto,
  AdminIntegerParamsDto,
} from './dto/admin.dto';

/** The audit log (`/api/v2/admin/audit-log`), read-only. */
@AdminController('audit-log')
export class AdminAuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @ApiOperation({
    summary: 'Audited admin mutations, newest first (filter resource, action, actorId, recordId)',
  })
  @ApiOkResponse({ type: AdminAuditPageDto })
  list(@Query() query: AdminAuditListQueryDto): Promise<AdminAuditPage> {
    return this.audit.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminAuditEntryDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'admin-record-not-found' })
  get(@Param() params: AdminIntegerParamsDto): Promise<AdminAuditEntry> {
    return this.audit.get(params.id);
  }
}
