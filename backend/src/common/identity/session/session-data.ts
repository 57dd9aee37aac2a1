import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user. */
    userId?: string;
    /** When the user last proved who they are (password or provider sign-in), epoch ms: recent-login checks. */
    authenticatedAt?: number;
    /** Where to go after a Google/GitHub sign-in (a path of the web app). */
    returnTo?: string;
  }
}

/** A sign-in within this long counts as recent (deleting the account, changing the email). */
export const RECENT_LOGIN_MS = 5 * 60 * 1000;
/** Lifetime of a session (cookie and Redis entry). */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
