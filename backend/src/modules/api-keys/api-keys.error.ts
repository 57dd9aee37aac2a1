import { ApiKeysProblemCode, MAX_API_KEYS } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link ApiKeysError}. */
export const ApiKeysErrorCode = ApiKeysProblemCode;
export type ApiKeysErrorCode = (typeof ApiKeysErrorCode)[keyof typeof ApiKeysErrorCode];

const STATUS: Record<ApiKeysErrorCode, { status: number; title: string; detail: string }> = {
  'api-key-not-found': { status: 404, title: 'API key not found', detail: 'There is no such API key.' },
  'too-many-api-keys': {
    status: 409,
    title: 'Too many API keys',
    detail: `You can have at most ${MAX_API_KEYS} active API keys: revoke one first.`,
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    detail: 'This API key made too many requests; retry after the number of seconds in Retry-After.',
  },
};

/** The api-keys module's error: key management and the Bearer credential. */
export class ApiKeysError extends ProblemError {
  constructor(code: ApiKeysErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
