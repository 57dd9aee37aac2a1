import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AWESOME_TECHNOLOGY_MIN_WEBSITES,
  CACHE_TAGS,
  type AwesomeTechnologiesInsight,
  type AwesomeWebsitesInsight,
  INSIGHT_LIMIT,
  type MostUsedTechnologiesInsight,
  type TopTechStacksInsight,
} from '@stacklens/contracts';
import type { DataSource } from 'typeorm';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import {
  type AwesomeWebsiteRow,
  type InsightWindow,
  STACK_CATEGORY_IDS,
  type StackRow,
  type TechnologyUsageRow,
  toAwesomeTechnologies,
  toAwesomeWebsites,
  toMostUsedTechnologies,
  toTopTechStacks,
} from './insights.mapper';

/**
 * Public websites analysed in the window ($1 = start): those with a score-history entry (one per successful
 * analysis) since then, with the score of their latest analysis.
 */
const RECENT = `
  recent AS (
    SELECT w.id, w.domain, w.protocol, w.score, max(sh.created_at) AS analysed_at
      FROM website w
      JOIN score_history sh ON sh.website_id = w.id
     WHERE NOT w.hidden AND sh.created_at >= $1
     GROUP BY w.id)`;

/**
 * The insight pages, computed by SQL over the stored analyses and kept in the shared response cache
 * ({@link SharedCacheService}, key `insights:<kind>:<numOfDays>`, tag `insights`) for INSIGHTS_CACHE_TTL_SECONDS
 * (default 300 s): a new analysis shows once they expire; hiding a website (an approved removal) invalidates the tag
 * in every process at once.
 */
@Injectable()
export class InsightsService {
  private readonly ttlSeconds: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly cache: SharedCacheService,
  ) {
    this.ttlSeconds = config.insights.cacheTtlSeconds;
  }

  /** Top 10 websites analysed in the window by score. */
  awesomeWebsites(numOfDays: number): Promise<AwesomeWebsitesInsight> {
    return this.cached('awesome-websites', numOfDays, async (window) => {
      const rows: AwesomeWebsiteRow[] = await this.dataSource.query(
        `WITH ${RECENT}
         SELECT r.id, r.domain, r.protocol, r.score, r.analysed_at,
                (SELECT count(*)::int FROM website_technology wt WHERE wt.website_id = r.id) AS tech_count
           FROM recent r
          ORDER BY r.score DESC, r.analysed_at DESC, r.domain
          LIMIT $2`,
        [window.since, INSIGHT_LIMIT],
      );
      return toAwesomeWebsites(window, rows);
    });
  }

  /** The most complete, then highest-scoring, stacks of the websites analysed in the window. */
  topTechStacks(numOfDays: number): Promise<TopTechStacksInsight> {
    return this.cached('top-tech-stacks', numOfDays, async (window) => {
      const rows: StackRow[] = await this.dataSource.query(
        `WITH ${RECENT}
         SELECT r.id AS website_id, r.domain, r.score, coalesce(t.display_name, t.name) AS name, t.slug, tc.category_id, wt.confidence
           FROM recent r
           JOIN website_technology wt ON wt.website_id = r.id
           JOIN technology t ON t.id = wt.technology_id
           JOIN technology_category tc ON tc.technology_id = t.id
          WHERE tc.category_id = ANY($2::int[])`,
        [window.since, STACK_CATEGORY_IDS],
      );
      return toTopTechStacks(window, rows);
    });
  }

  /** Technologies by the average score of their websites in the window (minimum sample size). */
  awesomeTechnologies(numOfDays: number): Promise<AwesomeTechnologiesInsight> {
    return this.cached('awesome-technologies', numOfDays, async (window) => {
      const rows: TechnologyUsageRow[] = await this.dataSource.query(
        `WITH ${RECENT}
         SELECT coalesce(t.display_name, t.name) AS name, t.slug, count(*)::int AS websites, avg(r.score)::float8 AS average_score
           FROM recent r
           JOIN website_technology wt ON wt.website_id = r.id
           JOIN technology t ON t.id = wt.technology_id
          GROUP BY t.id
         HAVING count(*) >= $2
          ORDER BY avg(r.score) DESC, count(*) DESC, lower(t.name)
          LIMIT $3`,
        [window.since, AWESOME_TECHNOLOGY_MIN_WEBSITES, INSIGHT_LIMIT],
      );
      return toAwesomeTechnologies(window, rows);
    });
  }

  /** Technologies by the number of websites analysed in the window that use them. */
  mostUsedTechnologies(numOfDays: number): Promise<MostUsedTechnologiesInsight> {
    return this.cached('most-used-technologies', numOfDays, async (window) => {
      const rows: TechnologyUsageRow[] = await this.dataSource.query(
        `WITH ${RECENT}
         SELECT coalesce(t.display_name, t.name) AS name, t.slug, count(*)::int AS websites, avg(r.score)::float8 AS average_score
           FROM recent r
           JOIN website_technology wt ON wt.website_id = r.id
           JOIN technology t ON t.id = wt.technology_id
          GROUP BY t.id
          ORDER BY count(*) DESC, lower(t.name)
          LIMIT $2`,
        [window.since, INSIGHT_LIMIT],
      );
      return toMostUsedTechnologies(window, rows);
    });
  }

  private cached<T>(
    kind: string,
    numOfDays: number,
    compute: (window: InsightWindow) => Promise<T>,
  ): Promise<T> {
    const key = `insights:${kind}:${numOfDays}`;
    return this.cache.getOrCompute(
      key,
      [CACHE_TAGS.insights],
      async () => {
        const generatedAt = new Date();
        const since = new Date(generatedAt.getTime() - numOfDays * 86_400_000);
        const counted: { n: number }[] = await this.dataSource.query(
          `WITH ${RECENT} SELECT count(*)::int AS n FROM recent`,
          [since],
        );
        return compute({ numOfDays, since, generatedAt, websitesAnalysed: counted[0]?.n ?? 0 });
      },
      { ttlSeconds: this.ttlSeconds },
    );
  }
}
