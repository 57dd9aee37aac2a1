import { z } from 'zod';
import { ScoreBandSchema } from './websites';

/**
 * Insights (public, `/api/v1/insights/…?numOfDays=7|30|90|365`, default 30; any other value → 400
 * `validation-failed`). The window is the last `numOfDays` days up to now: a website is "analysed in the window"
 * when it has a score-history entry (one per successful analysis) created in it. Scores and technologies are those
 * of the website's latest analysis. Hidden (removed) websites never count.
 *
 * - `GET /api/v1/insights/websites/awesome`       → {@link AwesomeWebsitesInsight}
 * - `GET /api/v1/insights/websites/top-tech-stack` → {@link TopTechStacksInsight}
 * - `GET /api/v1/insights/technologies/awesome`   → {@link AwesomeTechnologiesInsight}
 * - `GET /api/v1/insights/technologies/most-used` → {@link MostUsedTechnologiesInsight}
 *
 * Every response is cached per process for {@link INSIGHTS_CACHE_TTL_SECONDS} (so it may lag new analyses by
 * that long) and is shaped for a bar chart: each item carries `label` (x axis / category) and `value` (y axis);
 * `valueLabel` names the value.
 */

/** The windows the insight pages offer (spec: `num_of_days` on the insight routes). */
export const INSIGHT_DAYS = [7, 30, 90, 365] as const;
export type InsightDays = (typeof INSIGHT_DAYS)[number];
export const DEFAULT_INSIGHT_DAYS: InsightDays = 30;
/** Entries of every insight list. */
export const INSIGHT_LIMIT = 10;
/** Awesome technologies: a technology needs at least this many websites in the window to be ranked. */
export const AWESOME_TECHNOLOGY_MIN_WEBSITES = 3;
/** Top tech stacks: a stack must cover at least this many of the {@link STACK_LAYERS}. */
export const TOP_STACK_MIN_LAYERS = 3;
/** How long a computed insight is served from the cache. */
export const INSIGHTS_CACHE_TTL_SECONDS = 300;

/**
 * The layers of a tech stack and the fingerprint categories (ids of categories.json) that fill each, in order
 * of preference. A website's technology in a layer is its technology in the first listed category of that layer
 * (ties: higher confidence, then name).
 */
export const STACK_LAYERS = [
  { key: 'content', label: 'CMS / Ecommerce', categoryIds: [1, 6, 11, 57, 51, 8, 21, 2] },
  { key: 'frontend', label: 'Frontend', categoryIds: [12, 66, 26, 59] },
  { key: 'backend', label: 'Backend', categoryIds: [18, 27, 34] },
  { key: 'server', label: 'Web server', categoryIds: [22, 64, 65, 23] },
  { key: 'delivery', label: 'Hosting / CDN', categoryIds: [31, 62, 63, 88] },
  { key: 'analytics', label: 'Analytics', categoryIds: [10, 42, 78] },
] as const;
export type StackLayerKey = (typeof STACK_LAYERS)[number]['key'];

/** `?numOfDays=` of every insight endpoint. */
export const InsightsQuerySchema = z.object({
  numOfDays: z.coerce
    .number()
    .int()
    .refine((days) => (INSIGHT_DAYS as readonly number[]).includes(days), {
      message: `numOfDays must be one of ${INSIGHT_DAYS.join(', ')}`,
    })
    .default(DEFAULT_INSIGHT_DAYS),
});
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

/** Fields common to every insight response. */
const envelope = {
  numOfDays: z.number().int(),
  /** Start of the window (ISO). */
  since: z.string(),
  /** When this response was computed (ISO); cached responses keep their time. */
  generatedAt: z.string(),
  /** Public websites analysed in the window. */
  websitesAnalysed: z.number().int().min(0),
  /** Name of `value` for the chart's axis, e.g. "Awesomeness Score". */
  valueLabel: z.string(),
};

const techRef = z.object({ name: z.string(), slug: z.string(), iconUrl: z.string() });
export type InsightTechnologyRef = z.infer<typeof techRef>;

/** Top 10 websites analysed in the window by score (desc), ties: more recent analysis, then domain. */
export const AwesomeWebsiteItemSchema = z.object({
  rank: z.number().int().min(1),
  label: z.string(),
  value: z.number(),
  _id: z.string(),
  domain: z.string(),
  protocol: z.enum(['http', 'https']),
  score: z.number().int(),
  band: ScoreBandSchema,
  techCount: z.number().int(),
  /** Latest analysis (ISO). */
  analysedAt: z.string(),
});
export const AwesomeWebsitesInsightSchema = z.object({
  ...envelope,
  items: z.array(AwesomeWebsiteItemSchema),
});
export type AwesomeWebsitesInsight = z.infer<typeof AwesomeWebsitesInsightSchema>;

/**
 * Top tech stacks. A website's stack is its technology per {@link STACK_LAYERS} layer (layers it has nothing in
 * are left out). Websites with the same stack form one entry. Stacks covering at least
 * {@link TOP_STACK_MIN_LAYERS} layers are ranked by layers covered (most complete first), then average score of
 * their websites (desc), then number of websites (desc); the top 10 are returned.
 * `label` = the stack's technologies joined by " + ", `value` = the average score (1 decimal).
 */
export const TopTechStackItemSchema = z.object({
  rank: z.number().int().min(1),
  label: z.string(),
  value: z.number(),
  layers: z.array(z.object({ key: z.string(), label: z.string(), technology: techRef })),
  layersCovered: z.number().int(),
  /** layersCovered / number of layers, 0..1. */
  completeness: z.number().min(0).max(1),
  averageScore: z.number(),
  websites: z.number().int().min(1),
  /** Up to 3 domains with this stack, best score first. */
  exampleDomains: z.array(z.string()),
});
export const TopTechStacksInsightSchema = z.object({ ...envelope, items: z.array(TopTechStackItemSchema) });
export type TopTechStacksInsight = z.infer<typeof TopTechStacksInsightSchema>;

/**
 * Awesome technologies: average score of the websites analysed in the window that use the technology, for
 * technologies with at least {@link AWESOME_TECHNOLOGY_MIN_WEBSITES} such websites; by average (desc), then
 * websites (desc), then name. `value` = average score (1 decimal).
 */
export const AwesomeTechnologyItemSchema = z.object({
  rank: z.number().int().min(1),
  label: z.string(),
  value: z.number(),
  technology: techRef,
  averageScore: z.number(),
  websites: z.number().int(),
});
export const AwesomeTechnologiesInsightSchema = z.object({
  ...envelope,
  minWebsites: z.number().int(),
  items: z.array(AwesomeTechnologyItemSchema),
});
export type AwesomeTechnologiesInsight = z.infer<typeof AwesomeTechnologiesInsightSchema>;

/**
 * Most-used technologies: number of websites analysed in the window that use the technology (desc), then name.
 * `value` = websites; `share` = websites / websitesAnalysed (0..1).
 */
export const MostUsedTechnologyItemSchema = z.object({
  rank: z.number().int().min(1),
  label: z.string(),
  value: z.number(),
  technology: techRef,
  websites: z.number().int(),
  share: z.number().min(0).max(1),
});
export const MostUsedTechnologiesInsightSchema = z.object({
  ...envelope,
  items: z.array(MostUsedTechnologyItemSchema),
});
export type MostUsedTechnologiesInsight = z.infer<typeof MostUsedTechnologiesInsightSchema>;
