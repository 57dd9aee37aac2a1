/** Injection token of the Passport instance with the configured Google/GitHub strategies. */
export const PASSPORT = Symbol('PASSPORT');

/** The one throttler (named `default` so that answers carry the standard Retry-After header): sign-in, sign-up, reset and resend, AUTH_RATE_LIMIT_PER_MINUTE per address. */
export const AUTH_THROTTLER = 'default';
