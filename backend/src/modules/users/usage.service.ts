import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Usage } from '@stacklens/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { UserEntity } from './entities/user.entity';
import { UsersError, UsersErrorCode } from './users.error';

/** A Pay as you go analysis to report to Stripe as a meter event. */
export interface BillableUsage {
  analysisId: string;
  userId: string;
  /** When the analysis was admitted (the meter event's timestamp). */
  createdAt: Date;
}

function toBillableUsage(row: { analysis_id: string; user_id: string; created_at: Date }): BillableUsage {
  return { analysisId: row.analysis_id, userId: row.user_id, createdAt: new Date(row.created_at) };
}

/** The calendar month (UTC) that contains `now`: [start, end). */
export function usagePeriod(now: Date = new Date()): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Analyses per user and calendar month (UTC): free plan FREE_ANALYSES_PER_MONTH (10), paid unlimited.
 * Counting is one atomic statement (insert-or-increment guarded by the limit, plus the billable-usage outbox row of a
 * Pay as you go analysis beyond the free ones), so concurrent requests at `limit - 1` cannot both pass. Owns
 * `usage_period` and `billable_usage`.
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
   * Counts analysis `analysisId` for `user` in the current month, in `manager`'s transaction (the one that creates
   * the analysis, so a refused or rolled-back analysis costs nothing). On Pay as you go, an analysis beyond the free
   * ones of the month is also recorded as billable usage in the same statement (the outbox the billing module reports
   * to Stripe as a meter event).
   * @returns the month's count after this one and whether this analysis is billable
   * @throws UsersError quota-exceeded (402) when the plan's limit is reached
   */
  async consume(
    manager: EntityManager,
    user: Pick<UserEntity, 'id' | 'plan'>,
    analysisId: string,
    now: Date = new Date(),
  ): Promise<{ used: number; billable: boolean }> {
    const limit = this.limitOf(user);
    const { start } = usagePeriod(now);
    const rows: { used: number; billable: boolean }[] =
      limit === 0
        ? []
        : await manager.query(
            `WITH counted AS (
               INSERT INTO usage_period AS u (user_id, period_start, used) VALUES ($1, $2::date, 1)
               ON CONFLICT (user_id, period_start) DO UPDATE SET used = u.used + 1
                WHERE $3::integer IS NULL OR u.used < $3::integer
               RETURNING u.used
             ), billable AS (
               INSERT INTO billable_usage (analysis_id, user_id, period_start)
               SELECT $4::uuid, $1, $2::date FROM counted JOIN app_user a ON a.id = $1
                WHERE a.plan = 'paid' AND a.billing_plan = 'payg' AND counted.used > $5::integer
               RETURNING analysis_id
             )
             SELECT counted.used, EXISTS (SELECT 1 FROM billable) AS billable FROM counted`,
            [user.id, isoDate(start), limit, analysisId, this.config.plans.freeAnalysesPerMonth],
          );
    if (!rows.length) {
      throw new UsersError(
        UsersErrorCode.QuotaExceeded,
        `You have used the ${limit} free analyses of this month. Upgrade your plan to analyse more websites.`,
      );
    }
    return { used: rows[0].used, billable: rows[0].billable };
  }

  /**
   * Gives back the analysis `analysisId` counted for `user` when it could not run after all (its queue was
   * unreachable): one analysis less this month, and its billable usage voided unless already reported.
   */
  async refund(user: Pick<UserEntity, 'id'>, analysisId: string, now: Date = new Date()): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE usage_period SET used = used - 1 WHERE user_id = $1 AND period_start = $2::date AND used > 0`,
        [user.id, isoDate(usagePeriod(now).start)],
      );
      await manager.query(
        `UPDATE billable_usage SET voided_at = now() WHERE analysis_id = $1 AND reported_at IS NULL`,
        [analysisId],
      );
    });
  }

  /** Billable analyses of `user` this month (Pay as you go analyses beyond the free ones, not voided). */
  async billableThisMonth(user: Pick<UserEntity, 'id'>, now: Date = new Date()): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM billable_usage WHERE user_id = $1 AND period_start = $2::date AND voided_at IS NULL`,
      [user.id, isoDate(usagePeriod(now).start)],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Billable usage not reported to Stripe yet (oldest first), for the billing module's reporter. */
  async pendingBillable(limit: number, olderThanMs = 0): Promise<BillableUsage[]> {
    const rows: { analysis_id: string; user_id: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT analysis_id, user_id, created_at FROM billable_usage
        WHERE reported_at IS NULL AND voided_at IS NULL AND created_at <= now() - ($2::integer * interval '1 millisecond')
        ORDER BY created_at LIMIT $1`,
      [limit, olderThanMs],
    );
    return rows.map(toBillableUsage);
  }

  /** Every billable usage row of one user not reported to Stripe yet (oldest first): settled before deletion. */
  async pendingBillableOf(userId: string): Promise<BillableUsage[]> {
    const rows: { analysis_id: string; user_id: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT analysis_id, user_id, created_at FROM billable_usage
        WHERE user_id = $1 AND reported_at IS NULL AND voided_at IS NULL
        ORDER BY created_at`,
      [userId],
    );
    return rows.map(toBillableUsage);
  }

  /** One billable usage row if it still needs reporting (not reported, not voided), else null. */
  async findPendingBillable(analysisId: string): Promise<BillableUsage | null> {
    const rows: { analysis_id: string; user_id: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT analysis_id, user_id, created_at FROM billable_usage
        WHERE analysis_id = $1 AND reported_at IS NULL AND voided_at IS NULL`,
      [analysisId],
    );
    return rows.length ? toBillableUsage(rows[0]) : null;
  }

  /** Marks billable usage reported to Stripe (idempotent). */
  async markBillableReported(analysisId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE billable_usage SET reported_at = now(), attempts = attempts + 1, last_error = NULL
        WHERE analysis_id = $1 AND reported_at IS NULL`,
      [analysisId],
    );
  }

  /** Records a failed report attempt (the sweeper tries again). */
  async recordBillableFailure(analysisId: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE billable_usage SET attempts = attempts + 1, last_error = left($2, 500) WHERE analysis_id = $1`,
      [analysisId, error],
    );
  }

  /**
   * Checks, without counting anything, that `user` has an analysis left this month: before an analysis's robots.txt
   * fetch (the charge itself is {@link UsageService.consume}), and as the gate of Lighthouse reports (which cost none).
   * @returns the analyses left this month (at least 1), null when unlimited
   * @throws UsersError quota-exceeded (402) when the plan's limit is reached
   */
  async assertQuotaLeft(
    user: Pick<UserEntity, 'id' | 'plan'>,
    now: Date = new Date(),
  ): Promise<number | null> {
    const usage = await this.current(user, now);
    if (usage.limit === null) return null;
    if (usage.used >= usage.limit) {
      throw new UsersError(
        UsersErrorCode.QuotaExceeded,
        `You have used the ${usage.limit} free analyses of this month. Upgrade your plan to analyse more websites.`,
      );
    }
    return usage.limit - usage.used;
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
