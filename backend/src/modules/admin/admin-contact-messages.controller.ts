import { Body, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminContactMessage, AdminContactMessagePage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ContactAdminService } from '../contact/contact-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminContactMessageDto,
  AdminContactMessageListQueryDto,
  AdminContactMessagePageDto,
  AdminContactMessageUpdateDto,
  AdminUuidParamsDto,
} from './dto/admin.dto';

/** Contact messages for operators (`/api/v2/admin/contact-messages`): list, show, mark handled. */
@AdminController('contact-messages')
@ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'contact-message-not-found' })
export class AdminContactMessagesController {
  constructor(
    private readonly messages: ContactAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages (filter handled, q = email/name/message)' })
  @ApiOkResponse({ type: AdminContactMessagePageDto })
  list(@Query() query: AdminContactMessageListQueryDto): Promise<AdminContactMessagePage> {
    return this.messages.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminContactMessageDto })
  get(@Param() params: AdminUuidParamsDto): Promise<AdminContactMessage> {
    return this.messages.get(params.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark handled (or not)' })
  @ApiOkResponse({ type: AdminContactMessageDto })
  update(
    @Param() params: AdminUuidParamsDto,
    @Body() body: AdminContactMessageUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminContactMessage> {
    const action = body.handled ? 'mark-handled' : 'mark-unhandled';
    return this.messages.setHandled(
      params.id,
      body.handled,
      user.id,
      this.audit.hook(user, action, 'contact-messages'),
    );
  }
}
