/** Paths of the catalogue routes (technologies, /technologies/{slug}, /technologies/{category}/{slug}). */
export function technologyPath(slug: string, category?: string | null): string {
  return category
    ? `/technologies/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`
    : `/technologies/${encodeURIComponent(slug)}`;
}

export function categoryPath(category: string): string {
  return `/technologies?category=${encodeURIComponent(category)}`;
}
