import { CatalogueProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link AdvisoriesError}. */
export const AdvisoriesErrorCode = {
  /** The technology of `GET /api/v1/advisories/technologies/{slug}` is not in the catalogue (404, as its page). */
  TechnologyNotFound: CatalogueProblemCode.TechnologyNotFound,
} as const;
export type AdvisoriesErrorCode = (typeof AdvisoriesErrorCode)[keyof typeof AdvisoriesErrorCode];

const STATUS: Record<AdvisoriesErrorCode, { status: number; title: string }> = {
  'technology-not-found': { status: 404, title: 'Technology not found' },
};

/** The known-vulnerability data's error. */
export class AdvisoriesError extends ProblemError {
  constructor(code: AdvisoriesErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
