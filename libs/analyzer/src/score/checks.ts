/** Building blocks of the score's checks (shared by the four parts). */
import type { ScoreCheck } from '@stacklens/contracts';
import type { Signals } from '../types';

/** The earned fraction of `value` by the first band whose limit it does not exceed (0 past the last). */
export const band = (value: number, bands: ReadonlyArray<[number, number]>): number => {
  for (const [limit, earned] of bands) if (value <= limit) return earned;
  return 0;
};

/** A check; `passed: null` means not measured (it then earns nothing and carries no weight in its part). */
export const check = (
  id: string,
  label: string,
  weight: number,
  passed: boolean | null,
  earned: number,
  detail: string,
): ScoreCheck => ({
  id,
  label,
  weight,
  passed,
  earned: passed === null ? 0 : Math.max(0, Math.min(1, earned)),
  detail,
});
/** A pass/fail check (earned 1 or 0). */
export const bool = (
  id: string,
  label: string,
  weight: number,
  passed: boolean | null,
  detail: string,
): ScoreCheck => check(id, label, weight, passed, passed ? 1 : 0, detail);

/** Every value of a response header (case-insensitive name). */
export const headerValues = (signals: Signals, name: string): string[] => {
  const v = signals.headers?.[name] ?? signals.headers?.[name.toLowerCase()];
  return Array.isArray(v) ? v : v === undefined ? [] : [String(v)];
};
/** A response header's values joined with `, `, or null when absent. */
export const header = (signals: Signals, name: string): string | null => {
  const v = headerValues(signals, name);
  return v.length ? v.join(', ') : null;
};
/** Bytes as KB with one decimal, e.g. `12.3 KB`. */
export const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;
