/** Injection tokens of the session module. */
export const SESSION_REDIS = Symbol('SESSION_REDIS');
export const SESSION_STORE = Symbol('SESSION_STORE');
/** The express-session middleware (mounted by configureHttpApp). */
export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');
