import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ArticlesService } from '../articles/articles.service';
import {
  buildRobotsTxt,
  buildSitemapXml,
  segment,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  STATIC_PAGES,
} from './sitemap.builder';

/** `robots.txt` and `sitemap.xml` of the public site (absolute URLs from PUBLIC_URL). */
@Injectable()
export class SitemapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly articles: ArticlesService,
  ) {}

  robotsTxt(): string {
    return buildRobotsTxt(this.config.publicUrl);
  }

  /**
   * Home and the static pages, the published articles, every technology page, and the public results (most
   * recently analysed first, as many as fit in one sitemap).
   */
  async sitemapXml(): Promise<string> {
    const [articles, technologies] = await Promise.all([
      this.articles.published(),
      this.dataSource.query(`SELECT slug, updated_at FROM technology ORDER BY slug`) as Promise<
        { slug: string; updated_at: Date }[]
      >,
    ]);
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES.map((path) => ({
        path,
        changeFrequency: path === '/' ? ('daily' as const) : ('weekly' as const),
        priority: path === '/' ? 1 : 0.6,
      })),
      ...articles.map((article) => ({
        path: `/content/articles/${segment(article.slug)}`,
        lastModified: article.updatedAt,
        priority: 0.7,
      })),
      ...technologies.map((technology) => ({
        path: `/technologies/${segment(technology.slug)}`,
        lastModified: technology.updated_at,
      })),
    ];
    const websites: { domain: string; updated_at: Date }[] = await this.dataSource.query(
      `SELECT domain, updated_at FROM website WHERE NOT hidden ORDER BY updated_at DESC, domain LIMIT $1`,
      [Math.max(0, SITEMAP_MAX_URLS - entries.length)],
    );
    entries.push(
      ...websites.map((website) => ({
        path: `/analysis/website/${segment(website.domain)}`,
        lastModified: website.updated_at,
      })),
    );
    return buildSitemapXml(this.config.publicUrl, entries);
  }
}
