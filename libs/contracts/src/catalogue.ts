import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './pagination';
import { CategoryRefSchema, ScoreBandSchema } from './websites';

/**
 * Technology catalogue (public, `/api/v1`).
 *
 * - `GET /api/v1/technologies/categories` → {@link CategoryListResponse}
 * - `GET /api/v1/technologies?search=&match=&category=&page=&pageSize=` → {@link TechnologyListResponse}
 * - `GET /api/v1/technologies/{slug}` → {@link TechnologyDetail} (404 `technology-not-found`)
 * - `GET /api/v1/technologies/{category}/{slug}` → {@link TechnologyDetail} (404 `technology-not-found` also
 *   when the technology exists but is not in that category, or the category does not exist)
 * - `GET /api/v1/technologies/{slug}/icon.svg` → `image/svg+xml` (see {@link TechnologyIconSchema})
 */

/** A category of the catalogue with the number of technologies in it. */
export const CategorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Lower = more prominent (order of the fingerprint set). */
  priority: z.number().int(),
  technologyCount: z.number().int().min(0),
});
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

/** `GET /api/v1/technologies/categories`: every category, ordered by name. */
export const CategoryListResponseSchema = z.object({
  categories: z.array(CategorySummarySchema),
  /** Number of technologies in the catalogue (each counted once). */
  totalTechnologies: z.number().int().min(0),
});
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

/**
 * How to draw a technology's icon. The fingerprint set names icon files that are not shipped, so the API
 * resolves one: `brand` = the technology's logo from the `simple-icons` package (matched by slug or title),
 * drawn in `color`; `monogram` = no brand icon, draw `monogram` (1–2 letters) on `color`.
 * `url` always answers an SVG (`image/svg+xml`) that does exactly that, so `<img src={url}>` is enough.
 */
export const TechnologyIconSchema = z.object({
  /** Absolute path of the SVG, e.g. `/api/v1/technologies/wordpress/icon.svg`. */
  url: z.string(),
  kind: z.enum(['brand', 'monogram']),
  /** `#rrggbb`: the brand colour, or a colour derived from the name for monograms. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** One or two characters for the monogram fallback (also set for brands). */
  monogram: z.string().min(1).max(2),
});
export type TechnologyIcon = z.infer<typeof TechnologyIconSchema>;

/** `?search=&match=&category=&page=&pageSize=` of `GET /api/v1/technologies`. */
export const TechnologyListQuerySchema = PageQuerySchema.extend({
  /** Case-insensitive search on the technology name; empty = all. */
  search: z.string().trim().max(100).optional(),
  /** `contains` (default): name contains the text; `prefix`: name starts with it. */
  match: z.enum(['prefix', 'contains']).default('contains'),
  /** Category slug; an unknown category gives an empty list. */
  category: z.string().trim().max(100).optional(),
});
export type TechnologyListQuery = z.infer<typeof TechnologyListQuerySchema>;

/** A row of the catalogue table. */
export const TechnologySummarySchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  icon: TechnologyIconSchema,
  categories: z.array(CategoryRefSchema),
  latestVersion: z.string().nullable(),
  /** Public (not hidden) websites whose latest analysis detected the technology. */
  websiteCount: z.number().int().min(0),
});
export type TechnologySummary = z.infer<typeof TechnologySummarySchema>;

/**
 * `GET /api/v1/technologies`: ordered by websiteCount (desc), then name; with a search, exact name matches
 * first, then prefix matches, then the rest.
 */
export const TechnologyListResponseSchema = pageSchema(TechnologySummarySchema);
export type TechnologyListResponse = z.infer<typeof TechnologyListResponseSchema>;

/** One detected version of a technology and its share of the websites using it. */
export const TechnologyVersionShareSchema = z.object({
  /** null = the version could not be detected. */
  version: z.string().nullable(),
  websites: z.number().int().min(0),
  /** websites / websiteCount of the technology, 0..1 (4 decimals). */
  share: z.number().min(0).max(1),
});
export type TechnologyVersionShare = z.infer<typeof TechnologyVersionShareSchema>;

/** A website using the technology (top by score). */
export const TechnologyWebsiteSchema = z.object({
  _id: z.string(),
  domain: z.string(),
  protocol: z.enum(['http', 'https']),
  score: z.number().int(),
  band: ScoreBandSchema,
  /** Version of the technology detected on it. */
  version: z.string().nullable(),
  updatedAt: z.string(),
});
export type TechnologyWebsite = z.infer<typeof TechnologyWebsiteSchema>;

/** `GET /api/v1/technologies/{slug}` and `/{category}/{slug}`. */
export const TechnologyDetailSchema = TechnologySummarySchema.extend({
  /** When the latest version was last checked (ISO), null when never. */
  latestVersionCheckedAt: z.string().nullable(),
  /** Versions seen on public websites, most used first (at most 20; null version last). */
  versions: z.array(TechnologyVersionShareSchema),
  /** Up to 10 public websites using it, best score first. */
  topWebsites: z.array(TechnologyWebsiteSchema),
});
export type TechnologyDetail = z.infer<typeof TechnologyDetailSchema>;

/** Stable error codes of the catalogue. */
export const CatalogueProblemCode = {
  TechnologyNotFound: 'technology-not-found',
} as const;

