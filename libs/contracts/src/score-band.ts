/**
 * Score bands without zod: the analyzer imports them as `@stacklens/contracts/score-band` so that its command line
 * does not load every schema of this package to call one function (start-up, issue 24 §1).
 */

/** Score bands of the product specification §4: ≤ 49 error, 50–89 warning, ≥ 90 success. */
export const SCORE_BANDS = ['error', 'warning', 'success'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** Maps a 0–100 score to its band (spec §4, DESIGN §5). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'success';
  if (score >= 50) return 'warning';
  return 'error';
}
