import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminArticle,
  AdminArticleCreate,
  AdminArticleListQuery,
  AdminArticlePage,
  AdminArticleUpdate,
} from '@stacklens/contracts';
import { AdminArticleCreateSchema } from '@stacklens/contracts';
import { CACHE_TAGS } from '@stacklens/contracts';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import { DataSource, type EntityManager } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { isUniqueViolation } from '../../common/database-errors';
import { paginate, type Sortable } from '../../common/pagination';
import { readingMinutes, sanitizeArticleHtml } from './article-html';
import { ArticlesError, ArticlesErrorCode } from './articles.error';
import { toAdminArticle } from './articles.mapper';
import { ArticleEntity } from './entities/article.entity';

/** The list's sort fields, search and id (query-builder properties). */
const LIST: Sortable<AdminArticleListQuery['sort']> = {
  sort: {
    updatedAt: 'a.updatedAt',
    publishedAt: 'a.publishedAt',
    title: 'a.title',
    slug: 'a.slug',
    createdAt: 'a.createdAt',
  },
  id: 'a.id',
  search: ['a.title', 'a.slug'],
  nullsLast: true,
};

/**
 * Article editing for operators (admin panel): every article, published or not; create, update, publish
 * (`published: true` sets `publishedAt` now, `false` clears it), delete. Bodies are sanitised to the spec's
 * allowed elements on write (`sanitizeArticleHtml`) and the reading time recomputed. The public endpoints read the
 * table directly (no cache), so a change shows on `/api/v1/articles` at once.
 */
@Injectable()
export class ArticlesAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: SharedCacheService,
  ) {}

  /** A page of articles: `published` filter, `q` = title/slug substring, `ids`. */
  async list(query: AdminArticleListQuery): Promise<AdminArticlePage> {
    const qb = this.dataSource.getRepository(ArticleEntity).createQueryBuilder('a');
    if (query.published !== undefined)
      qb.andWhere(query.published ? 'a.publishedAt IS NOT NULL' : 'a.publishedAt IS NULL');
    const page = await paginate(qb, query, LIST);
    return { ...page, items: page.items.map(toAdminArticle) };
  }

  /** @throws ArticlesError article-not-found (404) */
  async get(id: string): Promise<AdminArticle> {
    const article = await this.dataSource.getRepository(ArticleEntity).findOneBy({ id });
    if (!article) throw new ArticlesError(ArticlesErrorCode.ArticleNotFound, `There is no article ${id}.`);
    return toAdminArticle(article);
  }

  /** Creates an article (sanitised body). @throws ArticlesError slug-taken (409) */
  async create(body: AdminArticleCreate, onChange?: ChangeHook<AdminArticle>): Promise<AdminArticle> {
    const input = AdminArticleCreateSchema.parse(body);
    const html = sanitizeArticleHtml(input.bodyHtml);
    return this.changed(
      this.write(input.slug, async (manager) => {
        const saved = await manager.save(
          manager.create(ArticleEntity, {
            slug: input.slug,
            title: input.title,
            summary: input.summary,
            author: input.author,
            tags: input.tags,
            bodyHtml: html,
            readingMinutes: readingMinutes(html),
            coverImage: input.coverImage ?? null,
            publishedAt: input.published ? new Date() : null,
          }),
        );
        const after = toAdminArticle(await manager.findOneByOrFail(ArticleEntity, { id: saved.id }));
        await onChange?.(manager, { before: null, after });
        return after;
      }),
    );
  }

  /**
   * Updates some fields; `published` publishes (keeping an earlier publication date) or unpublishes.
   * @throws ArticlesError article-not-found (404), slug-taken (409)
   */
  async update(
    id: string,
    body: AdminArticleUpdate,
    onChange?: ChangeHook<AdminArticle>,
  ): Promise<AdminArticle> {
    return this.changed(
      this.write(body.slug ?? '', async (manager) => {
        const found = await manager.findOne(ArticleEntity, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!found) throw new ArticlesError(ArticlesErrorCode.ArticleNotFound, `There is no article ${id}.`);
        const changes: Partial<ArticleEntity> = {};
        for (const key of ['slug', 'title', 'summary', 'author', 'tags', 'coverImage'] as const) {
          if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
        }
        if (body.bodyHtml !== undefined) {
          changes.bodyHtml = sanitizeArticleHtml(body.bodyHtml);
          changes.readingMinutes = readingMinutes(changes.bodyHtml);
        }
        if (body.published === true && !found.publishedAt) changes.publishedAt = new Date();
        if (body.published === false) changes.publishedAt = null;
        if (Object.keys(changes).length) await manager.update(ArticleEntity, { id }, changes);
        const after = toAdminArticle(await manager.findOneByOrFail(ArticleEntity, { id }));
        await onChange?.(manager, { before: toAdminArticle(found), after });
        return after;
      }),
    );
  }

  /** Deletes an article; returns it as it was. @throws ArticlesError article-not-found (404) */
  async delete(id: string, onChange?: ChangeHook<AdminArticle>): Promise<AdminArticle> {
    return this.changed(
      this.dataSource.transaction(async (manager) => {
        const found = await manager.findOne(ArticleEntity, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!found) throw new ArticlesError(ArticlesErrorCode.ArticleNotFound, `There is no article ${id}.`);
        await manager.delete(ArticleEntity, { id });
        const before = toAdminArticle(found);
        await onChange?.(manager, { before, after: null });
        return before;
      }),
    );
  }

  /**
   * Once a change committed: cached article lists and pages (API and every web server's page cache) are dropped, so a
   * published article appears on /content/articles at once.
   */
  private async changed<T>(committed: Promise<T>): Promise<T> {
    const result = await committed;
    await this.cache.invalidate([CACHE_TAGS.articles]);
    return result;
  }

  /** Runs `work` in a transaction, turning a duplicate slug into 409 slug-taken. */
  private async write<T>(slug: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ArticlesError(
          ArticlesErrorCode.SlugTaken,
          `Another article already uses the slug "${slug}".`,
        );
      throw error;
    }
  }
}
