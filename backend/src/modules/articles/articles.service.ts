import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Article, ArticleListQuery, ArticleListResponse } from '@stacklens/contracts';
import { IsNull, Not, Repository } from 'typeorm';
import { toPage, toSkipTake } from '../../common/pagination';
import { ArticlesError, ArticlesErrorCode } from './articles.error';
import { toArticle, toArticleSummary } from './articles.mapper';
import { ArticleEntity } from './entities/article.entity';

/** Published articles: a paginated list (newest first) and single articles by slug. */
@Injectable()
export class ArticlesService {
  constructor(@InjectRepository(ArticleEntity) private readonly articles: Repository<ArticleEntity>) {}

  async list(query: ArticleListQuery): Promise<ArticleListResponse> {
    const [rows, total] = await this.articles.findAndCount({
      where: { publishedAt: Not(IsNull()) },
      order: { publishedAt: 'DESC', slug: 'ASC' },
      ...toSkipTake(query),
    });
    return toPage(rows.map(toArticleSummary), total, query);
  }

  /** @throws ArticlesError article-not-found (404) for unknown or unpublished slugs */
  async bySlug(slug: string): Promise<Article> {
    const article = await this.articles.findOneBy({ slug: slug.toLowerCase(), publishedAt: Not(IsNull()) });
    if (!article)
      throw new ArticlesError(ArticlesErrorCode.ArticleNotFound, `There is no article "${slug}".`);
    return toArticle(article);
  }

  /** Slugs and dates of every published article (for the sitemap). */
  async published(): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = await this.articles.find({
      select: { slug: true, updatedAt: true },
      where: { publishedAt: Not(IsNull()) },
      order: { publishedAt: 'DESC' },
    });
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt }));
  }
}
