import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { UserIdentityEntity, type IdentityProvider } from '../users/entities/user-identity.entity';
import { UserEntity } from '../users/entities/user.entity';
import { isUniqueViolation } from '../../common/database-errors';
import { AuthError, AuthErrorCode } from './auth.error';
import { SessionService } from '../../common/identity/session/session.service';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';

/** What StackLens takes from a Google or GitHub profile. */
export interface ProviderProfile {
  provider: IdentityProvider;
  providerUserId: string;
  email: string | null;
  /** The provider vouches that the user controls `email`. */
  emailVerified: boolean;
  name: string | null;
}

/**
 * Google/GitHub sign-in: finds the user by the linked identity, else links by a *verified* email, else creates
 * an account. An account whose address the provider does not vouch for is never linked
 * (account-exists-with-different-credential). Linking to an account whose address was never verified takes the
 * account over for the provider's (verified) owner: its password is removed and its sessions end, so that
 * whoever registered the address first cannot keep access.
 */
@Injectable()
export class OAuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(UserIdentityEntity) private readonly identities: Repository<UserIdentityEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
  ) {}

  /** @throws AuthError account-disabled, account-exists-with-different-credential, auth-error */
  async signIn(profile: ProviderProfile): Promise<UserEntity> {
    const email = profile.email?.trim().toLowerCase() || null;
    const linked = await this.identities.findOneBy({
      provider: profile.provider,
      providerUserId: profile.providerUserId,
    });
    if (linked) {
      const user = await this.users.findOneByOrFail({ id: linked.userId });
      if (user.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
      if (!user.emailVerifiedAt && profile.emailVerified && email === user.email) {
        await this.users.update({ id: user.id }, { emailVerifiedAt: new Date() });
        user.emailVerifiedAt = new Date();
      }
      return user;
    }
    if (!email) {
      throw new AuthError(
        AuthErrorCode.AuthError,
        `Your ${profile.provider === 'github' ? 'GitHub' : 'Google'} account has no email address StackLens can use.`,
      );
    }

    const existing = await this.users.findOneBy({ email });
    if (existing) {
      if (existing.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
      if (!profile.emailVerified) throw new AuthError(AuthErrorCode.AccountExistsWithDifferentCredential);
      const takeOver = !existing.emailVerifiedAt;
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(UserIdentityEntity, {
          provider: profile.provider,
          providerUserId: profile.providerUserId,
          userId: existing.id,
          email,
        });
        if (takeOver) {
          await manager.update(
            UserEntity,
            { id: existing.id },
            { emailVerifiedAt: new Date(), passwordHash: null },
          );
        }
      });
      if (takeOver) await this.sessions.endAllForUser(existing.id);
      return this.users.findOneByOrFail({ id: existing.id });
    }

    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(
          manager.create(UserEntity, {
            email,
            name: profile.name?.trim() || null,
            passwordHash: null,
            emailVerifiedAt: profile.emailVerified ? new Date() : null,
          }),
        );
        await manager.insert(UserIdentityEntity, {
          provider: profile.provider,
          providerUserId: profile.providerUserId,
          userId: user.id,
          email,
        });
        return user;
      });
    } catch (error) {
      // A concurrent sign-in created the user or the identity first: resolve it the normal way.
      if (isUniqueViolation(error)) return this.signIn(profile);
      throw error;
    }
  }
}
