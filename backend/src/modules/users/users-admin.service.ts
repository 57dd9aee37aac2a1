import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminUser, AdminUserListQuery, AdminUserPage, SignInMethod } from '@stacklens/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { SessionService } from '../../common/identity/session/session.service';
import { paginate, type Sortable } from '../../common/pagination';
import { UserIdentityEntity } from './entities/user-identity.entity';
import { type UserRole, UserEntity } from './entities/user.entity';
import { UsageService, usagePeriod } from './usage.service';
import { toAdminUser } from './users.mapper';
import { UsersError, UsersErrorCode } from './users.error';

/** The list's sort fields, search and id (query-builder properties). */
const LIST: Sortable<AdminUserListQuery['sort']> = {
  sort: { createdAt: 'u.createdAt', email: 'u.email', name: 'u.name', role: 'u.role' },
  id: 'u.id',
  search: ['u.email', 'u.name'],
  nullsLast: true,
};

/**
 * Accounts as operators manage them (admin panel): list and search, plan, usage, analyses and sign-in methods
 * (never a hash, token or secret); disable (every session ends at once, sign-in then answers "This account has
 * been disabled") and enable; grant or revoke the operator role. An operator cannot disable themself or change
 * their own role.
 */
@Injectable()
export class UsersAdminService {
  private readonly logger = new Logger(UsersAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usage: UsageService,
    private readonly sessions: SessionService,
  ) {}

  /** A page of accounts: `q` = email/name substring, `role`, `disabled`, `ids`. */
  async list(query: AdminUserListQuery): Promise<AdminUserPage> {
    const qb = this.dataSource.getRepository(UserEntity).createQueryBuilder('u');
    if (query.role) qb.andWhere('u.role = :role', { role: query.role });
    if (query.disabled !== undefined)
      qb.andWhere(query.disabled ? 'u.disabledAt IS NOT NULL' : 'u.disabledAt IS NULL');
    const page = await paginate(qb, query, LIST);
    return { ...page, items: await this.toAdminUsers(this.dataSource.manager, page.items) };
  }

  /** @throws UsersError user-not-found (404) */
  async get(id: string): Promise<AdminUser> {
    const [user] = await this.toAdminUsers(this.dataSource.manager, [
      await this.find(this.dataSource.manager, id),
    ]);
    return user;
  }

  /**
   * Grants (`admin`) or revokes (`user`) the operator role of account `id` on behalf of operator `actorId`.
   * @throws UsersError user-not-found (404), cannot-modify-self (409)
   */
  async setRole(
    id: string,
    role: UserRole,
    actorId: string,
    onChange?: ChangeHook<AdminUser>,
  ): Promise<AdminUser> {
    if (id === actorId)
      throw new UsersError(UsersErrorCode.CannotModifySelf, 'Operators cannot change their own role.');
    return this.change(id, { role }, onChange);
  }

  /**
   * Disables account `id`: sign-in and every credential are refused from now on, and all its sessions end.
   * @throws UsersError user-not-found (404), cannot-modify-self (409)
   */
  async disable(id: string, actorId: string, onChange?: ChangeHook<AdminUser>): Promise<AdminUser> {
    if (id === actorId)
      throw new UsersError(UsersErrorCode.CannotModifySelf, 'Operators cannot disable their own account.');
    const after = await this.change(id, { disabledAt: new Date() }, onChange, (user) => !user.disabledAt);
    const ended = await this.sessions.endAllForUser(id);
    this.logger.log(`Account ${id} disabled by ${actorId}: ${ended} session(s) ended`);
    return after;
  }

  /** Enables a disabled account again. @throws UsersError user-not-found (404) */
  async enable(id: string, onChange?: ChangeHook<AdminUser>): Promise<AdminUser> {
    return this.change(id, { disabledAt: null }, onChange, (user) => user.disabledAt !== null);
  }

  /** Applies `changes` (when `applies` says so) and calls `onChange` in one transaction. */
  private async change(
    id: string,
    changes: Partial<UserEntity>,
    onChange?: ChangeHook<AdminUser>,
    applies: (user: UserEntity) => boolean = () => true,
  ): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, true);
      if (!applies(found)) return (await this.toAdminUsers(manager, [found]))[0];
      await manager.update(UserEntity, { id }, changes);
      const updated = await manager.findOneByOrFail(UserEntity, { id });
      const [before, after] = await this.toAdminUsers(manager, [found, updated]);
      await onChange?.(manager, { before, after });
      return after;
    });
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<UserEntity> {
    const user = await manager.findOne(UserEntity, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!user) throw new UsersError(UsersErrorCode.UserNotFound, `There is no user ${id}.`);
    return user;
  }

  /** Adds usage of the current month, analyses count and sign-in methods to each account. */
  private async toAdminUsers(manager: EntityManager, users: UserEntity[]): Promise<AdminUser[]> {
    if (!users.length) return [];
    const ids = [...new Set(users.map((user) => user.id))];
    const { start, end } = usagePeriod();
    const [identities, used, analyses] = await Promise.all([
      manager.find(UserIdentityEntity, {
        where: { userId: In(ids) },
        select: { userId: true, provider: true },
      }),
      manager.query(
        `SELECT user_id, used FROM usage_period WHERE user_id = ANY($1::uuid[]) AND period_start = $2::date`,
        [ids, start.toISOString().slice(0, 10)],
      ) as Promise<{ user_id: string; used: number }[]>,
      // A report over the analyses module's table (reads are allowed): analyses each account requested.
      manager.query(
        `SELECT requested_by AS user_id, count(*)::int AS n FROM analysis
          WHERE requested_by = ANY($1::uuid[]) GROUP BY requested_by`,
        [ids],
      ) as Promise<{ user_id: string; n: number }[]>,
    ]);
    return users.map((user) => {
      const methods: SignInMethod[] = [
        ...(user.passwordHash ? (['password'] as const) : []),
        ...identities.filter((identity) => identity.userId === user.id).map((identity) => identity.provider),
      ];
      return toAdminUser(user, {
        usage: {
          used: used.find((row) => row.user_id === user.id)?.used ?? 0,
          limit: this.usage.limitOf(user),
          periodStart: start.toISOString(),
          periodEnd: end.toISOString(),
        },
        analysesCount: analyses.find((row) => row.user_id === user.id)?.n ?? 0,
        signInMethods: [...new Set(methods)],
      });
    });
  }
}
