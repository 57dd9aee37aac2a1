import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminDashboard } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import { AdminQueuesService } from './admin-queues.service';

/**
 * The panel's dashboard figures: a read-only report over the analyses', removals' and users' tables (reports may
 * read other modules' tables) and the queues' job counts. Days and months are UTC; "this week" is the last 7 days.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: AdminQueuesService,
  ) {}

  /** The dashboard figures (counts; queue depth = waiting + active + delayed jobs over every queue). */
  async dashboard(): Promise<AdminDashboard> {
    const [[row], queues] = await Promise.all([
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
    ]);
    return {
      analysesToday: row.analyses_today,
      analysesThisMonth: row.analyses_month,
      queueDepth: queues.reduce((sum, queue) => sum + queue.waiting + queue.active + queue.delayed, 0),
      pendingRemovalRequests: row.pending_removals,
      newUsersThisWeek: row.new_users,
      queues,
    };
  }
}
