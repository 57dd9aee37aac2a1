import type {
  AwesomeTechnologiesInsight,
  AwesomeWebsitesInsight,
  InsightDays,
  MostUsedTechnologiesInsight,
  TopTechStacksInsight,
} from '@stacklens/contracts';
import { apiRequest } from './client';

/** The four insights and the response each returns. */
export interface InsightResponses {
  'websites/awesome': AwesomeWebsitesInsight;
  'websites/top-tech-stack': TopTechStacksInsight;
  'technologies/awesome': AwesomeTechnologiesInsight;
  'technologies/most-used': MostUsedTechnologiesInsight;
}
export type InsightKind = keyof InsightResponses;

/** `GET /api/v1/insights/{kind}?numOfDays=7|30|90|365`. */
export function getInsight<K extends InsightKind>(
  kind: K,
  numOfDays: InsightDays,
  signal?: AbortSignal,
): Promise<InsightResponses[K]> {
  return apiRequest<InsightResponses[K]>(`/api/v1/insights/${kind}`, { query: { numOfDays }, signal });
}
