import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, FindOptionsWhere, In, LessThan, Repository } from 'typeorm';
import type { AnalysisFailure } from './analysis-outcome';
import { AnalysisEntity, type AnalysisStage } from './entities/analysis.entity';

/** An active analysis older than this is considered lost (worker crash, flushed queue) and is failed. */
export const STALE_ANALYSIS_MS = 15 * 60 * 1000;

const ACTIVE = ['queued', 'running'] as const;

/**
 * Every write of the `analysis` table (the analyses module's own): queued → running (stages) → succeeded | failed.
 * An analysis is marked failed only by {@link AnalysisStateService.markFailed}.
 */
@Injectable()
export class AnalysisStateService {
  constructor(@InjectRepository(AnalysisEntity) private readonly analyses: Repository<AnalysisEntity>) {}

  /** The analysis with this id, or null. */
  findById(id: string): Promise<AnalysisEntity | null> {
    return this.analyses.findOneBy({ id });
  }

  /** The queued or running analysis of `domain`, or null. */
  findActive(domain: string): Promise<AnalysisEntity | null> {
    return this.analyses.findOneBy({ domain, status: In([...ACTIVE]) });
  }

  /** Up to `limit` active analyses older than {@link STALE_ANALYSIS_MS}, oldest first: lost (worker crash, flushed queue). */
  findStale(limit: number, now = Date.now()): Promise<AnalysisEntity[]> {
    return this.analyses.find({
      where: { status: In([...ACTIVE]), createdAt: LessThan(new Date(now - STALE_ANALYSIS_MS)) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  /**
   * Inserts a queued analysis in `manager`'s transaction; null when another active one for the domain exists (the
   * partial unique index; `ON CONFLICT DO NOTHING` keeps the transaction usable).
   */
  async insertQueued(
    manager: EntityManager,
    domain: string,
    url: string,
    requestedBy: string | null,
  ): Promise<AnalysisEntity | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO analysis (domain, url, status, stage, requested_by) VALUES ($1, $2, 'queued', 'queued', $3)
       ON CONFLICT (domain) WHERE status IN ('queued', 'running') DO NOTHING
       RETURNING id`,
      [domain, url, requestedBy],
    );
    if (!rows.length) return null;
    return manager.findOneByOrFail(AnalysisEntity, { id: rows[0].id });
  }

  /**
   * Queued or running analyses requested by `userId` (monitors' runs are requested by their owner), read in
   * `manager`'s transaction. With `lock`, first takes the user's transaction-scoped advisory lock, so that the count and
   * a following {@link AnalysisStateService.insertQueued} are serialised per user (an exact cap).
   */
  async countActiveOf(manager: EntityManager, userId: string, options: { lock: boolean }): Promise<number> {
    if (options.lock) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`analysis-queued:${userId}`]);
    }
    const rows: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM analysis WHERE requested_by = $1 AND status IN ('queued', 'running')`,
      [userId],
    );
    return rows[0].count;
  }

  /** Who asked for the analysis (null when anonymous or deleted), read in `manager`'s transaction. */
  async requesterOf(manager: EntityManager, id: string): Promise<string | null> {
    const row = await manager.findOne(AnalysisEntity, {
      select: { id: true, requestedBy: true },
      where: { id },
    });
    return row?.requestedBy ?? null;
  }

  /** Claims an active analysis for attempt `attempt` (running, collecting); false when it is no longer active. */
  async claim(id: string, attempt: number): Promise<boolean> {
    const claimed = await this.analyses
      .createQueryBuilder()
      .update(AnalysisEntity)
      .set({
        status: 'running',
        stage: 'collecting',
        attempts: attempt,
        startedAt: () => 'COALESCE(started_at, now())',
      })
      .where({ id, status: In([...ACTIVE]) })
      .execute();
    return Boolean(claimed.affected);
  }

  /** Records the stage a running analysis is in. */
  async setStage(id: string, stage: AnalysisStage): Promise<void> {
    await this.analyses.update({ id }, { stage });
  }

  /** Records a transient failure that BullMQ will retry (the analysis stays running). */
  async markRetrying(id: string, failure: AnalysisFailure): Promise<void> {
    await this.analyses.update(
      { id },
      { stage: 'retrying', errorCode: failure.errorCode, errorMessage: failure.message },
    );
  }

  /** Marks an analysis succeeded (200, or 408 for partial results) in `manager`'s transaction. */
  async markSucceeded(
    manager: EntityManager,
    id: string,
    outcome: { statusCode: number; websiteId: string; timings: Record<string, number | null> },
  ): Promise<void> {
    await manager.update(
      AnalysisEntity,
      { id },
      {
        status: 'succeeded',
        stage: 'done',
        statusCode: outcome.statusCode,
        errorCode: null,
        errorMessage: null,
        websiteId: outcome.websiteId,
        timings: outcome.timings,
        finishedAt: new Date(),
      },
    );
  }

  /**
   * Marks the active analyses matching `where` (an id, or a domain and age) failed with `failure`'s status code,
   * error code and message; analyses that already ended are left alone. In `manager`'s transaction when given.
   * @returns how many were marked
   */
  async markFailed(
    where: FindOptionsWhere<AnalysisEntity>,
    failure: AnalysisFailure,
    manager?: EntityManager,
  ): Promise<number> {
    const analyses = manager ? manager.getRepository(AnalysisEntity) : this.analyses;
    const result = await analyses.update(
      { ...where, status: In([...ACTIVE]) },
      {
        status: 'failed',
        stage: 'done',
        statusCode: failure.statusCode,
        errorCode: failure.errorCode,
        errorMessage: failure.message,
        finishedAt: new Date(),
      },
    );
    return result.affected ?? 0;
  }
}
