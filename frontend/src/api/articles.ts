import type { Article, ArticleListResponse } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v1/articles?page=&pageSize=`: published articles, newest first. */
export function getArticles(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return apiRequest<ArticleListResponse>('/api/v1/articles', { query: { page, pageSize }, signal });
}

/** `GET /api/v1/articles/{slug}` (404 `article-not-found`). */
export function getArticle(slug: string, signal?: AbortSignal): Promise<Article> {
  return apiRequest<Article>(`/api/v1/articles/${encodeURIComponent(slug)}`, { signal });
}
