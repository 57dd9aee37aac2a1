import { ProblemCode } from '@stacklens/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ProblemError } from './problem-error';

/**
 * Characters no string of a request may hold: NUL (PostgreSQL text cannot store it), lone UTF-16 surrogates (they
 * have no UTF-8 encoding; `\p{Cs}` in a `u` pattern matches only unpaired ones) and the C0 controls other than
 * tab, line feed and carriage return (never text a person typed; terminal escapes in logs and pages).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\p{Cs}]/u;

/**
 * `text` without the characters no stored string may hold (see {@link REFUSED_CHARACTER}): for text that does not
 * come through a request the boundary checks, e.g. a profile name a Google or GitHub sign-in hands over.
 */
export function storableText(text: string): string {
  return text.replace(new RegExp(REFUSED_CHARACTER.source, 'gu'), '');
}

/** Stable codes of {@link RequestTextError}. */
export const RequestTextErrorCode = {
  InvalidCharacters: ProblemCode.InvalidCharacters,
  InvalidPercentEncoding: ProblemCode.InvalidPercentEncoding,
} as const;
export type RequestTextErrorCode = (typeof RequestTextErrorCode)[keyof typeof RequestTextErrorCode];

const STATUS: Record<RequestTextErrorCode, { status: number; title: string }> = {
  'invalid-characters': { status: 400, title: 'Invalid characters' },
  'invalid-percent-encoding': { status: 400, title: 'Invalid percent-encoding' },
};

/** A request whose path, query or body cannot be read as text: 400, with the offending field in `errors`. */
export class RequestTextError extends ProblemError {
  constructor(code: RequestTextErrorCode, field: string, message: string) {
    super(code, `${field}: ${message}`, STATUS[code], { errors: [{ path: field, message }] });
  }
}

const INVALID_CHARACTER_MESSAGE =
  'Contains a character that is not allowed (NUL, a control character or an unpaired surrogate).';

/**
 * The first string in `value` (itself, or any key or value of nested plain objects and arrays) holding a
 * {@link REFUSED_CHARACTER}, as a dotted path under `at` (`body.items.0.name`); null when every string is clean.
 * Other objects (a raw Buffer body) are not text and are not looked into.
 */
export function fieldWithInvalidText(value: unknown, at: string): string | null {
  if (typeof value === 'string') return REFUSED_CHARACTER.test(value) ? at : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithInvalidText(item, `${at}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (REFUSED_CHARACTER.test(key)) return `${at}.${key.replace(REFUSED_CHARACTER, '?')}`;
    const found = fieldWithInvalidText(item, `${at}.${key}`);
    if (found) return found;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Express middleware, mounted before any route and after body parsing: refuses a request with
 * 400 `invalid-percent-encoding` when its path does not decode (`%E0%A4%A`), and 400 `invalid-characters` when
 * the decoded path, a query parameter (name or value) or any string of the parsed body holds NUL, a C0 control
 * other than tab/LF/CR or a lone surrogate — so that no such string reaches a service, PostgreSQL or a log.
 * Errors go to `next()`, where the problem-details filter renders them.
 */
export function refuseInvalidRequestText(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      next(
        new RequestTextError(
          RequestTextErrorCode.InvalidPercentEncoding,
          'path',
          'Is not valid percent-encoded UTF-8.',
        ),
      );
      return;
    }
    const field =
      (REFUSED_CHARACTER.test(path) ? 'path' : null) ??
      fieldWithInvalidText(req.query, 'query') ??
      fieldWithInvalidText(req.body, 'body');
    next(
      field
        ? new RequestTextError(RequestTextErrorCode.InvalidCharacters, field, INVALID_CHARACTER_MESSAGE)
        : undefined,
    );
  };
}
