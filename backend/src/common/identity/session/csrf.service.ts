import { Injectable } from '@nestjs/common';
import { CSRF_HEADER } from '@stacklens/contracts';
import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler } from 'express';

/** Methods that never change state and need no CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie-authenticated browser requests: the synchroniser-token pattern (csrf-sync), the token
 * kept in the session and sent back in the `x-csrf-token` header. Requests with an Authorization header (API keys)
 * are authenticated by it alone — their session cookie is dropped before the session loads — and are exempt.
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
    if (carriesCredential(req)) return true;
    return Boolean(req.session) && this.csrf.isRequestValid(req);
  }
}

/**
 * True for requests with an Authorization header: they are authenticated by that credential alone and their session
 * cookie is ignored (see {@link withoutSessionCookieWhenAuthorized}), so they carry no ambient credential to forge.
 */
export function carriesCredential(req: Pick<Request, 'headers'>): boolean {
  return req.headers.authorization !== undefined;
}

/**
 * Express middleware, mounted before the session middleware: drops the session cookie `cookieName` from requests that
 * carry an Authorization header, so that such a request is never signed in by the cookie (one credential per
 * request) — an API-key request with a stray browser cookie does not act as the browser's user.
 */
export function withoutSessionCookieWhenAuthorized(cookieName: string): RequestHandler {
  return (req, _res, next) => {
    const cookie = req.headers.cookie;
    if (req.headers.authorization !== undefined && cookie) {
      const kept = cookie
        .split(';')
        .filter((pair) => pair.split('=')[0].trim() !== cookieName)
        .join(';');
      if (kept.trim()) req.headers.cookie = kept;
      else delete req.headers.cookie;
    }
    next();
  };
}
