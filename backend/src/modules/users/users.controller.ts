import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiBearerAuth,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { HistoryPage, User } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import { streamExport } from '../../common/data-export';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionOnlyGuard, SignedInGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { SessionService } from '../../common/identity/session/session.service';
import {
  ExportQueryDto,
  HistoryPageDto,
  HistoryQueryDto,
  UpdateUserRequestDto,
  UserDto,
} from './dto/users.dto';
import { HISTORY_EXPORT_COLUMNS } from './users.mapper';
import type { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';

/** The signed-in user (`/api/v2/user`): profile and history (deletion and export: the privacy module). */
@ApiTags('user')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/user' })
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  @RequireScope('websites:read')
  @ApiOperation({ summary: 'The signed-in user with plan, usage of the month, verification state and role' })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() user: UserEntity): Promise<User> {
    return this.users.profile(user);
  }

  @Post()
  @UseGuards(SessionOnlyGuard)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Update name, job title and technologies; a new email (needs a sign-in within 5 minutes) stays pending until the link mailed to it is opened',
  })
  @ApiOkResponse({ type: UserDto })
  update(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateUserRequestDto,
    @Req() req: Request,
  ): Promise<User> {
    if (body.email !== undefined && body.email !== user.email && !this.sessions.isRecentLogin(req)) {
      throw new IdentityError(IdentityErrorCode.RequiresRecentLogin);
    }
    return this.users.update(user, body);
  }

  @Get('history')
  @RequireScope('websites:read')
  @ApiOperation({ summary: 'The analyses the user asked for, newest first (paginated)' })
  @ApiOkResponse({ type: HistoryPageDto })
  history(@CurrentUser() user: UserEntity, @Query() query: HistoryQueryDto): Promise<HistoryPage> {
    return this.users.history(user, query);
  }

  @Get('history/export')
  @RequireScope('websites:read')
  @ApiOperation({
    summary:
      'Download every analysis the user asked for, newest first, as CSV (default) or JSON Lines (format=jsonl), streamed',
  })
  @ApiProduces('text/csv', 'application/jsonl')
  @ApiOkResponse({
    description: "The history as an attachment (CSV cells that would start a formula are prefixed with ')",
  })
  async exportHistory(
    @CurrentUser() user: UserEntity,
    @Query() query: ExportQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    await streamExport(
      res,
      query.format,
      { filename: `stacklens-history-${day}`, columns: HISTORY_EXPORT_COLUMNS },
      this.users.historyRecords(user.id),
    );
  }
}
