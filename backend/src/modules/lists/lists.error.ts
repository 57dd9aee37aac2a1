import { ListsProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link ListsError} (the contracts' `ListsProblemCode`). */
export const ListsErrorCode = ListsProblemCode;
export type ListsErrorCode = ListsProblemCode;

const STATUS: Record<ListsErrorCode, { status: number; title: string }> = {
  'technology-not-found': { status: 404, title: 'Technology not found' },
  'category-not-found': { status: 404, title: 'Category not found' },
  'invalid-cursor': { status: 400, title: 'Invalid cursor' },
  'lists-paid-plan-required': { status: 402, title: 'A paid plan is required' },
  'list-allowance-exhausted': { status: 429, title: 'Monthly list allowance used up' },
  'too-many-exports': { status: 429, title: 'Too many exports at once' },
  'exports-busy': { status: 503, title: 'Exports are busy' },
};

/**
 * The lists module's error. `retryAfterSeconds` becomes the answer's Retry-After header (list-allowance-exhausted:
 * until the next calendar month, UTC); where upgrading helps, the detail names the pricing page's address.
 */
export class ListsError extends ProblemError {
  constructor(code: ListsErrorCode, detail: string, options: { retryAfterSeconds?: number } = {}) {
    super(code, detail, STATUS[code], options);
  }
}
