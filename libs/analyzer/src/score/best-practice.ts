import type { ScoreCheck } from '@stacklens/contracts';
import type { PageFacts, Signals } from '../types';
import { bool } from './checks';

/**
 * Best-practice checks (without Lighthouse): `title` [2] (non-empty `<title>`), `meta-description` [2],
 * `html-lang` [1] (`<html lang>`), `viewport` [2] (meta viewport), `robots-txt` [1], `sitemap` [1].
 * No HTML collected → the HTML-based checks are not measured.
 */
export function bestPracticeChecks(signals: Signals, facts: PageFacts): ScoreCheck[] {
  const html = signals.html ?? '';
  const has = html.trim() !== '';
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const metaValue = (name: string) => (signals.meta?.[name] ?? []).find((v) => v.trim() !== '') ?? null;
  const description = metaValue('description');
  const viewport = metaValue('viewport');
  const lang = /<html\b[^>]*\blang\s*=\s*["']?([a-z]{2,3}(?:-[a-z0-9]+)*)/i.exec(html)?.[1] ?? null;
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);
  return [
    bool(
      'title',
      'Page title',
      2,
      has ? title !== '' : null,
      !has ? 'No HTML collected' : title ? `"${short(title)}"` : 'Missing or empty <title>',
    ),
    bool(
      'meta-description',
      'Meta description',
      2,
      has ? description !== null : null,
      !has ? 'No HTML collected' : description ? `"${short(description)}"` : 'No meta description',
    ),
    bool(
      'html-lang',
      'Document language',
      1,
      has ? lang !== null : null,
      !has ? 'No HTML collected' : lang ? `lang="${lang}"` : 'No lang attribute on <html>',
    ),
    bool(
      'viewport',
      'Mobile viewport',
      2,
      has ? viewport !== null : null,
      !has ? 'No HTML collected' : viewport ? `viewport "${short(viewport)}"` : 'No meta viewport',
    ),
    bool(
      'robots-txt',
      'robots.txt',
      1,
      facts.robotsTxt,
      facts.robotsTxt ? 'robots.txt present' : 'No robots.txt',
    ),
    bool(
      'sitemap',
      'Sitemap',
      1,
      facts.sitemap,
      facts.sitemap ? 'Sitemap found' : 'No sitemap.xml nor Sitemap in robots.txt',
    ),
  ];
}
