import { CSRF_HEADER, type ProblemDetails } from '@stacklens/contracts';

/**
 * An API error: the RFC 9457 problem details the backend sent, or one synthesised from the HTTP status
 * when the response was not problem+json (proxy error page, network failure).
 */
export class ProblemError extends Error {
  readonly problem: ProblemDetails;

  constructor(problem: ProblemDetails) {
    super(problem.detail ?? problem.title);
    this.name = 'ProblemError';
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }

  get code(): string {
    return this.problem.code;
  }
}

export function isProblemError(error: unknown): error is ProblemError {
  return error instanceof ProblemError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Where `/api/...` paths are sent: '' (same origin) in the browser, the API's origin in a server render. */
let apiOrigin = '';

/**
 * Sends the API calls of this process to `origin` (e.g. `http://127.0.0.1:3000`) instead of the page's own origin.
 * The server renderer calls it once at start-up: Node's fetch has no page origin to resolve `/api/...` against.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

/**
 * A server render's read-through cache of the API's public answers: given the request's path and query (`/api/v1/…`)
 * and the fetch that answers it, returns the answer, from the cache or fetched (failures are not cached).
 */
export type ApiReadCache = <T>(pathAndQuery: string, load: () => Promise<T>) => Promise<T>;

/** The cache GET requests of this process go through (server renders only; none in the browser). */
let readCache: ApiReadCache | null = null;

/**
 * Lets a server renderer answer the GET requests of its renders from `cache` (the web server's tagged data cache,
 * invalidated with its pages): the many first renders of one result page then fetch its data once. Server renders
 * act for nobody (they send no session), so every answer they get is the public one.
 */
export function setApiReadCache(cache: ApiReadCache | null): void {
  readCache = cache;
}

function pathWithQuery(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function statusCode(status: number): string {
  if (status === 404) return 'not-found';
  if (status >= 500) return 'internal-error';
  return `http-${status}`;
}

async function toProblem(response: Response): Promise<ProblemDetails> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      const body = (await response.json()) as Partial<ProblemDetails>;
      return {
        type: body.type ?? 'about:blank',
        title: body.title ?? (response.statusText || 'Request failed'),
        status: typeof body.status === 'number' ? body.status : response.status,
        detail: body.detail,
        instance: body.instance,
        code: body.code ?? statusCode(response.status),
        errors: body.errors,
      };
    } catch {
      // fall through to the synthesised problem
    }
  }
  return {
    type: 'about:blank',
    title: response.statusText || 'Request failed',
    status: response.status,
    code: statusCode(response.status),
  };
}

let csrfToken: Promise<string> | null = null;

/** The session's CSRF token (fetched once from `GET /api/v2/auth/csrf`, then cached). */
function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/v2/auth/csrf', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new ProblemError(await toProblem(response));
      return ((await response.json()) as { token: string }).token;
    })
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

/** Forgets the cached CSRF token: after sign-in, sign-up and sign-out the session (and its token) is new. */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/**
 * Calls the StackLens API (same origin; `/api` is proxied by the dev server and the production server; a server
 * render calls the API directly, see {@link setApiOrigin}).
 * Sends credentials (the session cookie) and, on state-changing requests, the session's CSRF token in
 * `x-csrf-token` (refetched once when the server says it is invalid). JSON in and out; throws
 * {@link ProblemError} for every non-2xx answer and for network failures (status 0, code `network-error`).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const { method = 'GET', query } = options;
  const target = pathWithQuery(path, query);
  if (readCache && method === 'GET') return readCache(target, () => send<T>(target, options, retried));
  return send<T>(target, options, retried);
}

async function send<T>(target: string, options: RequestOptions, retried: boolean): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const stateChanging = method !== 'GET';
  let response: Response;
  try {
    const token = stateChanging ? await getCsrfToken() : null;
    response = await fetch(`${apiOrigin}${target}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json, application/problem+json',
        // A server render reads the API next to it (loopback or the cluster's network): an uncompressed answer costs
        // neither process a compression (the browser sets its own Accept-Encoding; it cannot be set there).
        ...(apiOrigin ? { 'Accept-Encoding': 'identity' } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { [CSRF_HEADER]: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    if (signal?.aborted) throw error;
    throw new ProblemError({
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      code: 'network-error',
      detail: 'StackLens could not be reached. Check your connection and try again.',
    });
  }
  if (!response.ok) {
    const problem = await toProblem(response);
    if (stateChanging && problem.code === 'csrf-invalid' && !retried) {
      resetCsrfToken();
      return send<T>(target, options, true);
    }
    throw new ProblemError(problem);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
