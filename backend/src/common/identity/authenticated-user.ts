/**
 * What the identity layer knows of the account behind a request: enough to authorise it (enabled, verified,
 * role) and to charge it (plan). The users module's entity satisfies it; feature modules that need more load it
 * from the users module.
 */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  plan: 'free' | 'paid';
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
}

/** Loads an account by id for the credential strategies (provided by the users module, see `IdentityModule`). */
export interface AccountLookup {
  /** The account with this id, or null when it no longer exists. */
  findAccount(id: string): Promise<AuthenticatedUser | null>;
}

/** Injection token of the {@link AccountLookup}. */
export const ACCOUNT_LOOKUP = Symbol('ACCOUNT_LOOKUP');
