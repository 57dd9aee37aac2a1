import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { IdentityError, IdentityErrorCode } from '../identity.error';
import { CsrfService } from './csrf.service';

/** Global guard: state-changing requests need the session's CSRF token (403 csrf-invalid otherwise). */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly csrf: CsrfService) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!this.csrf.isAllowed(req)) throw new IdentityError(IdentityErrorCode.CsrfInvalid);
    return true;
  }
}
