import { LighthouseService } from '../lighthouse/lighthouse.service';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AdminPublicResult,
  type AdvisoryData,
  normalizeWebsiteUrl,
  scoreBand,
  type NamedSoftware,
  type ScorePart,
  type ScoreHistoryResponse,
  type SimilarRankedQuery,
  type SimilarRankedResponse,
  type TechnologyChangesResponse,
  type TechnologyHistoryResponse,
  type TechnologyVulnerabilities,
  type WebsitePageResponse,
  type WebsiteResult,
} from '@stacklens/contracts';
import { isDeepStrictEqual } from 'node:util';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { CACHE_TAGS } from '@stacklens/contracts';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import { ScoreHistoryEntity } from './entities/score-history.entity';
import { WebsiteTechnologyHistoryEntity } from './entities/website-technology-history.entity';
import { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import { WebsiteEntity } from './entities/website.entity';
import {
  toScoreHistoryEntry,
  toSimilarWebsite,
  toTechnologyHistoryEntry,
  toWebsiteResult,
} from './websites.mapper';
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
  /** Software the site names about itself that the fingerprint set does not know (the analyzer's `namedSoftware`). */
  namedSoftware: NamedSoftware[];
  /** The advisory data the vulnerabilities were matched against; null when no lookup ran. */
  advisoryData: AdvisoryData | null;
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
  /** Known vulnerabilities of the detected version; null when nothing could be checked. */
  vulnerabilities: TechnologyVulnerabilities | null;
}

/**
 * How a stored result differs from the website's previous one, by catalogue technology id. `baseline` is true when
 * there was no previous result to compare with (the website's first analysis): its technologies are all `added`, but
 * nothing changed. Removals are only recorded from complete results (a partial result may have missed them).
 */
export interface TechnologyChanges {
  baseline: boolean;
  added: { technologyId: number; version: string | null }[];
  removed: { technologyId: number; version: string | null }[];
  versionChanged: { technologyId: number; from: string; to: string }[];
  /** Technologies that became vulnerable (see {@link becameVulnerable}). */
  becameVulnerable: BecameVulnerableChange[];
}

/** A technology of a stored result that became vulnerable. */
export interface BecameVulnerableChange {
  technologyId: number;
  version: string;
  /** Ids of the advisories that apply now, most severe first. */
  advisoryIds: string[];
  counts: TechnologyVulnerabilities['counts'];
  mayBePatchedByDistribution: boolean;
}

/** Whether {@link TechnologyChanges} holds a change worth telling (never for a baseline). */
export function hasTechnologyChanges(changes: TechnologyChanges): boolean {
  return (
    !changes.baseline &&
    changes.added.length +
      changes.removed.length +
      changes.versionChanged.length +
      changes.becameVulnerable.length >
      0
  );
}

/** A stored technology as the advisory lookup reads it. */
export interface StoredTechnologyForLookup {
  technologyId: number;
  /** Fingerprint name (the analyzer's and the advisory snapshot's key). */
  name: string;
  version: string | null;
  implied: boolean;
  evidence: WebsiteTechnologyEntity['evidence'];
}

/** What {@link WebsitesService.reviseVulnerabilities} changed in one stored result. */
export interface RevisedVulnerabilities {
  websiteId: string;
  domain: string;
  url: string;
  hidden: boolean;
  /** Whether anything was written (vulnerabilities or advisory data). */
  changed: boolean;
  /** Technologies that became vulnerable, with their fingerprint names. */
  becameVulnerable: (BecameVulnerableChange & { name: string })[];
}

/** A technology's version and vulnerabilities in one stored result. */
export interface VulnerabilityState {
  version: string | null;
  vulnerabilities: TechnologyVulnerabilities | null;
}

/**
 * The "became vulnerable" rule (issue 20): the previous result had been looked up for known vulnerabilities
 * (`previousLookedUp`: its website row carries advisory data) and showed none for the technology — an entry with no
 * advisories (checked clean), or no entry for the same detected version (not covered by the data then) — and now at
 * least one advisory applies. Results stored before the lookup existed never make a technology "become" vulnerable,
 * nor does a version seen for the first time (no previous version: nothing was known about it).
 * @returns the change, or null
 */
export function becameVulnerable(
  technologyId: number,
  previous: VulnerabilityState | undefined,
  previousLookedUp: boolean,
  now: VulnerabilityState,
): BecameVulnerableChange | null {
  const advisories = now.vulnerabilities?.advisories ?? [];
  if (!previous || !previousLookedUp || !now.version || advisories.length === 0) return null;
  const before = previous.vulnerabilities;
  const hadNone = before
    ? before.advisories.length === 0
    : previous.version !== null && previous.version === now.version;
  if (!hadNone) return null;
  return {
    technologyId,
    version: now.version,
    advisoryIds: advisories.map((a) => a.id),
    counts: now.vulnerabilities!.counts,
    mayBePatchedByDistribution: now.vulnerabilities!.mayBePatchedByDistribution,
  };
}

/**
 * Analysed websites (the module owns `website`, `website_technology`, `score_history` and
 * `website_technology_history`): public reads (result by
 * domain, score history, similar ranked websites) and the writes — a website's latest result, hiding a domain.
 */
@Injectable()
export class WebsitesService {
  constructor(
    @InjectRepository(WebsiteEntity) private readonly websites: Repository<WebsiteEntity>,
    @InjectRepository(WebsiteTechnologyEntity)
    private readonly websiteTechnologies: Repository<WebsiteTechnologyEntity>,
    @InjectRepository(ScoreHistoryEntity) private readonly scoreHistory: Repository<ScoreHistoryEntity>,
    @InjectRepository(WebsiteTechnologyHistoryEntity)
    private readonly technologyHistory: Repository<WebsiteTechnologyHistoryEntity>,
    private readonly lighthouse: LighthouseService,
    private readonly cache: SharedCacheService,
  ) {}

  /**
   * The public reads, served from the shared response cache ({@link SharedCacheService}): a result by domain and a
   * website's score and technology histories are tagged with the website (`website:<domain>`, `website:<id>`),
   * every similar-ranked answer with `websites`; {@link resultChanged} invalidates them. `refresh` (a `?t=`
   * cache-busting request) reads the database and refills the cache.
   */
  readonly cached = {
    getByDomain: (domainOrUrl: string, refresh = false): Promise<WebsiteResult> => {
      const domain = domainKey(domainOrUrl);
      if (!domain) return this.getByDomain(domainOrUrl);
      return this.cache.getOrCompute(
        `websites:result:${domain}`,
        [CACHE_TAGS.website(domain)],
        () => this.getByDomain(domain),
        { refresh },
      );
    },
    getScores: (websiteId: string, refresh = false): Promise<ScoreHistoryResponse> =>
      this.cache.getOrCompute(
        `websites:scores:${websiteId}`,
        [CACHE_TAGS.website(websiteId)],
        () => this.getScores(websiteId),
        {
          refresh,
        },
      ),
    getTechnologyHistory: (websiteId: string, refresh = false): Promise<TechnologyHistoryResponse> =>
      this.cache.getOrCompute(
        `websites:technology-history:${websiteId}`,
        [CACHE_TAGS.website(websiteId)],
        () => this.getTechnologyHistory(websiteId),
        { refresh },
      ),
    similarRanked: (query: SimilarRankedQuery): Promise<SimilarRankedResponse> =>
      this.cache.getOrCompute(
        `websites:similar-ranked:${query.excludeId ?? ''}:${query.score ?? ''}:${query.limit}`,
        [CACHE_TAGS.allWebsites],
        () => this.similarRanked(query),
      ),
    /**
     * A result page's first-render data in one answer: the result, then its score history and the `limit` websites
     * ranked near its score, read together — each through its own cache entry, so the answer is theirs.
     * @throws WebsitesError website-not-found (404)
     */
    getPage: async (domainOrUrl: string, limit: number): Promise<WebsitePageResponse> => {
      const result = await this.cached.getByDomain(domainOrUrl);
      const [scores, similar] = await Promise.all([
        this.cached.getScores(result._id),
        this.cached.similarRanked({ limit, score: result.score, excludeId: result._id }),
      ]);
      return { result, scores, similar };
    },
  };

  /**
   * Invalidates every cached answer and page that shows the website (its result, histories, result page) and the
   * rankings across websites. Called once the change is committed: an analysis finished, a removal approved.
   */
  async resultChanged(domain: string, websiteIds: string[]): Promise<void> {
    await this.cache.invalidate([
      CACHE_TAGS.website(domain),
      ...websiteIds.map(CACHE_TAGS.website),
      CACHE_TAGS.allWebsites,
    ]);
  }

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
    // Independent reads: one round trip of latency, not two.
    const [technologies, lighthouse] = await Promise.all([
      this.technologiesOf([website.id]),
      this.lighthouse.latestSummary(website.domain),
    ]);
    return toWebsiteResult(website, technologies, lighthouse);
  }

  /** Score history of a website, newest first. @throws WebsitesError website-not-found (404) */
  async getScores(websiteId: string): Promise<ScoreHistoryResponse> {
    // One query for a visible website with entries (the shown columns only: not each entry's breakdown); the
    // website's existence is asked only when there are none.
    const entries = await this.scoreHistory
      .createQueryBuilder('entry')
      .innerJoin('entry.website', 'website', 'NOT website.hidden')
      .select(['entry.id', 'entry.score', 'entry.modelVersion', 'entry.createdAt'])
      .where('entry.websiteId = :websiteId', { websiteId })
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(100)
      .getMany();
    if (!entries.length && !(await this.websites.existsBy({ id: websiteId, hidden: false })))
      throw new WebsitesError(WebsitesErrorCode.WebsiteNotFound, `There is no website ${websiteId}.`);
    const now = new Date();
    return { websiteId, scores: entries.map((entry) => toScoreHistoryEntry(entry, now)) };
  }

  /**
   * Technology history of a website: every presence of a technology, newest change (first seen or removed) first,
   * at most 500.
   * @throws WebsitesError website-not-found (404)
   */
  async getTechnologyHistory(websiteId: string): Promise<TechnologyHistoryResponse> {
    const exists = await this.websites.existsBy({ id: websiteId, hidden: false });
    if (!exists)
      throw new WebsitesError(WebsitesErrorCode.WebsiteNotFound, `There is no website ${websiteId}.`);
    const rows = await this.technologyHistory.find({ where: { websiteId }, relations: { technology: true } });
    const changedAt = (row: WebsiteTechnologyHistoryEntity) =>
      Math.max(row.firstSeenAt.getTime(), row.removedAt?.getTime() ?? 0);
    rows.sort((a, b) => changedAt(b) - changedAt(a) || a.technology.name.localeCompare(b.technology.name));
    return { websiteId, items: rows.slice(0, 500).map(toTechnologyHistoryEntry) };
  }

  /**
   * The newest changes (at most `limit`, 1–50) of the technologies of interest of the user `userId`
   * (`app_user.technologies`, catalogue slugs, read here as a report) on visible websites: a technology first
   * detected (`added`), no longer detected (`removed`), or seen with another version than when it was first detected
   * (`version-changed`, dated when last seen). Empty when the user picked no technology.
   */
  async technologyChangesOf(userId: string, limit: number): Promise<TechnologyChangesResponse> {
    const rows: {
      domain: string;
      name: string;
      slug: string;
      icon: string | null;
      kind: 'added' | 'removed' | 'version-changed';
      version: string | null;
      previous_version: string | null;
      at: Date;
    }[] = await this.websites.query(
      `WITH interest AS (
         SELECT t.id, COALESCE(t.display_name, t.name) AS name, t.slug, t.icon
           FROM app_user u
           CROSS JOIN LATERAL jsonb_array_elements_text(u.technologies) AS picked(slug)
           JOIN technology t ON t.slug = picked.slug
          WHERE u.id = $1
       ), history AS (
         SELECT h.*, w.domain, i.name, i.slug, i.icon
           FROM website_technology_history h
           JOIN interest i ON i.id = h.technology_id
           JOIN website w ON w.id = h.website_id AND NOT w.hidden
       )
       SELECT * FROM (
         SELECT domain, name, slug, icon, 'added' AS kind, first_version AS version,
                NULL AS previous_version, first_seen_at AS at
           FROM history
         UNION ALL
         SELECT domain, name, slug, icon, 'removed', last_version, NULL, removed_at
           FROM history WHERE removed_at IS NOT NULL
         UNION ALL
         SELECT domain, name, slug, icon, 'version-changed', last_version, first_version, last_seen_at
           FROM history
          WHERE first_version IS NOT NULL AND last_version IS NOT NULL AND first_version <> last_version
       ) changes
       ORDER BY at DESC, domain, slug, kind
       LIMIT $2`,
      [userId, limit],
    );
    return {
      items: rows.map((row) => ({
        domain: row.domain,
        technology: { name: row.name, slug: row.slug, icon: row.icon },
        kind: row.kind,
        version: row.version,
        previousVersion: row.previous_version,
        at: new Date(row.at).toISOString(),
      })),
    };
  }

  /**
   * Websites closest in score to `score` (default: the excluded website's score; with neither, the best
   * scored), ties broken by the number of technologies shared with the excluded website, then recency.
   *
   * One query ranks and reads the websites: the shared-technology count (a join per website) is computed only for
   * the websites that can make the list — those no farther from the target than the `limit`-th closest (every tie
   * included, so the order is the same as ranking all of them) — then one query reads their technologies.
   */
  async similarRanked(query: SimilarRankedQuery): Promise<SimilarRankedResponse> {
    const ranked: Pick<WebsiteEntity, 'id' | 'domain' | 'protocol' | 'score' | 'updatedAt'>[] =
      await this.websites.query(
        `WITH target AS (
           SELECT COALESCE($2::int, (SELECT score FROM website WHERE id = $1::uuid)) AS score
         ), candidates AS (
           SELECT w.id, w.domain, w.protocol, w.score, w.updated_at,
                  CASE WHEN t.score IS NULL THEN -w.score ELSE abs(w.score - t.score) END AS distance
             FROM website w CROSS JOIN target t
            WHERE NOT w.hidden AND ($1::uuid IS NULL OR w.id <> $1::uuid)
         ), cutoff AS (
           SELECT distance FROM candidates ORDER BY distance LIMIT 1 OFFSET $3 - 1
         )
         SELECT c.id, c.domain, c.protocol, c.score, c.updated_at AS "updatedAt"
           FROM candidates c
          WHERE c.distance <= COALESCE((SELECT distance FROM cutoff), c.distance)
          ORDER BY c.distance ASC,
                   (SELECT count(*) FROM website_technology mine
                      JOIN website_technology theirs ON theirs.technology_id = mine.technology_id
                     WHERE mine.website_id = c.id AND theirs.website_id = $1::uuid) DESC,
                   c.updated_at DESC
          LIMIT $3`,
        [query.excludeId ?? null, query.score ?? null, query.limit],
      );
    if (!ranked.length) return { websites: [] };
    const technologies = await this.technologiesOf(ranked.map((website) => website.id));
    const now = new Date();
    return {
      websites: ranked.map((website) =>
        toSimilarWebsite(
          { ...website, updatedAt: new Date(website.updatedAt) },
          technologies.filter((row) => row.websiteId === website.id),
          now,
        ),
      ),
    };
  }

  /**
   * Stores a website's latest result in `manager`'s transaction (the caller's, so that the analysis is marked done
   * in the same one): the website row (inserted or updated by domain), its technologies (replaced), a
   * score-history entry and the technology history (see {@link recordTechnologyHistory}).
   * @returns the website id and how its technologies changed since its previous result
   */
  async saveResult(
    manager: EntityManager,
    input: WebsiteResultInput,
  ): Promise<{ websiteId: string; changes: TechnologyChanges }> {
    // The previous result (locked until the transaction ends), for the "became vulnerable" comparison.
    const before: { id: string; advisory_data: AdvisoryData | null }[] = await manager.query(
      `SELECT id, advisory_data FROM website WHERE domain = $1 FOR UPDATE`,
      [input.domain],
    );
    const previousLookedUp = Boolean(before[0]?.advisory_data);
    const previousRows = before[0]
      ? await manager.find(WebsiteTechnologyEntity, {
          select: { technologyId: true, version: true, vulnerabilities: true },
          where: { websiteId: before[0].id },
        })
      : [];
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
        advisoryData: input.advisoryData,
        namedSoftware: input.namedSoftware,
        updatedAt: new Date(),
      })
      .orUpdate(
        [
          'url',
          'protocol',
          'score',
          'band',
          'breakdown',
          'model_version',
          'status_code',
          'advisory_data',
          'named_software',
          'updated_at',
        ],
        ['domain'],
      )
      .returning('id, (xmax = 0) AS inserted')
      .execute();
    // The upsert locked the website row: concurrent results of the same domain are stored one after the other.
    const row = (inserted.raw as { id: string; inserted: boolean }[])[0];
    const websiteId = row.id;
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
    const changes = await this.recordTechnologyHistory(manager, websiteId, input, row.inserted);
    const previousById = new Map(previousRows.map((prev) => [prev.technologyId, prev]));
    for (const tech of input.technologies) {
      const change = becameVulnerable(
        tech.technologyId,
        previousById.get(tech.technologyId),
        previousLookedUp,
        tech,
      );
      if (change) changes.becameVulnerable.push(change);
    }
    return { websiteId, changes };
  }

  /**
   * Updates the technology history with a new result: a technology not open yet opens a row (added), an open one is
   * seen again (its version changes when both the old and the new version are known and differ), and — for a
   * complete result (status 200) only — an open one not detected any more is closed (removed).
   */
  private async recordTechnologyHistory(
    manager: EntityManager,
    websiteId: string,
    input: WebsiteResultInput,
    firstResult: boolean,
  ): Promise<TechnologyChanges> {
    const now = new Date();
    const open = await manager.find(WebsiteTechnologyHistoryEntity, {
      where: { websiteId, removedAt: IsNull() },
    });
    const openByTechnology = new Map(open.map((entry) => [entry.technologyId, entry]));
    const changes: TechnologyChanges = {
      baseline: firstResult,
      added: [],
      removed: [],
      versionChanged: [],
      becameVulnerable: [],
    };
    const opened: Partial<WebsiteTechnologyHistoryEntity>[] = [];
    const seen: string[] = [];
    for (const tech of input.technologies) {
      const entry = openByTechnology.get(tech.technologyId);
      if (!entry) {
        opened.push({
          websiteId,
          technologyId: tech.technologyId,
          firstSeenAt: now,
          lastSeenAt: now,
          firstVersion: tech.version,
          lastVersion: tech.version,
        });
        changes.added.push({ technologyId: tech.technologyId, version: tech.version });
        continue;
      }
      if (tech.version && tech.version !== entry.lastVersion) {
        if (entry.lastVersion) {
          changes.versionChanged.push({
            technologyId: tech.technologyId,
            from: entry.lastVersion,
            to: tech.version,
          });
        }
        await manager.update(WebsiteTechnologyHistoryEntity, { id: entry.id }, { lastVersion: tech.version });
      }
      seen.push(entry.id);
    }
    if (seen.length) {
      await manager.update(WebsiteTechnologyHistoryEntity, { id: In(seen) }, { lastSeenAt: now });
    }
    if (opened.length) await manager.insert(WebsiteTechnologyHistoryEntity, opened);
    if (input.statusCode === 200) {
      const detected = new Set(input.technologies.map((tech) => tech.technologyId));
      const gone = open.filter((entry) => !detected.has(entry.technologyId));
      if (gone.length) {
        await manager.update(
          WebsiteTechnologyHistoryEntity,
          { id: In(gone.map((entry) => entry.id)) },
          { removedAt: now },
        );
        changes.removed = gone.map((entry) => ({
          technologyId: entry.technologyId,
          version: entry.lastVersion,
        }));
      }
    }
    return changes;
  }

  /**
   * Hides a website from every public listing (result, similar websites, catalogue, insights, sitemap), in
   * `manager`'s transaction (an approved removal request). @returns the ids of the websites hidden
   */
  /**
   * The stored result of `domain` in brief (hidden or not) for the operators' review of a removal request, or
   * null when the domain was never analysed.
   */
  async resultSummary(domain: string): Promise<AdminPublicResult | null> {
    const rows: {
      domain: string;
      url: string;
      score: number;
      hidden: boolean;
      updated_at: Date;
      technology_count: number;
    }[] = await this.websites.query(
      `SELECT w.domain, w.url, w.score, w.hidden, w.updated_at,
              (SELECT count(*)::int FROM website_technology wt WHERE wt.website_id = w.id) AS technology_count
         FROM website w WHERE w.domain = $1`,
      [domain],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      domain: row.domain,
      url: row.url,
      score: row.score,
      technologyCount: row.technology_count,
      hidden: row.hidden,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /**
   * Ids of stored websites (hidden ones included) after `afterId` in id order, at most `limit`: the batches of an
   * advisory refresh's revision.
   */
  async idsAfter(afterId: string | null, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.websites.query(
      `SELECT id FROM website WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Re-matches a stored result against new advisory data (an advisory refresh), in `manager`'s transaction: locks the
   * website row, hands its technologies to `compute` (fingerprint name, version, implied, evidence — what the
   * analyzer's `vulnerabilitiesOf` reads) and stores what it returns (each technology's vulnerabilities and the
   * result's advisory data). Technologies that became vulnerable ({@link becameVulnerable}) are returned; the
   * caller records the events in the same transaction.
   * @returns null when the website does not exist any more
   */
  async reviseVulnerabilities(
    manager: EntityManager,
    websiteId: string,
    compute: (technologies: StoredTechnologyForLookup[]) => {
      advisoryData: AdvisoryData;
      vulnerabilities: Map<number, TechnologyVulnerabilities | null>;
    },
  ): Promise<RevisedVulnerabilities | null> {
    const website = await manager.findOne(WebsiteEntity, {
      where: { id: websiteId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!website) return null;
    const rows = await manager.find(WebsiteTechnologyEntity, {
      where: { websiteId },
      relations: { technology: true },
    });
    const { advisoryData, vulnerabilities } = compute(
      rows.map((row) => ({
        technologyId: row.technologyId,
        name: row.technology.name,
        version: row.version,
        implied: row.implied,
        evidence: row.evidence ?? [],
      })),
    );
    const previousLookedUp = Boolean(website.advisoryData);
    const changes: (BecameVulnerableChange & { name: string })[] = [];
    let changed = false;
    for (const row of rows) {
      const next = vulnerabilities.get(row.technologyId) ?? null;
      if (isDeepStrictEqual(next, row.vulnerabilities ?? null)) continue;
      changed = true;
      await manager.update(
        WebsiteTechnologyEntity,
        { websiteId, technologyId: row.technologyId },
        { vulnerabilities: next },
      );
      const change = becameVulnerable(row.technologyId, row, previousLookedUp, {
        version: row.version,
        vulnerabilities: next,
      });
      if (change) changes.push({ ...change, name: row.technology.name });
    }
    if (changed || !isDeepStrictEqual(website.advisoryData, advisoryData)) {
      changed = true;
      await manager.update(WebsiteEntity, { id: websiteId }, { advisoryData, updatedAt: website.updatedAt });
    }
    return {
      websiteId,
      domain: website.domain,
      url: website.url,
      hidden: website.hidden,
      changed,
      becameVulnerable: changes,
    };
  }

  async hideDomain(manager: EntityManager, domain: string): Promise<string[]> {
    const hidden = await manager.find(WebsiteEntity, { select: { id: true }, where: { domain } });
    await manager.update(WebsiteEntity, { domain }, { hidden: true });
    return hidden.map((website) => website.id);
  }

  /**
   * The stored technology rows of `websiteIds`, each with the columns of its technology and categories that a result
   * shows (`toDetectedTechnology`, `toSimilarWebsite`): not the catalogue's description, version-source mapping and
   * end-of-life cycles (JSON the result never shows, parsed for every row otherwise).
   */
  private technologiesOf(websiteIds: string[]): Promise<WebsiteTechnologyEntity[]> {
    return this.websiteTechnologies.find({
      select: {
        websiteId: true,
        technologyId: true,
        version: true,
        latestVersion: true,
        versionStatus: true,
        confidence: true,
        implied: true,
        evidence: true,
        vulnerabilities: true,
        technology: {
          id: true,
          name: true,
          slug: true,
          displayName: true,
          website: true,
          icon: true,
          categories: { id: true, name: true, slug: true, priority: true },
        },
      },
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
