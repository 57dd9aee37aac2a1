import { AdminProblemCode, ArticlesProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link ArticlesError}. */
export const ArticlesErrorCode = {
  ArticleNotFound: ArticlesProblemCode.ArticleNotFound,
  SlugTaken: AdminProblemCode.SlugTaken,
} as const;
export type ArticlesErrorCode = (typeof ArticlesErrorCode)[keyof typeof ArticlesErrorCode];

const STATUS: Record<ArticlesErrorCode, { status: number; title: string }> = {
  'article-not-found': { status: 404, title: 'Article not found' },
  'slug-taken': { status: 409, title: 'Slug already used' },
};

/** The articles module's error. */
export class ArticlesError extends ProblemError {
  constructor(code: ArticlesErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
