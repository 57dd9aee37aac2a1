import { PRICING } from '@stacklens/contracts';
import { formatCurrency, formatUnitAmountDecimal } from './format';
/** Business constants (limits, intervals, breakpoints, storage names, plans) that the frontend uses. */
export const BRAND = 'StackLens';
export const DEFAULT_PAGE_TITLE = 'Website Analysis';
/** The meta description of pages that set none (also in index.html, for the page before the app starts). */
export const DEFAULT_PAGE_DESCRIPTION =
  'StackLens shows what any website is built with — technologies, versions and an explainable Awesomeness Score.';
export const TAGLINE = 'Empowering digital excellence through advanced tech stack insights';
export const COPYRIGHT_START_YEAR = 2019;

/** Analysis status is polled every 1000 ms. */
export const POLL_INTERVAL_MS = 1000;
/** Up to 5 similar ranked websites. */
export const SIMILAR_WEBSITES_LIMIT = 5;
/** An analysis may take up to 5 minutes. */
export const MAX_ANALYSIS_MINUTES = 5;

export const PRIMARY_COLOR = '#f472b6';
export const THEME_COLOR = '#fc619d';

/** Layout breakpoints, in px; the mobile breakpoint (drawer instead of the top-bar navigation) is lg. */
export const BREAKPOINTS = Object.freeze({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;

/** Navigation loading bar. */
export const LOADING_BAR = Object.freeze({
  throttleMs: 200,
  durationMs: 2000,
  height: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
});

/** Colour-mode storage: local storage key, cookies, one year. */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';
export const COLOR_MODE_COOKIE = 'color-mode';
export const COLOR_MODE_PREFERENCE_COOKIE = 'color-mode-preference';
export const COLOR_MODE_MAX_AGE_S = 31_536_000;

/** Cookie consent: enabled ids are joined by a tilde. */
export const CONSENT_ID_SEPARATOR = '~';
export const CONSENT_COOKIE = 'cookie_control_consent';
export const CONSENT_ENABLED_COOKIE = 'cookie_control_enabled_cookies';
export const CONSENT_MAX_AGE_S = 31_536_000;

/** Plans, from the contracts' PRICING (the one place prices live). */
export const FREE_ANALYSES_PER_MONTH = PRICING.freeAnalysesPerMonth;
/** "$0.035": the Pay as you go price per analysis beyond the free ones (Stripe's decimal unit amount). */
export const PAY_AS_YOU_GO_PRICE_TEXT = formatUnitAmountDecimal(PRICING.payAsYouGoUnitAmountDecimal);
/** "$9.99": Pro, a month. */
export const PRO_PRICE_TEXT = formatCurrency(PRICING.proMonthlyAmount);
/** New Lighthouse reports a user may run per UTC day, free and paid (an existing report younger than 24 h is free). */
export const LIGHTHOUSE_RUNS_PER_DAY_FREE = PRICING.lighthouseRunsPerDay.free;
export const LIGHTHOUSE_RUNS_PER_DAY_PAID = PRICING.lighthouseRunsPerDay.paid;
/** Technology-list rows a month (API and CSV) on Pay as you go and Pro; the free plan sees a preview of each list. */
export const LIST_ROWS_PER_MONTH_PAYG = PRICING.listRowsPerMonth.payg;
export const LIST_ROWS_PER_MONTH_PRO = PRICING.listRowsPerMonth.pro;
export const LIST_PREVIEW_ROWS = PRICING.listPreviewRows;

