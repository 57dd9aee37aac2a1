import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalysisResult } from '@stacklens/analyzer';
import { DataSource } from 'typeorm';
import { TechnologiesService } from '../technologies/technologies.service';
import { WebsitesService } from '../websites/websites.service';
import { AnalysisStateService } from './analysis-state.service';

/** What the worker knows about the analysis being completed. */
export interface CompletedAnalysis {
  analysisId: string;
  domain: string;
  url: string;
  /** Extra timings measured by the worker (queue wait), merged into the analyzer's. */
  timings?: Record<string, number | null>;
}

/**
 * Stores a successful analysis in one transaction, each module writing its own tables: the catalogue rows of the
 * detected technologies (technologies), the website's latest result with its technologies (confidence ≤ 0
 * dropped) and a score-history entry (websites), and the analysis outcome — 200, or 408 for partial results.
 */
@Injectable()
export class AnalysisCompletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly technologies: TechnologiesService,
    private readonly websites: WebsitesService,
    private readonly state: AnalysisStateService,
  ) {}

  /** @returns the website id and the analysis' status code (200 or 408) */
  async saveSuccess(
    analysis: CompletedAnalysis,
    result: AnalysisResult,
  ): Promise<{ websiteId: string; statusCode: number }> {
    const statusCode = result.partial ? 408 : 200;
    const technologies = result.technologies.filter((tech) => tech.confidence > 0);
    const websiteId = await this.dataSource.transaction(async (manager) => {
      const technologyIds = await this.technologies.ensureListed(manager, technologies);
      const id = await this.websites.saveResult(manager, {
        domain: analysis.domain,
        url: analysis.url,
        statusCode,
        score: result.score,
        technologies: technologies.map((tech) => ({
          technologyId: technologyIds.get(tech.name) as number,
          version: tech.version,
          latestVersion: tech.latestVersion,
          versionStatus: tech.versionStatus,
          confidence: Math.min(100, Math.round(tech.confidence)),
          implied: tech.implied,
          evidence: tech.evidence,
        })),
      });
      await this.state.markSucceeded(manager, analysis.analysisId, {
        statusCode,
        websiteId: id,
        timings: { ...result.timings, ...analysis.timings },
      });
      return id;
    });
    return { websiteId, statusCode };
  }
}
