import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { AuthError, AuthErrorCode } from '../auth.error';
import { CURRENT_USER, type RequestWithUser } from './current-user';
import { SessionService } from './session.service';

/**
 * Requires a signed-in user (401 sign-up-required) whose account is enabled (403 account-disabled, and the session
 * ends); the user is available through `@CurrentUser()`.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<RequestWithUser>();
    const userId = req.session?.userId;
    if (!userId) throw new AuthError(AuthErrorCode.SignUpRequired);
    const user = await this.users.findOneBy({ id: userId });
    if (!user) {
      await this.sessions.signOut(req, http.getResponse<Response>());
      throw new AuthError(AuthErrorCode.SignUpRequired);
    }
    if (user.disabledAt) {
      await this.sessions.signOut(req, http.getResponse<Response>());
      throw new AuthError(AuthErrorCode.AccountDisabled);
    }
    req[CURRENT_USER] = user;
    return true;
  }
}

/** After {@link SignedInGuard}: the email address must be verified (403 email-not-verified, spec §6). */
@Injectable()
export class VerifiedEmailGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<RequestWithUser>()[CURRENT_USER];
    if (!user) throw new AuthError(AuthErrorCode.SignUpRequired);
    if (!user.emailVerifiedAt) throw new AuthError(AuthErrorCode.EmailNotVerified);
    return true;
  }
}
