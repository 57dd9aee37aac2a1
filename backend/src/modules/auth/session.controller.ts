import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { User } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import { UserDto } from '../users/dto/users.dto';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { SignInRequestDto } from './dto/auth.dto';
import { clientAddress, SignInThrottleGuard } from './sign-in-throttle';
import { SessionService } from '../../common/identity/session/session.service';
import { ProblemDetailsDto } from '../../common/problem-details.dto';

/** The spec's session calls: `POST /api/v2/login` and `POST /api/v2/logout`. */
@ApiTags('auth')
@Controller({ path: 'v2' })
export class SessionController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, SignInThrottleGuard)
  @ApiOperation({
    summary:
      'Sign in with email and password (new session id; fetch a new CSRF token afterwards); failures are throttled per client address and account (429 too-many-attempts with Retry-After)',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsDto, description: 'too-many-attempts, rate-limited' })
  async login(@Body() body: SignInRequestDto, @Req() req: Request): Promise<User> {
    const user = await this.auth.checkPassword(body, clientAddress(req));
    await this.sessions.signIn(req, user.id);
    return this.users.profile(user);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: destroys the session' })
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.signOut(req, res);
  }
}
