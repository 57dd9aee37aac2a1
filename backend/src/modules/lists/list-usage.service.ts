import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PRICING, type ListAllowance } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import { ListsError, ListsErrorCode } from './lists.error';

/** The calendar month (UTC) that contains `now`: [start, end). */
function monthOf(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** What {@link ListUsageService.take} granted. */
export interface ListGrant {
  /** Rows granted (≤ asked). */
  granted: number;
  /** The allowance after the grant. */
  allowance: ListAllowance;
  /** The month charged (`YYYY-MM-DD`, for {@link ListUsageService.refund}). */
  period: string;
}

/**
 * The paid plans' monthly list allowance, in rows delivered (pages and exports alike): Pay as you go
 * `PRICING.listRowsPerMonth.payg`, Pro `.pro` (a paid account without a billing plan, e.g. one an operator made paid,
 * gets Pay as you go's). Counting locks the user's row of the month (`SELECT … FOR UPDATE` in one transaction), so
 * concurrent requests near the limit never grant more than it together. Owns `list_usage`.
 */
@Injectable()
export class ListUsageService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes up to `rows` rows of `userId`'s allowance this month (`all`: exactly `rows` or none).
   * @returns the rows granted (0 only when `rows` is 0) and the allowance after
   * @throws ListsError list-allowance-exhausted (429, Retry-After until next month) when nothing is left, or when
   *   `all` and fewer than `rows` are left
   */
  async take(
    userId: string,
    rows: number,
    options: { all: boolean },
    now: Date = new Date(),
  ): Promise<ListGrant> {
    const { start, end } = monthOf(now);
    const period = isoDate(start);
    return this.dataSource.transaction(async (manager) => {
      const users: { billing_plan: 'payg' | 'pro' | null }[] = await manager.query(
        `SELECT billing_plan FROM app_user WHERE id = $1`,
        [userId],
      );
      const limit = PRICING.listRowsPerMonth[users[0]?.billing_plan === 'pro' ? 'pro' : 'payg'];
      await manager.query(
        `INSERT INTO list_usage (user_id, period_start, used) VALUES ($1, $2::date, 0) ON CONFLICT DO NOTHING`,
        [userId, period],
      );
      const [{ used }]: { used: number }[] = await manager.query(
        `SELECT used FROM list_usage WHERE user_id = $1 AND period_start = $2::date FOR UPDATE`,
        [userId, period],
      );
      const left = Math.max(0, limit - used);
      const allowance = (after: number): ListAllowance => ({
        used: after,
        limit,
        periodEnd: end.toISOString(),
      });
      if (rows === 0) return { granted: 0, allowance: allowance(used), period };
      if (left === 0 || (options.all && left < rows)) {
        const retryAfterSeconds = (end.getTime() - now.getTime()) / 1000;
        throw new ListsError(
          ListsErrorCode.AllowanceExhausted,
          left === 0
            ? `Your plan's ${limit} list rows of this month are used up; they start again on ${isoDate(end)}.`
            : `This export has ${rows} rows and ${left} of your plan's ${limit} list rows of this month are left: ` +
                `narrow the filter or fetch it page by page.`,
          { retryAfterSeconds },
        );
      }
      const granted = Math.min(rows, left);
      await manager.query(
        `UPDATE list_usage SET used = used + $3 WHERE user_id = $1 AND period_start = $2::date`,
        [userId, period, granted],
      );
      return { granted, allowance: allowance(used + granted), period };
    });
  }

  /** Gives back `rows` rows taken in `period` but not delivered (an export that stopped early). */
  async refund(userId: string, period: string, rows: number): Promise<void> {
    if (rows <= 0) return;
    await this.dataSource.query(
      `UPDATE list_usage SET used = GREATEST(0, used - $3) WHERE user_id = $1 AND period_start = $2::date`,
      [userId, period, rows],
    );
  }
}
