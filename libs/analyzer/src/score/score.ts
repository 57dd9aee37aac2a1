/**
 * The Awesomeness Score (DESIGN.md §5), model version 2 — "unknown is never perfect".
 *
 * Nominal part weights: Modernity 30, Security 30, Performance 25, Best practice 15.
 * Inside a part, ratio = Σ(check weight × earned) / Σ(check weight) over the checks that could be measured; a check
 * with `passed: null` carries no weight.
 * A part with no measured check at all is "not measured": it earns nothing and its nominal weight is redistributed
 * over the measured parts in proportion to their nominal weights (effective weight = nominal × 100 / Σ measured
 * nominal weights), so value = Σ effective weight × ratio. Nothing measured at all → 0.
 * Modernity scores only technologies whose detected and latest versions are both known and reports the coverage.
 * Performance and Best practice use a Lighthouse report when one at most 30 days old is given, the HTTP/browser
 * measurements otherwise.
 *
 * Security also counts the known vulnerabilities of detected versions (model v3, `vulnerabilities.ts`): only a version
 * StackLens detected can be vulnerable, the most severe advisory of each technology costs, "may be patched by the
 * distribution" costs half.
 *
 * Model history: v1 gave an unmeasured part the average ratio of the measured ones and had no Lighthouse input; v2
 * had no known-vulnerabilities check. Each stored score keeps its model version, so the history shows where a model
 * starts.
 */
import type { DetectedTechnology, Score, ScoreCheck, ScorePart } from '@stacklens/contracts';
import { scoreBand } from '@stacklens/contracts/score-band';
import type { PageFacts, Signals } from '../types';
import { bestPracticeChecks } from './best-practice';
import {
  isFreshLighthouse,
  lighthouseBestPracticeChecks,
  lighthousePerformanceChecks,
  type LighthouseEvidence,
} from './lighthouse';
import { coverageText, modernityEvidence } from './modernity';
import { performanceChecks } from './performance';
import { securityChecks } from './security';
import { knownVulnerabilitiesCheck } from './vulnerabilities';
import type { TechnologyVulnerabilities } from '../vulnerabilities/types';

export { bestPracticeChecks } from './best-practice';
export { coverageText, modernityEvidence, VERSION_STATUS_EARNED, type ModernityEvidence } from './modernity';
export {
  CLS_BANDS,
  isFreshLighthouse,
  LCP_BANDS,
  LIGHTHOUSE_MAX_AGE_MS,
  lighthouseBestPracticeChecks,
  lighthousePerformanceChecks,
  TBT_BANDS,
  type LighthouseEvidence,
} from './lighthouse';
export {
  COMPRESSION_MIN_BYTES,
  performanceChecks,
  REQUEST_BANDS,
  TRANSFER_BANDS,
  TTFB_BANDS,
} from './performance';
export { HSTS_MIN_MAX_AGE, parseSetCookies, securityChecks } from './security';
export {
  DISTRIBUTION_PATCH_FACTOR,
  KNOWN_VULNERABILITIES_WEIGHT,
  knownVulnerabilitiesCheck,
  SEVERITY_COST,
} from './vulnerabilities';

/** Version of the scoring model, stored with each score so that history stays comparable. */
export const SCORE_MODEL_VERSION = 3;

/** Input of `computeScore`: the collected signals, facts about the fetch, and the detected technologies. */
export interface ScoreInput {
  signals: Signals;
  facts: PageFacts;
  technologies: DetectedTechnology[];
  /** The website's latest Lighthouse report, if any; used only when at most 30 days older than `now`. */
  lighthouse?: LighthouseEvidence | null;
  /**
   * Known vulnerabilities of the detected versions (`vulnerabilitiesOf`); absent or null when no lookup ran (the
   * Security part's `known-vulnerabilities` check is then not measured).
   */
  vulnerabilities?: readonly TechnologyVulnerabilities[] | null;
  /** The time the score is computed at (for the report's age); defaults to the current time. */
  now?: Date;
}

/** Part weights. */
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

/** Gives checks that do not name their source the part's default source. */
const withSource = (checks: ScoreCheck[], source: NonNullable<ScoreCheck['source']>): ScoreCheck[] =>
  checks.map((c) => (c.source ? c : { ...c, source }));

/**
 * Computes the Awesomeness Score (model `SCORE_MODEL_VERSION`) with its breakdown.
 * @returns `{value 0..100 integer, band (scoreBand), modelVersion, breakdown: 4 parts in the order modernity,
 *   security, performance, bestPractice}`; each part carries `nominalWeight`, `measured`, its effective `weight` and
 *   `points` (one decimal); Modernity carries its `coverage`.
 */
export function computeScore(input: ScoreInput): Score {
  const { signals, facts, technologies } = input;
  const lighthouse = isFreshLighthouse(input.lighthouse, input.now ?? new Date()) ? input.lighthouse! : null;
  const modernity = modernityEvidence(technologies);
  const parts: Array<{ key: ScorePart['key']; label: string; checks: ScoreCheck[] }> = [
    { key: 'modernity', label: 'Modernity', checks: modernity.checks },
    {
      key: 'security',
      label: 'Security',
      checks: [
        ...withSource(securityChecks(signals, facts), 'http'),
        knownVulnerabilitiesCheck(input.vulnerabilities),
      ],
    },
    {
      key: 'performance',
      label: 'Performance',
      checks: lighthouse
        ? lighthousePerformanceChecks(lighthouse)
        : withSource(performanceChecks(signals, facts), 'http'),
    },
    {
      key: 'bestPractice',
      label: 'Best practice',
      checks: lighthouse
        ? lighthouseBestPracticeChecks(lighthouse)
        : withSource(bestPracticeChecks(signals, facts), 'http'),
    },
  ];
  const ratios = parts.map((p) => partRatio(p.checks));
  const measuredWeight = parts.reduce((sum, p, i) => sum + (ratios[i] === null ? 0 : PART_WEIGHTS[p.key]), 0);
  let total = 0;
  const breakdown: ScorePart[] = parts.map((p, i) => {
    const nominalWeight = PART_WEIGHTS[p.key];
    const ratio = ratios[i];
    const weight = ratio === null || measuredWeight === 0 ? 0 : (nominalWeight * 100) / measuredWeight;
    const points = weight * (ratio ?? 0);
    total += points;
    return {
      key: p.key,
      label: p.label,
      weight: round1(weight),
      points: round1(points),
      checks: p.checks,
      nominalWeight,
      measured: ratio !== null,
      ...(p.key === 'modernity' && {
        coverage: {
          measured: modernity.measured,
          total: modernity.total,
          text: coverageText(modernity.measured, modernity.total),
        },
      }),
    };
  });
  const value = Math.max(0, Math.min(100, Math.round(total)));
  return { value, band: scoreBand(value), modelVersion: SCORE_MODEL_VERSION, breakdown };
}
