import { useQuery } from '@tanstack/react-query';
import type { Article } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getArticle } from '../api/articles';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** A published article with its sanitised body (404 `article-not-found`). */
export function useGetArticle(slug: string) {
  return useQuery<Article, ProblemError>({
    queryKey: queryKeys.article(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
    retry: retryUnlessClientError,
  });
}
