import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Page views counted per UTC day and path in `page_view_daily` (this module's table). Only the count is stored:
 * never the client's address, user agent or any identifier.
 */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds one view of `path` (a validated `location.pathname`) to today's (UTC) count, in one atomic upsert. */
  async countPageView(path: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO page_view_daily (day, path, views) VALUES ((now() AT TIME ZONE 'UTC')::date, $1, 1)
       ON CONFLICT (day, path) DO UPDATE SET views = page_view_daily.views + 1`,
      [path],
    );
  }
}
