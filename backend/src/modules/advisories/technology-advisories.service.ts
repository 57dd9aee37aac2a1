import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TechnologyAdvisoriesQuery, TechnologyAdvisoriesResponse } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import { ADVISORY_SOURCES, AdvisoriesService } from './advisories.service';
import { AdvisoriesError, AdvisoriesErrorCode } from './advisories.error';
import { toTechnologyAdvisories, type SeenVersion } from './technology-advisories';

/** Seen versions checked for a technology page (its "Versions seen" list shows as many). */
const MAX_SEEN_VERSIONS = 20;

/**
 * Which versions of a technology known vulnerabilities affect (`GET /api/v1/advisories/technologies/{slug}`, for the
 * technology pages): the technology's advisories in the advisory snapshot in use ({@link AdvisoriesService.current},
 * the one analyses match against) and the versions detected on public websites with the advisories affecting each.
 * Reads the catalogue's `technology` and the websites' `website_technology`/`website` in SQL (a report).
 */
@Injectable()
export class TechnologyAdvisoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly advisories: AdvisoriesService,
  ) {}

  /**
   * A page of the technology's advisories (newest first; only those affecting `query.version` when given).
   * @throws AdvisoriesError technology-not-found (404)
   */
  async list(slug: string, query: TechnologyAdvisoriesQuery): Promise<TechnologyAdvisoriesResponse> {
    const rows: { id: number; name: string }[] = await this.dataSource.query(
      `SELECT id, name FROM technology WHERE slug = $1`,
      [slug.toLowerCase()],
    );
    const technology = rows[0];
    if (!technology)
      throw new AdvisoriesError(AdvisoriesErrorCode.TechnologyNotFound, `There is no technology "${slug}".`);
    const [seen, { snapshot }] = await Promise.all([
      this.dataSource.query(
        `SELECT wt.version, count(*)::int AS websites
           FROM website_technology wt
           JOIN website w ON w.id = wt.website_id AND NOT w.hidden
          WHERE wt.technology_id = $1 AND wt.version IS NOT NULL
          GROUP BY wt.version
          ORDER BY websites DESC, wt.version DESC
          LIMIT $2`,
        [technology.id, MAX_SEEN_VERSIONS],
      ) as Promise<SeenVersion[]>,
      this.advisories.current(),
    ]);
    return toTechnologyAdvisories(technology.name, snapshot, ADVISORY_SOURCES, seen, query);
  }
}
