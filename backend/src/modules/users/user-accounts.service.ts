import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database-errors';
import { UserIdentityEntity, type IdentityProvider } from './entities/user-identity.entity';
import { UserEntity } from './entities/user.entity';

/** An account as the users module stores it (the type sign-in flows work with). */
export type UserAccount = UserEntity;
export type { IdentityProvider };

/** A Google or GitHub identity to link to an account. */
export interface ProviderIdentity {
  provider: IdentityProvider;
  providerUserId: string;
  /** The address the provider gave, lowercased. */
  email: string;
}

/**
 * Persistence of accounts and their sign-in methods for the auth flows (the users module owns `app_user` and
 * `user_identity`): the auth module decides (passwords, linking rules), this service writes.
 */
@Injectable()
export class UserAccountsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(UserIdentityEntity) private readonly identities: Repository<UserIdentityEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The account with this id, or null. */
  findById(id: string): Promise<UserAccount | null> {
    return this.users.findOneBy({ id });
  }

  /** The account with this (lowercased) email, or null. */
  findByEmail(email: string): Promise<UserAccount | null> {
    return this.users.findOneBy({ email });
  }

  /**
   * Creates an unverified email + password account.
   * @param passwordHash argon2id hash (see the auth module's `passwords.ts`)
   * @returns the account, or null when the email is already registered (unique violation)
   */
  async createWithPassword(input: {
    email: string;
    name: string | null;
    passwordHash: string;
  }): Promise<UserAccount | null> {
    try {
      return await this.users.save(this.users.create(input));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Marks the account's email address verified at `at`. */
  async markEmailVerified(id: string, at: Date): Promise<void> {
    await this.users.update({ id }, { emailVerifiedAt: at });
  }

  /**
   * Sets a new password hash; `verifyEmail` also marks the address verified (a mailed reset link proves it).
   */
  async setPassword(id: string, passwordHash: string, options: { verifyEmail: boolean }): Promise<void> {
    await this.users.update(
      { id },
      {
        passwordHash,
        ...(options.verifyEmail ? { emailVerifiedAt: new Date() } : {}),
      },
    );
  }

  /** The account a Google/GitHub identity is linked to, or null when it is linked to none. */
  async findByIdentity(provider: IdentityProvider, providerUserId: string): Promise<UserAccount | null> {
    const linked = await this.identities.findOneBy({ provider, providerUserId });
    return linked ? this.users.findOneByOrFail({ id: linked.userId }) : null;
  }

  /**
   * Links an identity to an existing account, in one transaction. With `takeOver` the account's address becomes
   * verified and its password is removed (the provider's verified owner takes an unverified account over).
   * @returns the account as stored afterwards
   * @throws the unique violation when the identity was linked concurrently
   */
  async linkIdentity(
    userId: string,
    identity: ProviderIdentity,
    options: { takeOver: boolean },
  ): Promise<UserAccount> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(UserIdentityEntity, { ...identity, userId });
      if (options.takeOver) {
        await manager.update(UserEntity, { id: userId }, { emailVerifiedAt: new Date(), passwordHash: null });
      }
    });
    return this.users.findOneByOrFail({ id: userId });
  }

  /**
   * Removes every Google/GitHub identity of the account except `keep` (the one signing in, when any).
   * @returns the providers of the removed identities
   */
  async unlinkIdentities(
    userId: string,
    keep?: Pick<ProviderIdentity, 'provider' | 'providerUserId'>,
  ): Promise<IdentityProvider[]> {
    const [rows] = (await this.identities.query(
      `DELETE FROM user_identity
        WHERE user_id = $1 AND ($2::text IS NULL OR (provider, provider_user_id) <> ($2, $3))
        RETURNING provider`,
      [userId, keep?.provider ?? null, keep?.providerUserId ?? null],
    )) as [{ provider: IdentityProvider }[], number];
    return rows.map((row) => row.provider);
  }

  /**
   * Creates an account without a password for a Google/GitHub identity and links it, in one transaction.
   * @throws the unique violation when the email or identity was created concurrently
   */
  createFromProvider(
    account: { email: string; name: string | null; emailVerified: boolean },
    identity: ProviderIdentity,
  ): Promise<UserAccount> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.save(
        manager.create(UserEntity, {
          email: account.email,
          name: account.name,
          passwordHash: null,
          emailVerifiedAt: account.emailVerified ? new Date() : null,
        }),
      );
      await manager.insert(UserIdentityEntity, { ...identity, userId: user.id });
      return user;
    });
  }
}
