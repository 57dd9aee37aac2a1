import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getArticle } from '../api/articles';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of a published article (404 `article-not-found`); the server prefetches it for the article route. */
export function articleQuery(slug: string) {
  return queryOptions<Article, ProblemError>({
    queryKey: queryKeys.article(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
    retry: retryUnlessClientError,
  });
}

/** A published article with its sanitised body (404 `article-not-found`). */
export function useGetArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
