import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IdentityError, IdentityErrorCode } from '../identity.error';
import { CsrfService } from './csrf.service';

const CSRF_EXEMPT = 'stacklens:csrf-exempt';

/**
 * Exempts a route from the CSRF check: only for routes that no browser credential authenticates — a request signed
 * by a third party (e.g. Stripe's webhooks, checked by their signature) carries no ambient credential to forge.
 */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT, true);

/** Global guard: state-changing requests need the session's CSRF token (403 csrf-invalid otherwise). */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly csrf: CsrfService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const req = context.switchToHttp().getRequest<Request>();
    if (!this.csrf.isAllowed(req)) throw new IdentityError(IdentityErrorCode.CsrfInvalid);
    return true;
  }
}
