import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionList, SignOutEverywhereResponse } from '@stacklens/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionOnlyGuard, SignedInGuard } from '../../common/identity/guards';
import { SessionService } from '../../common/identity/session/session.service';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { SessionListDto, SignOutEverywhereResponseDto } from './dto/users.dto';
import type { UserEntity } from './entities/user.entity';

/** The signed-in user's browser sessions (`/api/v2/user/sessions`): list, sign out everywhere else. Session only. */
@ApiTags('user')
@Controller({ path: 'v2/user/sessions' })
@UseGuards(SignedInGuard, SessionOnlyGuard)
@ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'session-required (an API key), csrf-invalid' })
export class UserSessionsController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @ApiOperation({
    summary: 'The active sessions of the user, most recently seen first ("current" is this one)',
  })
  @ApiOkResponse({ type: SessionListDto })
  async list(@CurrentUser() user: UserEntity, @Req() req: Request): Promise<SessionList> {
    return { items: await this.sessions.listForUser(user.id, req.session.id) };
  }

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @ApiOperation({ summary: 'End every other session of the user (this one stays signed in)' })
  @ApiOkResponse({ type: SignOutEverywhereResponseDto })
  async signOutEverywhere(
    @CurrentUser() user: UserEntity,
    @Req() req: Request,
  ): Promise<SignOutEverywhereResponse> {
    return { ended: await this.sessions.endAllForUser(user.id, { except: req.session.id }) };
  }
}
