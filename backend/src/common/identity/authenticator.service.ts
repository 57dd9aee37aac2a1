import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CREDENTIAL_STRATEGIES, type Authentication, type CredentialStrategy } from './credential-strategy';
import { IdentityError, IdentityErrorCode } from './identity.error';

/**
 * Authenticates a request with exactly one credential: the first {@link CredentialStrategy} (in the order given
 * to `IdentityModule.forRoot`, the session last) that applies to the request decides; the others are not asked.
 */
@Injectable()
export class Authenticator {
  constructor(@Inject(CREDENTIAL_STRATEGIES) private readonly strategies: CredentialStrategy[]) {}

  /**
   * The account behind `req`, the credential's scopes (absent when unlimited) and the name of the strategy that
   * authenticated it.
   * @throws IdentityError sign-up-required (401), account-disabled (403), or what the strategy throws
   */
  async authenticate(req: Request, res: Response): Promise<Authentication & { strategy: string }> {
    const strategy = this.strategies.find((candidate) => candidate.appliesTo(req));
    if (!strategy) throw new IdentityError(IdentityErrorCode.SignUpRequired);
    return { ...(await strategy.authenticate(req, res)), strategy: strategy.name };
  }
}
