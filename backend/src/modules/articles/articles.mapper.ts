import type { AdminArticle, Article, ArticleSummary } from '@stacklens/contracts';
import { sanitizeArticleHtml } from './article-html';
import type { ArticleEntity } from './entities/article.entity';

export function toArticleSummary(article: ArticleEntity): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    author: article.author,
    tags: article.tags ?? [],
    readingMinutes: article.readingMinutes,
    coverImage: article.coverImage,
    publishedAt: (article.publishedAt ?? article.createdAt).toISOString(),
    updatedAt: article.updatedAt.toISOString(),
  };
}

/**
 * A whole article. The body is sanitised again on the way out: stored bodies are sanitised on write, and this
 * keeps rows written by other means (SQL, a future editor) safe too.
 */
export function toArticle(article: ArticleEntity): Article {
  return { ...toArticleSummary(article), bodyHtml: sanitizeArticleHtml(article.bodyHtml) };
}

/** An article as operators edit it (published or not; the stored, sanitised body). */
export function toAdminArticle(article: ArticleEntity): AdminArticle {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    author: article.author,
    tags: article.tags ?? [],
    bodyHtml: article.bodyHtml,
    coverImage: article.coverImage,
    readingMinutes: article.readingMinutes,
    published: article.publishedAt !== null,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
  };
}
