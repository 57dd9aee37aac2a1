import type { ScoreCheck } from '@stacklens/contracts';
import { band, check } from './checks';

/**
 * The Lighthouse evidence the score uses: the four category scores (0..100, null when Lighthouse could
 * not score a category), the lab metrics (milliseconds; CLS unitless; null when absent) and when the report ran.
 */
export interface LighthouseEvidence {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  metrics: {
    lcpMs: number | null;
    cls: number | null;
    tbtMs: number | null;
    fcpMs: number | null;
    speedIndexMs: number | null;
  };
  /** ISO 8601 time the report was produced. */
  fetchedAt: string;
}

/** A Lighthouse report older than this (30 days) is ignored by the score. */
export const LIGHTHOUSE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** Largest Contentful Paint bands (ms → earned), web.dev Core Web Vitals: ≤ 2.5 s good, ≤ 4 s needs improvement. */
export const LCP_BANDS: ReadonlyArray<[number, number]> = [
  [2500, 1],
  [4000, 0.5],
];
/** Cumulative Layout Shift bands, web.dev Core Web Vitals: ≤ 0.1 good, ≤ 0.25 needs improvement. */
export const CLS_BANDS: ReadonlyArray<[number, number]> = [
  [0.1, 1],
  [0.25, 0.5],
];
/** Total Blocking Time bands (ms; the lab stand-in for INP), Lighthouse's scoring: ≤ 200 good, ≤ 600 average. */
export const TBT_BANDS: ReadonlyArray<[number, number]> = [
  [200, 1],
  [600, 0.5],
];

/** True when `lighthouse` exists and ran at most `LIGHTHOUSE_MAX_AGE_MS` before `now`. */
export function isFreshLighthouse(lighthouse: LighthouseEvidence | null | undefined, now: Date): boolean {
  if (!lighthouse) return false;
  const at = Date.parse(lighthouse.fetchedAt);
  return Number.isFinite(at) && now.getTime() - at <= LIGHTHOUSE_MAX_AGE_MS;
}

const lh = (c: ScoreCheck): ScoreCheck => ({ ...c, source: 'lighthouse' });
const category = (id: string, label: string, weight: number, value: number | null): ScoreCheck =>
  lh(
    check(
      id,
      label,
      weight,
      value === null ? null : value >= 90,
      value === null ? 0 : value / 100,
      value === null ? 'Lighthouse could not score this category' : `Lighthouse ${value}/100`,
    ),
  );
const metric = (
  id: string,
  label: string,
  value: number | null,
  bands: ReadonlyArray<[number, number]>,
  text: (v: number) => string,
): ScoreCheck =>
  lh(
    value === null
      ? check(id, label, 1, null, 0, 'Not in the Lighthouse report')
      : check(id, label, 1, value <= bands[0][0], band(value, bands), text(value)),
  );

/**
 * Performance from a Lighthouse report: `lighthouse-performance` [4] (earned = score / 100, passed ≥ 90), and the
 * Core Web Vitals of the lab run, each [1]: `lcp` (`LCP_BANDS`), `cls` (`CLS_BANDS`), `tbt` (`TBT_BANDS`).
 */
export function lighthousePerformanceChecks(l: LighthouseEvidence): ScoreCheck[] {
  return [
    category('lighthouse-performance', 'Lighthouse performance', 4, l.performance),
    metric(
      'lcp',
      'Largest Contentful Paint',
      l.metrics.lcpMs,
      LCP_BANDS,
      (v) => `LCP ${(v / 1000).toFixed(1)} s`,
    ),
    metric('cls', 'Cumulative Layout Shift', l.metrics.cls, CLS_BANDS, (v) => `CLS ${v.toFixed(3)}`),
    metric('tbt', 'Total Blocking Time', l.metrics.tbtMs, TBT_BANDS, (v) => `TBT ${Math.round(v)} ms`),
  ];
}

/**
 * Best practice from a Lighthouse report: `lighthouse-best-practices`, `lighthouse-seo`, `lighthouse-accessibility`,
 * each [1], earned = score / 100, passed ≥ 90.
 */
export function lighthouseBestPracticeChecks(l: LighthouseEvidence): ScoreCheck[] {
  return [
    category('lighthouse-best-practices', 'Lighthouse best practices', 1, l.bestPractices),
    category('lighthouse-seo', 'Lighthouse SEO', 1, l.seo),
    category('lighthouse-accessibility', 'Lighthouse accessibility', 1, l.accessibility),
  ];
}
