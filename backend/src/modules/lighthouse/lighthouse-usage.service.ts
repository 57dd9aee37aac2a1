import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { LighthouseError, LighthouseErrorCode } from './lighthouse.error';

type Requester = Pick<AuthenticatedUser, 'id' | 'plan'>;

/** The UTC day that contains `now`, as `YYYY-MM-DD`. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds from `now` to the next UTC midnight (when the day's count starts again), at least 1. */
export function secondsToNextUtcDay(now: Date = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Lighthouse runs per user and UTC day: LIGHTHOUSE_RUNS_PER_DAY_FREE on the free plan,
 * LIGHTHOUSE_RUNS_PER_DAY_PAID on a paid one. Only a run started counts: a report younger than 24 h answered, or a
 * run of the domain already queued or running joined, costs nothing. Counting is one guarded insert-or-increment,
 * so concurrent requests at `limit - 1` cannot both pass. Owns `lighthouse_usage`.
 */
@Injectable()
export class LighthouseUsageService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Runs a day the user's plan allows. */
  limitOf(user: Pick<Requester, 'plan'>): number {
    const { runsPerDay } = this.config.lighthouse;
    return user.plan === 'paid' ? runsPerDay.paid : runsPerDay.free;
  }

  /**
   * Checks, without counting, that `user` may start a run today (before anything costly, e.g. the robots.txt fetch).
   * @throws LighthouseError lighthouse-limit-reached (429, Retry-After until the next UTC day)
   */
  async assertRunLeft(user: Requester, now: Date = new Date()): Promise<void> {
    const limit = this.limitOf(user);
    const rows: { used: number }[] = await this.dataSource.query(
      `SELECT used FROM lighthouse_usage WHERE user_id = $1 AND day = $2::date`,
      [user.id, utcDay(now)],
    );
    if ((rows[0]?.used ?? 0) >= limit) throw this.limitReached(limit, now);
  }

  /**
   * Counts one run for `user` today, in `manager`'s transaction (the one that creates the run, so a refused or
   * rolled-back run costs nothing).
   * @returns the UTC day charged (`YYYY-MM-DD`, for {@link LighthouseUsageService.refund})
   * @throws LighthouseError lighthouse-limit-reached (429) when the plan's daily limit is reached
   */
  async consume(manager: EntityManager, user: Requester, now: Date = new Date()): Promise<string> {
    const limit = this.limitOf(user);
    const day = utcDay(now);
    const rows: { used: number }[] =
      limit === 0
        ? []
        : await manager.query(
            `INSERT INTO lighthouse_usage AS u (user_id, day, used) VALUES ($1, $2::date, 1)
             ON CONFLICT (user_id, day) DO UPDATE SET used = u.used + 1 WHERE u.used < $3::integer
             RETURNING u.used`,
            [user.id, day, limit],
          );
    if (!rows.length) throw this.limitReached(limit, now);
    return day;
  }

  /** Gives back a run counted on `day` that could not be queued. */
  async refund(user: Pick<Requester, 'id'>, day: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE lighthouse_usage SET used = used - 1 WHERE user_id = $1 AND day = $2::date AND used > 0`,
      [user.id, day],
    );
  }

  private limitReached(limit: number, now: Date): LighthouseError {
    return new LighthouseError(
      LighthouseErrorCode.LimitReached,
      `Your plan allows ${limit} Lighthouse runs a day and you have used them; try again tomorrow (UTC).`,
      { retryAfterSeconds: secondsToNextUtcDay(now) },
    );
  }
}
