import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_DASHBOARD_DAYS, type AdminDashboard } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import { AdminQueuesService } from './admin-queues.service';

/**
 * The panel's dashboard figures: a read-only report over the analyses', removals', users' and analytics' tables
 * (reports may read other modules' tables) and the queues' job counts. Days and months are UTC; "this week" is the
 * last 7 days.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: AdminQueuesService,
  ) {}

  /**
   * The dashboard figures (counts; queue depth = waiting + active + delayed jobs over every queue; page views and
   * analyses of each of the last {@link ADMIN_DASHBOARD_DAYS} UTC days, oldest first).
   */
  async dashboard(): Promise<AdminDashboard> {
    const [[row], queues, daily] = await Promise.all([
      this.dataSource.query(
        `SELECT
           (SELECT count(*)::int FROM analysis
             WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS analyses_today,
           (SELECT count(*)::int FROM analysis
             WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS analyses_month,
           (SELECT count(*)::int FROM removal_request WHERE status = 'pending') AS pending_removals,
           (SELECT count(*)::int FROM app_user WHERE created_at >= now() - interval '7 days') AS new_users`,
      ) as Promise<
        { analyses_today: number; analyses_month: number; pending_removals: number; new_users: number }[]
      >,
      this.queues.counts(),
      this.daily(),
    ]);
    return {
      analysesToday: row.analyses_today,
      analysesThisMonth: row.analyses_month,
      queueDepth: queues.reduce((sum, queue) => sum + queue.waiting + queue.active + queue.delayed, 0),
      pendingRemovalRequests: row.pending_removals,
      newUsersThisWeek: row.new_users,
      queues,
      daily,
    };
  }

  /** Page views (`page_view_daily`) and analyses created per UTC day, zeros included, today last. */
  private async daily(): Promise<AdminDashboard['daily']> {
    const rows = (await this.dataSource.query(
      `WITH days AS (
         SELECT generate_series(
                  (now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day'
                )::date AS day
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              COALESCE((SELECT sum(views)::int FROM page_view_daily WHERE page_view_daily.day = days.day), 0) AS page_views,
              (SELECT count(*)::int FROM analysis
                WHERE created_at >= days.day::timestamp AT TIME ZONE 'UTC'
                  AND created_at < (days.day + 1)::timestamp AT TIME ZONE 'UTC') AS analyses
         FROM days ORDER BY days.day`,
      [ADMIN_DASHBOARD_DAYS],
    )) as { day: string; page_views: number; analyses: number }[];
    return rows.map((day) => ({ day: day.day, pageViews: day.page_views, analyses: day.analyses }));
  }
}
