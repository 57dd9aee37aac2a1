import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalysisResult } from '@stacklens/analyzer';
import { scoreBand, type DetectedTechnology } from '@stacklens/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { CategoryEntity } from '../technologies/entities/category.entity';
import { TechnologyEntity } from '../technologies/entities/technology.entity';
import { ScoreHistoryEntity } from '../websites/entities/score-history.entity';
import { WebsiteTechnologyEntity } from '../websites/entities/website-technology.entity';
import { WebsiteEntity } from '../websites/entities/website.entity';
import { AnalysisEntity } from './entities/analysis.entity';

/** What the store needs to know about the analysis being completed. */
export interface CompletedAnalysis {
  analysisId: string;
  domain: string;
  url: string;
  /** Extra timings measured by the worker (queue wait), merged into the analyzer's. */
  timings?: Record<string, number | null>;
}

/**
 * Stores a successful analysis in one transaction: the website's latest result, its technologies (confidence
 * ≤ 0 dropped), a score-history entry, and the analysis outcome (200, or 408 for partial results).
 */
@Injectable()
export class AnalysisResultStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async saveSuccess(
    analysis: CompletedAnalysis,
    result: AnalysisResult,
  ): Promise<{ websiteId: string; statusCode: number }> {
    const statusCode = result.partial ? 408 : 200;
    const protocol = analysis.url.startsWith('http://') ? 'http' : 'https';
    const technologies = result.technologies.filter((tech) => tech.confidence > 0);

    const websiteId = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(WebsiteEntity)
        .values({
          domain: analysis.domain,
          url: analysis.url,
          protocol,
          score: result.score.value,
          band: scoreBand(result.score.value),
          breakdown: result.score.breakdown,
          modelVersion: result.score.modelVersion,
          statusCode,
          updatedAt: new Date(),
        })
        .orUpdate(
          ['url', 'protocol', 'score', 'band', 'breakdown', 'model_version', 'status_code', 'updated_at'],
          ['domain'],
        )
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id: string }[])[0].id;

      const technologyIds = await this.ensureCatalogue(manager, technologies);
      await manager.delete(WebsiteTechnologyEntity, { websiteId: id });
      if (technologies.length) {
        await manager.insert(
          WebsiteTechnologyEntity,
          technologies.map((tech) => ({
            websiteId: id,
            technologyId: technologyIds.get(tech.name) as number,
            version: tech.version,
            latestVersion: tech.latestVersion,
            versionStatus: tech.versionStatus,
            confidence: Math.min(100, Math.round(tech.confidence)),
            implied: tech.implied,
            evidence: tech.evidence,
          })),
        );
      }
      await manager.insert(ScoreHistoryEntity, {
        websiteId: id,
        score: result.score.value,
        modelVersion: result.score.modelVersion,
        breakdown: result.score.breakdown,
      });
      await manager.update(
        AnalysisEntity,
        { id: analysis.analysisId },
        {
          status: 'succeeded',
          stage: 'done',
          statusCode,
          errorCode: null,
          errorMessage: null,
          websiteId: id,
          timings: { ...result.timings, ...analysis.timings },
          finishedAt: new Date(),
        },
      );
      return id;
    });
    return { websiteId, statusCode };
  }

  /**
   * Makes sure every detected technology (and its categories) is in the catalogue — normally seeded already —
   * and returns technology ids by name.
   */
  private async ensureCatalogue(
    manager: EntityManager,
    technologies: DetectedTechnology[],
  ): Promise<Map<string, number>> {
    if (!technologies.length) return new Map();
    const categories = new Map(technologies.flatMap((tech) => tech.categories).map((c) => [c.id, c]));
    if (categories.size) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(CategoryEntity)
        .values([...categories.values()].map((c) => ({ id: c.id, name: c.name, slug: c.slug, priority: 99 })))
        .orIgnore()
        .execute();
    }
    await manager
      .createQueryBuilder()
      .insert()
      .into(TechnologyEntity)
      .values(technologies.map((t) => ({ name: t.name, slug: t.slug, website: t.website, icon: t.icon })))
      .orIgnore()
      .execute();
    const rows = await manager.find(TechnologyEntity, {
      select: { id: true, name: true },
      where: { name: In(technologies.map((t) => t.name)) },
    });
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    const links = technologies.flatMap((tech) =>
      tech.categories.map((c) => ({ technology_id: ids.get(tech.name), category_id: c.id })),
    );
    if (links.length) {
      await manager
        .createQueryBuilder()
        .insert()
        .into('technology_category', ['technology_id', 'category_id'])
        .values(links)
        .orIgnore()
        .execute();
    }
    const missing = technologies.filter((t) => !ids.has(t.name)).map((t) => t.name);
    if (missing.length) throw new Error(`Technologies missing from the catalogue: ${missing.join(', ')}`);
    return ids;
  }
}

