/**
 * The site-relative URL of a technology's icon (`GET /api/v1/technologies/{slug}/icon.svg`). Apart from the catalogue's
 * schemas: the web app's first page draws logos and must not pull the schema library into its bundle.
 */
export function technologyIconUrl(slug: string): string {
  return `/api/v1/technologies/${encodeURIComponent(slug)}/icon.svg`;
}
