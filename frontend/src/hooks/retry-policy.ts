import { isProblemError } from '../api/client';

/** Retry network and server errors up to twice; never retry a 4xx answer (404 unknown website, 405, …). */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isProblemError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
