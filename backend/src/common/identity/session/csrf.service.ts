import { Injectable } from '@nestjs/common';
import { CSRF_HEADER } from '@stacklens/contracts';
import { csrfSync } from 'csrf-sync';
import type { Request } from 'express';

/** Methods that never change state and need no CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie-authenticated browser requests: the synchroniser-token pattern (csrf-sync), the token
 * kept in the session and sent back in the `x-csrf-token` header. Requests authenticated with
 * `Authorization: Bearer …` (API keys) carry no ambient credentials and are exempt.
 */
@Injectable()
export class CsrfService {
  private readonly csrf = csrfSync({
    getTokenFromRequest: (req) => {
      const header = req.headers[CSRF_HEADER];
      return Array.isArray(header) ? header[0] : header;
    },
    size: 32,
  });

  /** The session's token (created on first use). */
  token(req: Request): string {
    return this.csrf.generateToken(req, false);
  }

  /** Whether `req` may proceed: a safe method, a Bearer request, or a valid token. */
  isAllowed(req: Request): boolean {
    if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
    if (isBearerRequest(req)) return true;
    return Boolean(req.session) && this.csrf.isRequestValid(req);
  }
}

/** True for `Authorization: Bearer <token>` requests (API keys: exempt from CSRF, no session). */
export function isBearerRequest(req: Pick<Request, 'headers'>): boolean {
  return /^Bearer\s+\S+/i.test(req.headers.authorization ?? '');
}
