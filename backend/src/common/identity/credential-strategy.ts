import type { ApiKeyScope } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from './authenticated-user';

/** What a credential proves: the account, and what the credential may do with it. */
export interface Authentication {
  user: AuthenticatedUser;
  /**
   * The scopes the credential is limited to (an API key's); absent for a credential acting with all of the account's
   * rights (the browser session). See `RequireScope`.
   */
  scopes?: readonly ApiKeyScope[];
}

/**
 * One way a request proves who sent it (the session cookie; later an API key in `Authorization: Bearer …`).
 * The {@link Authenticator} asks the strategies in order and lets the first one that `appliesTo` the request
 * decide alone: a request is authenticated by exactly one credential.
 */
export interface CredentialStrategy {
  /** Short name for logs and the request (e.g. `session`, `api-key`). */
  readonly name: string;
  /** Whether this request carries this strategy's kind of credential. */
  appliesTo(req: Request): boolean;
  /**
   * The account the credential belongs to, and the credential's scopes if it is limited to some.
   * @throws IdentityError sign-up-required (401) when the credential is missing, unknown or revoked,
   *   account-disabled (403) when the account is disabled
   */
  authenticate(req: Request, res: Response): Promise<Authentication>;
}

/** Injection token of the ordered list of {@link CredentialStrategy}s (the session strategy comes last). */
export const CREDENTIAL_STRATEGIES = Symbol('CREDENTIAL_STRATEGIES');
