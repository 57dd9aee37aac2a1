import { HttpError } from 'react-admin';
import type { ProblemDetails } from '@stacklens/contracts';

/**
 * The panel's one door to the API: same-origin `fetch` with the session cookie, JSON in and out, the CSRF token of
 * `GET /api/v2/auth/csrf` in `x-csrf-token` on every state-changing request (fetched once, fetched again and the
 * request retried once when the API answers 403 `csrf-invalid`, e.g. after signing in again on the main site).
 *
 * Errors: an RFC 9457 problem details answer becomes react-admin's {@link HttpError} whose message is the problem's
 * `detail` (else `title`) — react-admin shows it as a notification — and whose body carries the problem plus
 * `errors` as `{field: message}`, which react-admin's forms show next to the fields. Network failures become an
 * HttpError with status 0.
 */

let csrfToken: Promise<string> | null = null;

/** The session's CSRF token (cached; `refresh` fetches a new one). */
async function csrf(refresh = false): Promise<string> {
  if (refresh || !csrfToken) {
    csrfToken = fetch('/api/v2/auth/csrf', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new HttpError('Could not get a CSRF token', response.status);
        return ((await response.json()) as { token: string }).token;
      })
      .catch((error: unknown) => {
        csrfToken = null;
        throw error;
      });
  }
  return csrfToken;
}

/** Forgets the cached CSRF token (the session changed). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/** The body of an HttpError made from a problem details answer. */
export interface ProblemBody extends Partial<Omit<ProblemDetails, 'errors'>> {
  /** `errors` of the problem as react-admin's server-side validation map: field path → message. */
  errors?: Record<string, string>;
}

function isProblem(value: unknown): value is ProblemDetails {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value;
}

/** The JSON body of an answer, null when it has none or is not JSON (e.g. a proxy's error page). */
async function jsonBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/** Turns a failed answer and its JSON `body` into an HttpError (problem details when the API sent them). */
function toHttpError(response: Response, body: unknown): HttpError {
  if (isProblem(body)) {
    const errors = body.errors?.length
      ? Object.fromEntries(
          body.errors.map((error) => [error.path.replace(/^\//, '').replace(/\//g, '.'), error.message]),
        )
      : undefined;
    const message = body.detail ?? body.title;
    return new HttpError(message, response.status, { ...body, errors } satisfies ProblemBody);
  }
  return new HttpError(response.statusText || `HTTP ${response.status}`, response.status, body);
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Sends a request to the API (`path` starts with `/api/`) and returns the parsed JSON (undefined for 204).
 * `body` is sent as JSON. Throws an {@link HttpError}.
 */
export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const send = async (refreshCsrf: boolean): Promise<Response> => {
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (MUTATING.has(method)) headers['x-csrf-token'] = await csrf(refreshCsrf);
    try {
      return await fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (error) {
      throw new HttpError(`The API cannot be reached (${(error as Error).message})`, 0);
    }
  };
  let response = await send(false);
  if (!response.ok) {
    let body = await jsonBody(response);
    if (response.status === 403 && MUTATING.has(method) && isProblem(body) && body.code === 'csrf-invalid') {
      response = await send(true);
      body = response.ok ? null : await jsonBody(response);
    }
    if (!response.ok) throw toHttpError(response, body);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
