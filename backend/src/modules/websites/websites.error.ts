import { ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link WebsitesError}. */
export const WebsitesErrorCode = {
  WebsiteNotFound: ProblemCode.WebsiteNotFound,
} as const;
export type WebsitesErrorCode = (typeof WebsitesErrorCode)[keyof typeof WebsitesErrorCode];

const STATUS: Record<WebsitesErrorCode, { status: number; title: string }> = {
  'website-not-found': { status: 404, title: 'Website not found' },
};

/** The websites module's error: reading results, score history and similar websites. */
export class WebsitesError extends ProblemError {
  constructor(code: WebsitesErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
