import type { ScoreBand, VersionStatus } from '@stacklens/contracts';
import { palette } from '../lib/theme';

/** Colour of a score band (≤ 49 error, 50–89 warning, ≥ 90 success). */
export const bandColor: Readonly<Record<ScoreBand, string>> = Object.freeze({
  error: palette.error,
  warning: palette.warning,
  success: palette.success,
});

/**
 * Text colour for band-coloured text (the plain amber is too light for text on white): CSS variables, so that the
 * dark colour mode gets lighter shades (global.css).
 */
export const bandTextColor: Readonly<Record<ScoreBand, string>> = Object.freeze({
  error: 'var(--sl-band-error-text)',
  warning: 'var(--sl-band-warning-text)',
  success: 'var(--sl-band-success-text)',
});

export const bandLabel: Readonly<Record<ScoreBand, string>> = Object.freeze({
  error: 'Needs attention',
  warning: 'Good',
  success: 'Awesome',
});

export function bandOf(score: number): ScoreBand {
  if (score >= 90) return 'success';
  if (score >= 50) return 'warning';
  return 'error';
}

export const versionStatusView: Readonly<
  Record<
    VersionStatus,
    { label: string; color: 'success' | 'warning' | 'error' | 'default'; description: string }
  >
> = Object.freeze({
  'up-to-date': {
    label: 'Up to date',
    color: 'success',
    description: 'The detected version is the latest release.',
  },
  'patch-behind': {
    label: 'Patch behind',
    color: 'warning',
    description: 'A newer patch release is available.',
  },
  'minor-behind': {
    label: 'Minor behind',
    color: 'warning',
    description: 'A newer minor release is available.',
  },
  'major-behind': {
    label: 'Major behind',
    color: 'error',
    description: 'A newer major release is available.',
  },
  'end-of-life': {
    label: 'End of life',
    color: 'error',
    description: 'This release no longer receives updates.',
  },
  unknown: {
    label: 'Unknown',
    color: 'default',
    description: 'The version could not be compared with a release.',
  },
});
