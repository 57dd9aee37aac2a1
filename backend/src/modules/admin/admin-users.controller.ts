import { Body, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminUser, AdminUserPage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { UsersAdminService } from '../users/users-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminUserDto,
  AdminUserListQueryDto,
  AdminUserPageDto,
  AdminUserUpdateDto,
  AdminUuidParamsDto,
} from './dto/admin.dto';

/** Accounts for operators (`/api/v2/admin/users`): list, show, role, disable/enable. */
@AdminController('users')
@ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'user-not-found' })
export class AdminUsersController {
  constructor(
    private readonly users: UsersAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Accounts (q = email/name, filter role, disabled)' })
  @ApiOkResponse({ type: AdminUserPageDto })
  list(@Query() query: AdminUserListQueryDto): Promise<AdminUserPage> {
    return this.users.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'An account: plan, usage, analyses, sign-in methods (no secrets)' })
  @ApiOkResponse({ type: AdminUserDto })
  get(@Param() params: AdminUuidParamsDto): Promise<AdminUser> {
    return this.users.get(params.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Grant (admin) or revoke (user) the operator role' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'cannot-modify-self' })
  update(
    @Param() params: AdminUuidParamsDto,
    @Body() body: AdminUserUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminUser> {
    const action = body.role === 'admin' ? 'grant-admin' : 'revoke-admin';
    return this.users.setRole(params.id, body.role, user.id, this.audit.hook(user, action, 'users'));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable the account: its sessions end, sign-in is refused' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'cannot-modify-self' })
  disable(@Param() params: AdminUuidParamsDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminUser> {
    return this.users.disable(params.id, user.id, this.audit.hook(user, 'disable', 'users'));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enable a disabled account again' })
  @ApiOkResponse({ type: AdminUserDto })
  enable(@Param() params: AdminUuidParamsDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminUser> {
    return this.users.enable(params.id, this.audit.hook(user, 'enable', 'users'));
  }
}
