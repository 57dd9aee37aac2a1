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
 * Inserts each shipped article that was never seeded (by slug), sanitised, with its reading time, and remembers it
 * in `article_seed`. Seeding happens once per article: one already seeded — possibly edited, unpublished or deleted
 * by an operator in the admin panel since — is never written again; from then on the database is the source. A
 * slug an operator already uses for their own article is left to them (and counts as seeded).
 * @returns the number of articles inserted
 */
export async function seedArticles(
  dataSource: DataSource,
  articles: readonly SeedArticle[] = SEED_ARTICLES,
): Promise<number> {
  let inserted = 0;
  for (const article of articles) {
    const body = sanitizeArticleHtml(article.bodyHtml);
    const rows: unknown[] = await dataSource.transaction(async (manager) => {
      const fresh: unknown[] = await manager.query(
        `INSERT INTO article_seed (slug) VALUES ($1) ON CONFLICT (slug) DO NOTHING RETURNING slug`,
        [article.slug],
      );
      if (!fresh.length) return [];
      return manager.query(
        `INSERT INTO article (slug, title, summary, author, tags, body_html, reading_minutes, cover_image, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (slug) DO NOTHING
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
    });
    inserted += rows.length;
  }
  return inserted;
}
