import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  normalizeWebsiteUrl,
  scoreBand,
  type ScorePart,
  type ScoreHistoryResponse,
  type SimilarRankedQuery,
  type SimilarRankedResponse,
  type WebsiteResult,
} from '@stacklens/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { ScoreHistoryEntity } from './entities/score-history.entity';
import { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import { WebsiteEntity } from './entities/website.entity';
import { toScoreHistoryEntry, toSimilarWebsite, toWebsiteResult } from './websites.mapper';
import { WebsitesError, WebsitesErrorCode } from './websites.error';

/** A finished analysis as the websites module stores it (technologies already resolved to catalogue ids). */
export interface WebsiteResultInput {
  domain: string;
  /** Normalised address that was analysed, e.g. `https://example.com`. */
  url: string;
  /** 200, or 408 for partial results (a stage timed out). */
  statusCode: number;
  score: { value: number; breakdown: ScorePart[]; modelVersion: number };
  technologies: WebsiteTechnologyInput[];
}

/** One detected technology of a {@link WebsiteResultInput}. */
export interface WebsiteTechnologyInput {
  technologyId: number;
  version: string | null;
  latestVersion: string | null;
  versionStatus: WebsiteTechnologyEntity['versionStatus'];
  /** 1–100. */
  confidence: number;
  implied: boolean;
  evidence: WebsiteTechnologyEntity['evidence'];
}

/**
 * Analysed websites (the module owns `website`, `website_technology` and `score_history`): public reads (result by
 * domain, score history, similar ranked websites) and the writes — a website's latest result, hiding a domain.
 */
@Injectable()
export class WebsitesService {
  constructor(
    @InjectRepository(WebsiteEntity) private readonly websites: Repository<WebsiteEntity>,
    @InjectRepository(WebsiteTechnologyEntity)
    private readonly websiteTechnologies: Repository<WebsiteTechnologyEntity>,
    @InjectRepository(ScoreHistoryEntity) private readonly scoreHistory: Repository<ScoreHistoryEntity>,
  ) {}

  /**
   * The latest result of a website. `domainOrUrl` is normalised like the search box (`www.`, protocol, port
   * and path are ignored), so `www.example.com` finds `example.com`.
   * @throws WebsitesError website-not-found (404)
   */
  async getByDomain(domainOrUrl: string): Promise<WebsiteResult> {
    const domain = domainKey(domainOrUrl);
    const website = domain ? await this.websites.findOneBy({ domain, hidden: false }) : null;
    if (!website)
      throw new WebsitesError(
        WebsitesErrorCode.WebsiteNotFound,
        `${domain ?? domainOrUrl} has not been analysed yet.`,
      );
    return toWebsiteResult(website, await this.technologiesOf([website.id]));
  }

  /** Score history of a website, newest first. @throws WebsitesError website-not-found (404) */
  async getScores(websiteId: string): Promise<ScoreHistoryResponse> {
    const exists = await this.websites.existsBy({ id: websiteId, hidden: false });
    if (!exists)
      throw new WebsitesError(WebsitesErrorCode.WebsiteNotFound, `There is no website ${websiteId}.`);
    const entries = await this.scoreHistory.find({
      where: { websiteId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 100,
    });
    const now = new Date();
    return { websiteId, scores: entries.map((entry) => toScoreHistoryEntry(entry, now)) };
  }

  /**
   * Websites closest in score to `score` (default: the excluded website's score; with neither, the best
   * scored), ties broken by the number of technologies shared with the excluded website, then recency.
   */
  async similarRanked(query: SimilarRankedQuery): Promise<SimilarRankedResponse> {
    const excludeId = query.excludeId ?? null;
    let target: number | null = query.score ?? null;
    if (target === null && excludeId) {
      target =
        (await this.websites.findOne({ select: { id: true, score: true }, where: { id: excludeId } }))
          ?.score ?? null;
    }
    const ranked: { id: string }[] = await this.websites.query(
      `SELECT w.id
         FROM website w
        WHERE NOT w.hidden AND ($1::uuid IS NULL OR w.id <> $1::uuid)
        ORDER BY CASE WHEN $2::int IS NULL THEN -w.score ELSE abs(w.score - $2::int) END ASC,
                 (SELECT count(*) FROM website_technology mine
                    JOIN website_technology theirs ON theirs.technology_id = mine.technology_id
                   WHERE mine.website_id = w.id AND theirs.website_id = $1::uuid) DESC,
                 w.updated_at DESC
        LIMIT $3`,
      [excludeId, target, query.limit],
    );
    const ids = ranked.map((row) => row.id);
    if (!ids.length) return { websites: [] };
    const [websites, technologies] = await Promise.all([
      this.websites.findBy({ id: In(ids) }),
      this.technologiesOf(ids),
    ]);
    const byId = new Map(websites.map((website) => [website.id, website]));
    const now = new Date();
    return {
      websites: ids
        .map((id) => byId.get(id))
        .filter((website): website is WebsiteEntity => Boolean(website))
        .map((website) =>
          toSimilarWebsite(
            website,
            technologies.filter((row) => row.websiteId === website.id),
            now,
          ),
        ),
    };
  }

  /**
   * Stores a website's latest result in `manager`'s transaction (the caller's, so that the analysis is marked done
   * in the same one): the website row (inserted or updated by domain), its technologies (replaced) and a
   * score-history entry.
   * @returns the website id
   */
  async saveResult(manager: EntityManager, input: WebsiteResultInput): Promise<string> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(WebsiteEntity)
      .values({
        domain: input.domain,
        url: input.url,
        protocol: input.url.startsWith('http://') ? 'http' : 'https',
        score: input.score.value,
        band: scoreBand(input.score.value),
        breakdown: input.score.breakdown,
        modelVersion: input.score.modelVersion,
        statusCode: input.statusCode,
        updatedAt: new Date(),
      })
      .orUpdate(
        ['url', 'protocol', 'score', 'band', 'breakdown', 'model_version', 'status_code', 'updated_at'],
        ['domain'],
      )
      .returning(['id'])
      .execute();
    const websiteId = (inserted.raw as { id: string }[])[0].id;
    await manager.delete(WebsiteTechnologyEntity, { websiteId });
    if (input.technologies.length) {
      await manager.insert(
        WebsiteTechnologyEntity,
        input.technologies.map((tech) => ({ websiteId, ...tech })),
      );
    }
    await manager.insert(ScoreHistoryEntity, {
      websiteId,
      score: input.score.value,
      modelVersion: input.score.modelVersion,
      breakdown: input.score.breakdown,
    });
    return websiteId;
  }

  /**
   * Hides a website from every public listing (result, similar websites, catalogue, insights, sitemap), in
   * `manager`'s transaction (an approved removal request).
   */
  async hideDomain(manager: EntityManager, domain: string): Promise<void> {
    await manager.update(WebsiteEntity, { domain }, { hidden: true });
  }

  private technologiesOf(websiteIds: string[]): Promise<WebsiteTechnologyEntity[]> {
    return this.websiteTechnologies.find({
      where: { websiteId: In(websiteIds) },
      relations: { technology: { categories: true } },
    });
  }
}

/** The website key of a path parameter (host without `www.` and port), or null when it is not an address. */
export function domainKey(domainOrUrl: string): string | null {
  try {
    return normalizeWebsiteUrl(domainOrUrl).domain;
  } catch {
    return null;
  }
}
