import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyScope } from '@stacklens/contracts';
import type { Response } from 'express';
import { Authenticator } from './authenticator.service';
import { CREDENTIAL, CURRENT_USER, type RequestWithUser } from './current-user';
import { IdentityError, IdentityErrorCode } from './identity.error';
import { REQUIRED_SCOPE } from './scopes';
import { SESSION_CREDENTIAL } from './session-credential.strategy';

/**
 * Requires an authenticated account (401 sign-up-required) that is enabled (403 account-disabled; a session is
 * ended); the account is available through `@CurrentUser()`. A credential limited to scopes (an API key) must hold
 * the scope the route declares with `@RequireScope` (403 insufficient-scope, the scope named in the detail and in
 * `WWW-Authenticate`, RFC 6750 §3.1); on a route that declares none it is refused (403 session-required).
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<RequestWithUser>();
    const res = http.getResponse<Response>();
    const { user, strategy, scopes } = await this.authenticator.authenticate(req, res);
    if (scopes) {
      const required = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(REQUIRED_SCOPE, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (!required) throw new IdentityError(IdentityErrorCode.SessionRequired);
      if (!scopes.includes(required)) {
        res.setHeader('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${required}"`);
        throw new IdentityError(
          IdentityErrorCode.InsufficientScope,
          `This API key lacks the scope ${required} that this request needs: create a key with it.`,
        );
      }
    }
    req[CURRENT_USER] = user;
    req[CREDENTIAL] = strategy;
    return true;
  }
}

/** After {@link SignedInGuard}: the email address must be verified (403 email-not-verified). */
@Injectable()
export class VerifiedEmailGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<RequestWithUser>()[CURRENT_USER];
    if (!user) throw new IdentityError(IdentityErrorCode.SignUpRequired);
    if (!user.emailVerifiedAt) throw new IdentityError(IdentityErrorCode.EmailNotVerified);
    return true;
  }
}

/**
 * After {@link SignedInGuard}: the request must be authenticated by the browser session, not by another credential
 * such as an API key (403 session-required) — for what a leaked key must not be able to do (e.g. mint keys).
 */
@Injectable()
export class SessionOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    if (!req[CURRENT_USER]) throw new IdentityError(IdentityErrorCode.SignUpRequired);
    if (req[CREDENTIAL] !== SESSION_CREDENTIAL) throw new IdentityError(IdentityErrorCode.SessionRequired);
    return true;
  }
}

/** After {@link SignedInGuard}: the account must have the role `admin` (403 not-an-operator). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<RequestWithUser>()[CURRENT_USER];
    if (!user) throw new IdentityError(IdentityErrorCode.SignUpRequired);
    if (user.role !== 'admin') throw new IdentityError(IdentityErrorCode.NotAnOperator);
    return true;
  }
}
