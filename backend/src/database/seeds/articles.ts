import type { DataSource } from 'typeorm';
import { readingMinutes, sanitizeArticleHtml } from '../../modules/articles/article-html';
import { awesomenessScoreArticle } from './articles/awesomeness-score';
import { outdatedJavascriptArticle } from './articles/outdated-javascript';
import { securityHeadersArticle } from './articles/security-headers';

/** An article shipped with StackLens (written by the team). */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  author: string;
  tags: string[];
  /** ISO timestamp. */
  publishedAt: string;
  /** HTML; sanitised before it is stored. */
  bodyHtml: string;
  coverImage?: string | null;
}

/** The articles `npm run seed` writes. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  awesomenessScoreArticle,
  outdatedJavascriptArticle,
  securityHeadersArticle,
];

/**
 * Upserts the shipped articles by slug (sanitised body, reading time). Idempotent: a re-run changes nothing
 * unless the shipped text changed (then `updated_at` moves); articles added by other means are left alone.
 * @returns the number of articles inserted or changed
 */
export async function seedArticles(
  dataSource: DataSource,
  articles: readonly SeedArticle[] = SEED_ARTICLES,
): Promise<number> {
  let changed = 0;
  for (const article of articles) {
    const body = sanitizeArticleHtml(article.bodyHtml);
    const rows: unknown[] = await dataSource.query(
      `INSERT INTO article (slug, title, summary, author, tags, body_html, reading_minutes, cover_image, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (slug) DO UPDATE SET
         title = EXCLUDED.title, summary = EXCLUDED.summary, author = EXCLUDED.author, tags = EXCLUDED.tags,
         body_html = EXCLUDED.body_html, reading_minutes = EXCLUDED.reading_minutes,
         cover_image = EXCLUDED.cover_image, published_at = EXCLUDED.published_at, updated_at = now()
       WHERE (article.title, article.summary, article.author, article.tags, article.body_html,
              article.reading_minutes, article.cover_image, article.published_at)
             IS DISTINCT FROM
             (EXCLUDED.title, EXCLUDED.summary, EXCLUDED.author, EXCLUDED.tags, EXCLUDED.body_html,
              EXCLUDED.reading_minutes, EXCLUDED.cover_image, EXCLUDED.published_at)
       RETURNING id`,
      [
        article.slug,
        article.title,
        article.summary,
        article.author,
        article.tags,
        body,
        readingMinutes(body),
        article.coverImage ?? null,
        new Date(article.publishedAt),
      ],
    );
    changed += rows.length;
  }
  return changed;
}
