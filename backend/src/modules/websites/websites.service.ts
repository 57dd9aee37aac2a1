import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  normalizeWebsiteUrl,
  type ScoreHistoryResponse,
  type SimilarRankedQuery,
  type SimilarRankedResponse,
  type WebsiteResult,
} from '@stacklens/contracts';
import { In, Repository } from 'typeorm';
import { ScoreHistoryEntity } from './entities/score-history.entity';
import { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import { WebsiteEntity } from './entities/website.entity';
import { toScoreHistoryEntry, toSimilarWebsite, toWebsiteResult } from './websites.mapper';
import { WebsitesError, WebsitesErrorCode } from './websites.error';

/** Public reads of analysed websites: result by domain, score history, similar ranked websites. */
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
