import { technologyIconUrl, type TechnologyIcon } from '@stacklens/contracts';
import type { SimpleIcon } from 'simple-icons';

/**
 * Icons of the catalogue. The fingerprint set names icon files that are not shipped, so a technology's icon is
 * its brand logo from the `simple-icons` package when one matches its name or slug, and otherwise a monogram
 * (one or two letters on a colour derived from the name). Both are served as SVG by
 * `GET /api/v1/technologies/{slug}/icon.svg`.
 */

/** The slug simple-icons derives from a title (same rules as its SDK's `titleToSlug`). */
export function titleToSlug(title: string): string {
  const replacements: Record<string, string> = { '+': 'plus', '.': 'dot', '&': 'and' };
  return title
    .toLowerCase()
    .replace(/[+.&]/g, (char) => replacements[char] ?? char)
    .normalize('NFD')
    .replace(/[^a-z\d]/g, '');
}

let index: Map<string, SimpleIcon> | null = null;

/** simple-icons by slug and by slugified title (loaded on first use: ~3,400 icons). */
function iconIndex(): Map<string, SimpleIcon> {
  if (index) return index;
  const icons = require('simple-icons') as Record<string, SimpleIcon>;
  const map = new Map<string, SimpleIcon>();
  for (const icon of Object.values(icons)) {
    if (!icon || typeof icon !== 'object' || !icon.slug) continue;
    map.set(icon.slug, icon);
  }
  for (const icon of Object.values(icons)) {
    if (!icon || typeof icon !== 'object' || !icon.slug) continue;
    const bySlugifiedTitle = titleToSlug(icon.title);
    if (!map.has(bySlugifiedTitle)) map.set(bySlugifiedTitle, icon);
  }
  index = map;
  return map;
}

/** The simple-icons brand of a technology (by its name, then its slug), or null. */
export function findBrandIcon(name: string, slug: string): SimpleIcon | null {
  const icons = iconIndex();
  const candidates = [titleToSlug(name), slug.replace(/-/g, ''), titleToSlug(slug)];
  for (const candidate of candidates) {
    const icon = candidate ? icons.get(candidate) : undefined;
    if (icon) return icon;
  }
  return null;
}

/** One or two letters for a name: initials of the first two words, or its first letter. */
export function monogramOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (!words.length) return '?';
  const initials = words.length > 1 ? words[0][0] + words[1][0] : words[0][0];
  return initials.toUpperCase();
}

/** A stable, readable background colour for a name (HSL hue from a string hash, as `#rrggbb`). */
export function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hslToHex(hash % 360, 0.55, 0.42);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** How the client draws a technology's icon (see the contract's TechnologyIconSchema). */
export function technologyIcon(name: string, slug: string): TechnologyIcon {
  const brand = findBrandIcon(name, slug);
  return {
    url: technologyIconUrl(slug),
    kind: brand ? 'brand' : 'monogram',
    color: brand ? `#${brand.hex.toLowerCase()}` : colorOf(name),
    monogram: monogramOf(name),
  };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** The SVG document of a technology's icon: the brand's path in its colour, or the monogram. */
export function technologyIconSvg(name: string, slug: string): string {
  const brand = findBrandIcon(name, slug);
  const title = `<title>${escapeXml(name)}</title>`;
  if (brand) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" width="24" height="24">` +
      `${title}<path fill="#${brand.hex.toLowerCase()}" d="${escapeXml(brand.path)}"/></svg>`
    );
  }
  const letters = monogramOf(name);
  const fontSize = letters.length > 1 ? 10 : 13;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" width="24" height="24">${title}` +
    `<rect width="24" height="24" rx="5" fill="${colorOf(name)}"/>` +
    `<text x="12" y="12" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="${fontSize}" ` +
    `font-weight="600" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">` +
    `${escapeXml(letters)}</text></svg>`
  );
}
