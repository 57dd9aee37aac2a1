import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  InvalidWebsiteUrlError,
  MONITOR_LIMITS,
  toAnalysableWebsite,
  type CreateMonitorRequest,
  type Monitor,
  type MonitorInterval,
  type MonitorList,
  type Plan,
} from '@stacklens/contracts';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { MonitorEntity } from './entities/monitor.entity';
import { MonitorsError, MonitorsErrorCode } from './monitors.error';

/** Milliseconds between two scheduled runs of a monitor. */
export const MONITOR_INTERVAL_MS: Record<MonitorInterval, number> = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
};

/** A monitor the scheduler claimed: re-analyse `url` for `userId`. */
export interface DueMonitor {
  id: string;
  userId: string;
  domain: string;
  url: string;
}

/** What a scheduled run did: started (or joined) an analysis, or was refused with a problem. */
export type MonitorRunOutcome = { analysisId: string } | { error: { code: string; detail: string } };

/**
 * Monitored websites (owns `monitor`): a user's list (at most {@link MONITOR_LIMITS} per plan, one per domain), the
 * scheduler's claims of due monitors and the record of their runs, and who monitors a domain (the recipients of
 * `website.technologies.changed`).
 */
@Injectable()
export class MonitorsService {
  constructor(@InjectRepository(MonitorEntity) private readonly monitors: Repository<MonitorEntity>) {}

  /** The user's monitors, oldest first, with the plan's limit. */
  async list(user: { id: string; plan: Plan }): Promise<MonitorList> {
    const rows = await this.monitors.find({
      where: { userId: user.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return { items: rows.map(toMonitor), limit: MONITOR_LIMITS[user.plan] };
  }

  /**
   * Monitors a website for `user`: first run one interval from now (the website's current result is the baseline).
   * @throws MonitorsError invalid-url (400), subdomain-not-allowed (405), monitor-exists (409), too-many-monitors (409)
   */
  async create(user: { id: string; plan: Plan }, input: CreateMonitorRequest): Promise<Monitor> {
    const address = toMonitoredAddress(input.url);
    return this.monitors.manager.transaction(async (manager) => {
      // One user's creations run one at a time, so the limit holds under concurrent requests.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('monitor:' || $1))`, [user.id]);
      if (await manager.existsBy(MonitorEntity, { userId: user.id, domain: address.domain })) {
        throw new MonitorsError(MonitorsErrorCode.MonitorExists, `You already monitor ${address.domain}.`);
      }
      const limit = MONITOR_LIMITS[user.plan];
      if ((await manager.countBy(MonitorEntity, { userId: user.id })) >= limit) {
        throw new MonitorsError(
          MonitorsErrorCode.TooManyMonitors,
          `Your plan monitors at most ${limit} websites: delete one first${user.plan === 'free' ? ' or upgrade' : ''}.`,
        );
      }
      const saved = await manager.save(
        manager.create(MonitorEntity, {
          userId: user.id,
          domain: address.domain,
          url: address.url,
          interval: input.interval,
          nextRunAt: new Date(Date.now() + MONITOR_INTERVAL_MS[input.interval]),
        }),
      );
      return toMonitor(saved);
    });
  }

  /**
   * Changes a monitor's interval and resumes a paused one; its next run moves to one new interval after its last run
   * (or now).
   */
  async update(userId: string, id: string, interval: MonitorInterval): Promise<Monitor> {
    const monitor = await this.findOwned(userId, id);
    const from = monitor.lastRunAt ?? new Date();
    monitor.interval = interval;
    monitor.pausedAt = null;
    monitor.nextRunAt = new Date(from.getTime() + MONITOR_INTERVAL_MS[interval]);
    return toMonitor(await this.monitors.save(monitor));
  }

  /** Stops monitoring. @throws MonitorsError monitor-not-found (404) */
  async remove(userId: string, id: string): Promise<void> {
    const result = await this.monitors.delete({ id, userId });
    if (!result.affected) throw new MonitorsError(MonitorsErrorCode.MonitorNotFound);
  }

  /**
   * Pauses every running monitor of `userId` (a takeover of the unverified account: whoever held it set them up).
   * @returns how many monitors were paused
   */
  async pauseAllOf(userId: string): Promise<number> {
    const result = await this.monitors.update({ userId, pausedAt: IsNull() }, { pausedAt: new Date() });
    return result.affected ?? 0;
  }

  /**
   * Claims up to `limit` due monitors (next run in the past, not paused) and moves their next run one interval from now, in one
   * statement (`FOR UPDATE SKIP LOCKED`: two schedulers never claim the same monitor). A run missed while the worker
   * was down happens once, not once per missed interval.
   */
  async claimDue(limit: number, now: Date = new Date()): Promise<DueMonitor[]> {
    // An UPDATE answers [rows, affected count] through TypeORM's PostgreSQL driver.
    const [rows] = (await this.monitors.query(
      `UPDATE monitor m
          SET next_run_at = $1::timestamptz + CASE m.interval WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END,
              last_run_at = $1::timestamptz
        WHERE m.id IN (SELECT id FROM monitor WHERE next_run_at <= $1::timestamptz AND paused_at IS NULL
                        ORDER BY next_run_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING m.id, m.user_id, m.domain, m.url`,
      [now.toISOString(), limit],
    )) as [{ id: string; user_id: string; domain: string; url: string }[], number];
    return rows.map((row) => ({ id: row.id, userId: row.user_id, domain: row.domain, url: row.url }));
  }

  /** Records what a scheduled run did. */
  async recordRun(id: string, outcome: MonitorRunOutcome): Promise<void> {
    await this.monitors.update(
      { id },
      'analysisId' in outcome
        ? { lastAnalysisId: outcome.analysisId, lastError: null }
        : { lastError: outcome.error },
    );
  }

  /** Users monitoring `domain` (paused monitors do not count), in `manager`'s transaction. */
  async watchersOf(manager: EntityManager, domain: string): Promise<string[]> {
    const rows = await manager.find(MonitorEntity, {
      select: { userId: true },
      where: { domain, pausedAt: IsNull() },
    });
    return rows.map((row) => row.userId);
  }

  /** Notes on every monitor of `domain` that its stack changed at `at`, in `manager`'s transaction. */
  async noteChanged(manager: EntityManager, domain: string, at: Date): Promise<void> {
    await manager.update(MonitorEntity, { domain }, { lastChangedAt: at });
  }

  private async findOwned(userId: string, id: string): Promise<MonitorEntity> {
    const monitor = await this.monitors.findOneBy({ id, userId });
    if (!monitor) throw new MonitorsError(MonitorsErrorCode.MonitorNotFound);
    return monitor;
  }
}

/** {@link toAnalysableWebsite} with its failures as monitors problems. */
function toMonitoredAddress(input: string) {
  try {
    return toAnalysableWebsite(input);
  } catch (error) {
    if (error instanceof InvalidWebsiteUrlError) {
      throw new MonitorsError(
        error.code === 'subdomain-not-allowed'
          ? MonitorsErrorCode.SubdomainNotAllowed
          : MonitorsErrorCode.InvalidUrl,
        error.message,
      );
    }
    throw error;
  }
}

/** A stored monitor as the API shows it. */
export function toMonitor(row: MonitorEntity): Monitor {
  return {
    id: row.id,
    domain: row.domain,
    url: row.url,
    interval: row.interval,
    createdAt: row.createdAt.toISOString(),
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastAnalysisId: row.lastAnalysisId,
    lastError: row.lastError,
    lastChangedAt: row.lastChangedAt?.toISOString() ?? null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
  };
}
