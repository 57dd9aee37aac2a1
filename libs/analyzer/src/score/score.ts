/**
 * The Awesomeness Score (DESIGN.md §5), model version 1: what is measurable without a browser or Lighthouse.
 *
 * value = Σ part points, parts weighted Modernity 30, Security 30, Performance 25, Best practice 15.
 * Inside a part, points = weight × Σ(check weight × earned) / Σ(check weight) over the checks that could be
 * measured; a check with `passed: null` carries no weight (the part renormalises over the others).
 * Neutral treatment: a part with no measurable check at all earns the average ratio of the measured parts
 * (so that it neither rewards nor punishes; the part points still add up to the value), or 50 % if nothing at
 * all was measurable.
 */
import {
  scoreBand,
  type DetectedTechnology,
  type Score,
  type ScoreCheck,
  type ScorePart,
} from '@stacklens/contracts';
import type { PageFacts, Signals } from '../types';
import { bestPracticeChecks } from './best-practice';
import { modernityChecks } from './modernity';
import { performanceChecks } from './performance';
import { securityChecks } from './security';

export { bestPracticeChecks } from './best-practice';
export { modernityChecks, VERSION_STATUS_EARNED } from './modernity';
export {
  COMPRESSION_MIN_BYTES,
  performanceChecks,
  REQUEST_BANDS,
  TRANSFER_BANDS,
  TTFB_BANDS,
} from './performance';
export { HSTS_MIN_MAX_AGE, parseSetCookies, securityChecks } from './security';

/** Version of the scoring model, stored with each score so that history stays comparable. */
export const SCORE_MODEL_VERSION = 1;

/** Input of `computeScore`: the collected signals, facts about the fetch, and the detected technologies. */
export interface ScoreInput {
  signals: Signals;
  facts: PageFacts;
  technologies: DetectedTechnology[];
}

/** Part weights (DESIGN §5). */
export const PART_WEIGHTS = { modernity: 30, security: 30, performance: 25, bestPractice: 15 } as const;

/** Ratio earned by the measurable checks of a part (null when none is measurable). */
function partRatio(checks: readonly ScoreCheck[]): number | null {
  let total = 0;
  let earned = 0;
  for (const c of checks) {
    if (c.passed === null) continue;
    total += c.weight;
    earned += c.weight * c.earned;
  }
  return total > 0 ? earned / total : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Computes the Awesomeness Score (model `SCORE_MODEL_VERSION`) with its breakdown.
 * @returns `{value 0..100 integer, band (scoreBand), modelVersion, breakdown: 4 parts in the order modernity,
 *   security, performance, bestPractice}`; part points have one decimal.
 */
export function computeScore(input: ScoreInput): Score {
  const { signals, facts, technologies } = input;
  const parts: Array<{ key: ScorePart['key']; label: string; checks: ScoreCheck[] }> = [
    { key: 'modernity', label: 'Modernity', checks: modernityChecks(technologies) },
    { key: 'security', label: 'Security', checks: securityChecks(signals, facts) },
    { key: 'performance', label: 'Performance', checks: performanceChecks(signals, facts) },
    { key: 'bestPractice', label: 'Best practice', checks: bestPracticeChecks(signals, facts) },
  ];
  const ratios = parts.map((p) => partRatio(p.checks));
  let measuredWeight = 0;
  let measuredPoints = 0;
  parts.forEach((p, i) => {
    const r = ratios[i];
    if (r !== null) {
      measuredWeight += PART_WEIGHTS[p.key];
      measuredPoints += PART_WEIGHTS[p.key] * r;
    }
  });
  const neutral = measuredWeight > 0 ? measuredPoints / measuredWeight : 0.5;
  let total = 0;
  const breakdown: ScorePart[] = parts.map((p, i) => {
    const weight = PART_WEIGHTS[p.key];
    const points = weight * (ratios[i] ?? neutral);
    total += points;
    return { key: p.key, label: p.label, weight, points: round1(points), checks: p.checks };
  });
  const value = Math.max(0, Math.min(100, Math.round(total)));
  return { value, band: scoreBand(value), modelVersion: SCORE_MODEL_VERSION, breakdown };
}
