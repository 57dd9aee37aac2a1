// No zod here: the home page imports the prices without the schemas.

/**
 * Prices of the plans, the one place every screen, estimate and document takes them from. Money is in
 * integer cents with a currency code; the Pay as you go unit price is below a cent, so it is carried as Stripe's
 * decimal unit amount (`unit_amount_decimal`, a string of cents), never as a fractional-cent number.
 */
export const PRICING = Object.freeze({
  currency: 'usd',
  /** Analyses per calendar month (UTC) that cost nothing, on the free plan and on Pay as you go. */
  freeAnalysesPerMonth: 10,
  /** Each analysis beyond the free ones, in cents as a decimal string: $0.035. */
  payAsYouGoUnitAmountDecimal: '3.5',
  /** Pro: flat, a month, in cents: $9.99. */
  proMonthlyAmount: 999,
  /**
   * Lighthouse runs a user may start per UTC day (the defaults of LIGHTHOUSE_RUNS_PER_DAY_FREE / _PAID; an existing
   * report younger than 24 h costs none).
   */
  lighthouseRunsPerDay: Object.freeze({ free: 3, paid: 50 }),
  /**
   * Technology list rows (`GET /api/v2/lists/websites`: JSON pages and CSV / JSON Lines exports alike) a paid plan
   * may receive per calendar month (UTC), apart from the analyses. Counted in rows, not requests: a row is what an
   * integrator buys (a lead), and an export of 100,000 rows costs the database that many rows, so one export must not
   * cost the same as a page of ten. The free plan gets a preview (the first 10 rows and the total) that costs nothing.
   */
  listRowsPerMonth: Object.freeze({ payg: 10_000, pro: 100_000 }),
  /** Rows of a technology list the free plan sees (with the list's total), free of charge. */
  listPreviewRows: 10,
});

/**
 * What `billable` analyses at the Pay as you go price cost, in integer cents (rounded half up, as an invoice line
 * of `billable` × unit_amount_decimal is).
 */
export function payAsYouGoAmount(billable: number): number {
  const [whole, fraction = ''] = PRICING.payAsYouGoUnitAmountDecimal.split('.');
  const scale = 10 ** fraction.length;
  const unitScaled = Number(whole) * scale + Number(fraction || 0);
  return Math.floor((billable * unitScaled * 2 + scale) / (2 * scale));
}
