import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user. */
    userId?: string;
    /** When the user last proved who they are (password or provider sign-in), epoch ms: recent-login checks. */
    authenticatedAt?: number;
    /** When this session signed in, epoch ms (the account page's sessions list). */
    signedInAt?: number;
    /** The last request seen on this session, epoch ms, written at most once per {@link LAST_SEEN_RESOLUTION_MS}. */
    lastSeenAt?: number;
    /** The User-Agent header of the sign-in request (at most 300 characters). */
    userAgent?: string;
    /** Where to go after a Google/GitHub sign-in (a path of the web app). */
    returnTo?: string;
  }
}

/** A sign-in within this long counts as recent (deleting the account, changing the email). */
export const RECENT_LOGIN_MS = 5 * 60 * 1000;
/** Lifetime of a session (cookie and Redis entry). */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
/** A session's last-seen time is written at most this often (a session write per minute at most). */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
/** The longest User-Agent kept with a session. */
export const USER_AGENT_MAX_LENGTH = 300;
