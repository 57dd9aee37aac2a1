import { AdminProblemCode, CatalogueProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link TechnologiesError}. */
export const TechnologiesErrorCode = {
  TechnologyNotFound: CatalogueProblemCode.TechnologyNotFound,
  InvalidVersionSource: AdminProblemCode.InvalidVersionSource,
  CategoryNotFound: 'category-not-found',
} as const;
export type TechnologiesErrorCode = (typeof TechnologiesErrorCode)[keyof typeof TechnologiesErrorCode];

const STATUS: Record<TechnologiesErrorCode, { status: number; title: string }> = {
  'technology-not-found': { status: 404, title: 'Technology not found' },
  'invalid-version-source': { status: 400, title: 'Invalid latest-version source' },
  'category-not-found': { status: 400, title: 'Unknown category' },
};

/** The technology catalogue's error. */
export class TechnologiesError extends ProblemError {
  constructor(code: TechnologiesErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
