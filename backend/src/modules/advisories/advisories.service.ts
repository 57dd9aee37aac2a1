import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdvisoryData,
  AdvisorySourceInfo,
  Severity,
  TechnologyVulnerabilities,
} from '@stacklens/contracts';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { EntityManager, Repository } from 'typeorm';
import {
  ADVISORY_SOURCE_IDS,
  advisorySourceInfo,
  loadAdvisorySnapshot,
  type AdvisorySnapshot,
  type AnalyzerTechnologyVulnerabilities,
} from '../../common/analyzer.client';
import { AdvisorySnapshotEntity } from './entities/advisory-snapshot.entity';
import { creditedSources } from './technology-advisories';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * Every advisory source's credit by id (name, licence, URL), as the analyzer names and licenses them
 * (`advisorySourceInfo`, the analyzer's NOTICE.md), in the analyzer's order of sources.
 */
export const ADVISORY_SOURCES: Readonly<Record<string, AdvisorySourceInfo>> = Object.freeze(
  Object.fromEntries(
    ADVISORY_SOURCE_IDS.flatMap((id) => {
      const info = advisorySourceInfo(id);
      return info ? [[id, info]] : [];
    }),
  ),
);

/** The advisory snapshot an analysis matches against, and where it comes from. */
export interface AdvisorySnapshotInUse {
  snapshot: AdvisorySnapshot;
  /** Id of the stored refresh (`advisory_snapshot.id`), or null for the snapshot bundled with the analyzer. */
  storedId: string | null;
}

/** What a refresh stores with its snapshot. */
export interface StoredRefresh {
  durationMs: number;
  outcome: Record<string, string>;
}

/** Counts of a stored snapshot (the refresh job's figures). */
export interface StoredSnapshotSummary {
  id: string;
  generatedAt: string;
  sizeBytes: number;
  storedBytes: number;
  technologies: number;
  advisories: number;
}

/** Refreshed snapshots kept in `advisory_snapshot` (older rows are deleted by the refresh that stores a new one). */
export const ADVISORY_SNAPSHOTS_KEPT = 3;

/**
 * Known vulnerabilities as the API shows them (contracts' `TechnologyVulnerabilities`): the analyzer's lookup without
 * the technology name and version (the technology row carries them).
 */
export function toTechnologyVulnerabilities(v: AnalyzerTechnologyVulnerabilities): TechnologyVulnerabilities {
  return {
    advisories: v.advisories.map((a) => ({
      id: a.id,
      aliases: [...a.aliases],
      severity: a.severity,
      cvss: a.cvss,
      summary: a.summary,
      fixedIn: a.fixedIn,
      published: a.published,
      url: a.url,
      source: a.source,
    })),
    counts: { ...v.counts } as Record<Severity, number>,
    mayBePatchedByDistribution: v.mayBePatchedByDistribution,
    sources: [...v.sources],
  };
}

/**
 * The advisory data behind a result: the snapshot's date and the credits of every source holding data for one of the
 * result's technologies, as the analyzer names and licenses them (`advisorySourceInfo`, the analyzer's NOTICE.md), in
 * the analyzer's order of sources.
 * @param vulnerabilities the analyzer's lookup of the result (one entry per technology with advisory data)
 */
export function advisoryDataOf(
  snapshot: Pick<AdvisorySnapshot, 'generatedAt' | 'inputs'>,
  vulnerabilities: readonly Pick<AnalyzerTechnologyVulnerabilities, 'sources'>[],
): AdvisoryData {
  return {
    generatedAt: snapshot.generatedAt,
    sources: creditedSources(
      snapshot,
      new Set(vulnerabilities.flatMap((v) => v.sources as string[])),
      ADVISORY_SOURCES,
    ),
  };
}

/**
 * The advisory snapshot in use (module `advisories`, owns `advisory_snapshot`): the newest snapshot the worker's
 * refresh job stored, or the one bundled with the analyzer when none is stored or the bundled one is newer (a
 * deployment shipping fresher data). Each call reads only the newest row's id and date; the snapshot itself is
 * loaded (gunzipped, parsed) once per process and stored row.
 */
@Injectable()
export class AdvisoriesService {
  private readonly logger = new Logger(AdvisoriesService.name);
  private loaded: { id: string; snapshot: Promise<AdvisorySnapshot | null> } | null = null;

  constructor(
    @InjectRepository(AdvisorySnapshotEntity)
    private readonly snapshots: Repository<AdvisorySnapshotEntity>,
  ) {}

  /** When the newest stored snapshot was refreshed (`refreshed_at`); null when no refresh has been stored. */
  async lastRefreshedAt(): Promise<Date | null> {
    const [newest] = await this.snapshots.find({
      select: { id: true, refreshedAt: true },
      order: { id: 'DESC' },
      take: 1,
    });
    return newest?.refreshedAt ?? null;
  }

  /** The snapshot an analysis uses now (see the class). Never throws for a damaged stored row: the bundled one answers. */
  async current(): Promise<AdvisorySnapshotInUse> {
    const bundled = loadAdvisorySnapshot();
    const newest = await this.snapshots.find({
      select: { id: true, generatedAt: true },
      order: { id: 'DESC' },
      take: 1,
    });
    const row = newest[0];
    if (!row || row.generatedAt < bundled.generatedAt) return { snapshot: bundled, storedId: null };
    if (this.loaded?.id !== row.id) this.loaded = { id: row.id, snapshot: this.load(row.id) };
    const snapshot = await this.loaded.snapshot;
    return snapshot ? { snapshot, storedId: row.id } : { snapshot: bundled, storedId: null };
  }

  /**
   * Stores a refreshed snapshot (gzip JSON) in `manager`'s transaction and deletes all but the newest
   * {@link ADVISORY_SNAPSHOTS_KEPT} rows.
   */
  async store(
    manager: EntityManager,
    snapshot: AdvisorySnapshot,
    refresh: StoredRefresh,
  ): Promise<StoredSnapshotSummary> {
    const json = Buffer.from(JSON.stringify(snapshot));
    const data = await gzip(json);
    const technologies = Object.values(snapshot.technologies);
    const summary = {
      generatedAt: snapshot.generatedAt,
      sizeBytes: json.length,
      storedBytes: data.length,
      technologies: technologies.length,
      advisories: technologies.reduce((sum, t) => sum + t.advisories.length, 0),
    };
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(AdvisorySnapshotEntity)
      .values({ ...summary, data, durationMs: Math.round(refresh.durationMs), outcome: refresh.outcome })
      .returning('id')
      .execute();
    const id = String((inserted.raw as { id: string }[])[0].id);
    await manager.query(
      `DELETE FROM advisory_snapshot WHERE id NOT IN (SELECT id FROM advisory_snapshot ORDER BY id DESC LIMIT $1)`,
      [ADVISORY_SNAPSHOTS_KEPT],
    );
    return { id, ...summary };
  }

  /** The stored refreshes, newest first (figures only, no data). */
  history(): Promise<AdvisorySnapshotEntity[]> {
    return this.snapshots.find({ order: { id: 'DESC' } });
  }

  /** Reads and checks a stored snapshot; null (logged, and kept for this row) when it is unusable. */
  private async load(id: string): Promise<AdvisorySnapshot | null> {
    try {
      const row = await this.snapshots
        .createQueryBuilder('s')
        .addSelect('s.data')
        .where('s.id = :id', { id })
        .getOne();
      if (!row) return null;
      const snapshot = JSON.parse((await gunzip(row.data)).toString('utf8')) as AdvisorySnapshot;
      if (snapshot.schemaVersion !== 1 || typeof snapshot.technologies !== 'object')
        throw new Error('not an advisory snapshot (schemaVersion 1)');
      return snapshot;
    } catch (error) {
      this.logger.error(
        `Stored advisory snapshot ${id} is unusable, the bundled one answers: ${String(error)}`,
      );
      return null;
    }
  }
}
