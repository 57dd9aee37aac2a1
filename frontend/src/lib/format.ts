/**
 * The one place numbers, money, shares and dates are formatted for display: en-US, comma and dot separators, `$`
 * with two decimals, dates with short day, month, year and 12-hour time.
 */
const LOCALE = 'en-US';

const numberFormat = new Intl.NumberFormat(LOCALE);
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });

/** 12345.6 → "12,345.6" */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * Amount in cents → "$9.99". Two decimals; a sub-cent price keeps the digits it needs (3.5 cents → "$0.035").
 */
export function formatCurrency(cents: number, currency = 'USD'): string {
  const amount = cents / 100;
  const needsMore = Math.round(amount * 100) !== amount * 100;
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: needsMore ? 4 : 2,
  }).format(amount);
}

/**
 * A Stripe decimal unit amount (cents as a decimal string, e.g. "3.5") → "$0.035", with the digits it needs. The
 * string is shifted by two decimal places as text, so no fractional-cent number is ever computed.
 */
export function formatUnitAmountDecimal(centsDecimal: string, currency = 'USD'): string {
  const [whole, fraction = ''] = centsDecimal.split('.');
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const dollars = `${digits.slice(0, -2 - fraction.length) || '0'}.${digits.slice(-2 - fraction.length)}`;
  const decimals = Math.max(2, dollars.split('.')[1].replace(/0+$/, '').length);
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(dollars as unknown as number);
}

/** ISO timestamp or Date → "Mar 5, 2025, 3:04 PM" */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** ISO timestamp or Date → "Mar 5, 2025" */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const decimalFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day `YYYY-MM-DD` (advisory publication, a data snapshot's date) → "Mar 5, 2025", the same on the server
 * and in any browser time zone (the day is read and printed in UTC). Anything else is returned as is.
 */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
