import { DEFAULT_INSIGHT_DAYS, INSIGHT_DAYS, type InsightDays } from '@stacklens/contracts';

/** The query parameter of the insight routes (`num_of_days`; other routes drop it). */
export const NUM_OF_DAYS_PARAM = 'num_of_days';

/** `?num_of_days=` → 7, 30, 90 or 365; anything else → the default 30. */
export function parseNumOfDays(value: string | null): InsightDays {
  const days = Number(value);
  return (INSIGHT_DAYS as readonly number[]).includes(days) ? (days as InsightDays) : DEFAULT_INSIGHT_DAYS;
}

export function insightPath(path: string, days: InsightDays): string {
  return days === DEFAULT_INSIGHT_DAYS ? path : `${path}?${NUM_OF_DAYS_PARAM}=${days}`;
}

export function daysLabel(days: number): string {
  return days === 365 ? 'the last year' : `the last ${days} days`;
}
