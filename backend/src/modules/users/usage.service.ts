import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Usage } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { UserEntity } from './entities/user.entity';
import { UsersError, UsersErrorCode } from './users.error';

/** The calendar month (UTC) that contains `now`: [start, end). */
export function usagePeriod(now: Date = new Date()): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Analyses per user and calendar month (UTC, DESIGN §6): free plan FREE_ANALYSES_PER_MONTH (10), paid unlimited.
 * Counting is one atomic statement (insert-or-increment guarded by the limit), so concurrent requests at
 * `limit - 1` cannot both pass.
 */
@Injectable()
export class UsageService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The monthly limit of the user's plan; null = unlimited. */
  limitOf(user: Pick<UserEntity, 'plan'>): number | null {
    return user.plan === 'paid' ? null : this.config.plans.freeAnalysesPerMonth;
  }

  /**
   * Counts one analysis for `user` in the current month.
   * @throws UsersError quota-exceeded (402) when the plan's limit is reached
   */
  async consume(user: Pick<UserEntity, 'id' | 'plan'>, now: Date = new Date()): Promise<number> {
    const limit = this.limitOf(user);
    const { start } = usagePeriod(now);
    const rows: { used: number }[] =
      limit === 0
        ? []
        : await this.dataSource.query(
            `INSERT INTO usage_period AS u (user_id, period_start, used) VALUES ($1, $2::date, 1)
             ON CONFLICT (user_id, period_start) DO UPDATE SET used = u.used + 1
              WHERE $3::integer IS NULL OR u.used < $3::integer
             RETURNING u.used`,
            [user.id, isoDate(start), limit],
          );
    if (!rows.length) {
      throw new UsersError(
        UsersErrorCode.QuotaExceeded,
        `You have used the ${limit} free analyses of this month. Upgrade your plan to analyse more websites.`,
      );
    }
    return rows[0].used;
  }

  /** Gives back one counted analysis (when no new analysis resulted after all). */
  async release(user: Pick<UserEntity, 'id'>, now: Date = new Date()): Promise<void> {
    await this.dataSource.query(
      `UPDATE usage_period SET used = used - 1 WHERE user_id = $1 AND period_start = $2::date AND used > 0`,
      [user.id, isoDate(usagePeriod(now).start)],
    );
  }

  /** The user's usage of the current month. */
  async current(user: Pick<UserEntity, 'id' | 'plan'>, now: Date = new Date()): Promise<Usage> {
    const { start, end } = usagePeriod(now);
    const rows: { used: number }[] = await this.dataSource.query(
      `SELECT used FROM usage_period WHERE user_id = $1 AND period_start = $2::date`,
      [user.id, isoDate(start)],
    );
    return {
      used: rows[0]?.used ?? 0,
      limit: this.limitOf(user),
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
    };
  }
}
