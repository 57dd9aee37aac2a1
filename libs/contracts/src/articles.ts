import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './pagination';

/**
 * Articles (public, `/api/v1`).
 *
 * - `GET /api/v1/articles?page=&pageSize=` → {@link ArticleListResponse} (published articles, newest first)
 * - `GET /api/v1/articles/{slug}` → {@link Article} (404 `article-not-found`)
 *
 * The body is HTML, sanitised by the server with an allow-list of exactly the rich-text elements of the spec
 * (§2): {@link ARTICLE_ALLOWED_TAGS}. Scripts, event handlers, styles and `javascript:` URLs are stripped, links
 * to other sites get `rel="noopener noreferrer nofollow"` and `target="_blank"`. Clients may render `bodyHtml`
 * as is (e.g. `dangerouslySetInnerHTML`).
 */

/** Elements an article body may contain (anything else is removed, keeping its text). */
export const ARTICLE_ALLOWED_TAGS = [
  'a',
  'blockquote',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'li',
  'ol',
  'ul',
  'p',
  'pre',
  'strong',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export const ArticleListQuerySchema = PageQuerySchema;
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

/** An article in the list. */
export const ArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** One or two sentences (plain text) for the list and the meta description. */
  summary: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  /** Estimated reading time in minutes (≥ 1). */
  readingMinutes: z.number().int().min(1),
  /** Absolute or site-relative image URL, or null. */
  coverImage: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleListResponseSchema = pageSchema(ArticleSummarySchema);
export type ArticleListResponse = z.infer<typeof ArticleListResponseSchema>;

/** A whole article. */
export const ArticleSchema = ArticleSummarySchema.extend({
  /** Sanitised HTML (see {@link ARTICLE_ALLOWED_TAGS}). */
  bodyHtml: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** Stable error codes of the articles. */
export const ArticlesProblemCode = {
  ArticleNotFound: 'article-not-found',
} as const;
