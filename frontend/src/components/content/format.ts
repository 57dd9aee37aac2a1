/** Formats of spec §9 (en-US) used by the content pages; the shared ones come from the app's format module. */
import { formatDate, formatDateTime, formatNumber } from '../../app/format';

export { formatDate, formatDateTime };

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const decimalFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatInteger(value: number): string {
  return formatNumber(value);
}

/** `71.25` → `71.3` (scores averaged over websites). */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}

/** `0.4213` → `42.1%`. */
export function formatShare(value: number): string {
  return percentFormat.format(value);
}

/** `1 website` / `2,345 websites`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}
