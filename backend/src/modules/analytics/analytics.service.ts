import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pageRoutePattern } from '@stacklens/contracts';
import { DataSource } from 'typeorm';

/**
 * Page views counted per UTC day and page route in `page_view_daily` (this module's table). Only the count is
 * stored: never the client's address, user agent or any identifier. A view is stored under its route pattern
 * (`/technologies/:slug`), so a client inventing paths cannot add rows: at most one per route and day.
 */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds one view of `path` (a validated `location.pathname`) to today's (UTC) count of its route pattern, in one
   * atomic upsert. A path no page route matches (the not-found page, or an invented one) is not counted.
   *
   * @returns whether the view was counted
   */
  async countPageView(path: string): Promise<boolean> {
    const route = pageRoutePattern(path);
    if (!route) return false;
    await this.dataSource.query(
      `INSERT INTO page_view_daily (day, path, views) VALUES ((now() AT TIME ZONE 'UTC')::date, $1, 1)
       ON CONFLICT (day, path) DO UPDATE SET views = page_view_daily.views + 1`,
      [route],
    );
    return true;
  }
}
