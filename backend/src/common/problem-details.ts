import { ProblemCode, type ProblemDetails } from '@stacklens/contracts';

/** Media type of every error response (RFC 9457 §3). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Standard reason phrase of a status code (fallback "Error"). */
export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** Default problem code for a status when the thrower gave none. */
export function defaultProblemCode(status: number): string {
  switch (status) {
    case 400:
      return ProblemCode.ValidationFailed;
    case 401:
      return ProblemCode.SignUpRequired;
    case 403:
      return 'forbidden';
    case 404:
      return ProblemCode.NotFound;
    case 429:
      return ProblemCode.RateLimited;
    case 503:
      return 'service-unavailable';
    default:
      return status >= 500 ? ProblemCode.InternalError : `http-${status}`;
  }
}

/** Builds a problem document; `type` is a stable URI derived from the code. */
export function problem(
  status: number,
  code: string,
  detail?: string,
  extra: Partial<Pick<ProblemDetails, 'errors' | 'instance' | 'title'>> & Record<string, unknown> = {},
): ProblemDetails & Record<string, unknown> {
  const { title, ...rest } = extra;
  return {
    type: `https://stacklens.dev/problems/${code}`,
    title: title ?? statusTitle(status),
    status,
    ...(detail ? { detail } : {}),
    code,
    ...rest,
  };
}
