import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { HistoryPage, UpdateUserRequest, User } from '@stacklens/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { PageQuery } from '@stacklens/contracts';
import { toPage } from '../../common/pagination';
import { EmailChangeService } from './email-change.service';
import { UserIdentityEntity } from './entities/user-identity.entity';
import { UserEntity } from './entities/user.entity';
import { UsageService } from './usage.service';
import { toHistoryEntry, toUserDto, type HistoryRow } from './users.mapper';

/** The signed-in user's profile, history and account deletion. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(UserIdentityEntity) private readonly identities: Repository<UserIdentityEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usage: UsageService,
    private readonly emailChange: EmailChangeService,
  ) {}

  /**
   * Sets the billing state of a user in `manager`'s transaction (the billing module's, driven by Stripe): the plan
   * (`paid` with its paid plan, or `free`) and/or whether a Stripe customer exists.
   */
  async setBillingState(
    manager: EntityManager,
    userId: string,
    state: { plan?: 'free' | 'paid'; billingPlan?: 'payg' | 'pro' | null; isCustomer?: boolean },
  ): Promise<void> {
    const changes: Partial<UserEntity> = {};
    if (state.plan !== undefined) changes.plan = state.plan;
    if (state.billingPlan !== undefined) changes.billingPlan = state.billingPlan;
    if (state.isCustomer !== undefined) changes.isCustomer = state.isCustomer;
    if (Object.keys(changes).length) await manager.update(UserEntity, { id: userId }, changes);
  }

  /** `GET /api/v2/user`. */
  async profile(user: UserEntity): Promise<User> {
    const [usage, identities] = await Promise.all([
      this.usage.current(user),
      this.identities.find({ where: { userId: user.id }, select: { provider: true } }),
    ]);
    return toUserDto(
      user,
      usage,
      identities.map((identity) => identity.provider),
    );
  }

  /**
   * `POST /api/v2/user`: name, job title, technologies; a new email only becomes pending (a confirmation link is
   * mailed to it, a notice to the current address) — see {@link EmailChangeService}.
   * @throws UsersError email-already-in-use (409)
   */
  async update(user: UserEntity, body: UpdateUserRequest & { email?: string }): Promise<User> {
    const changes: Partial<UserEntity> = {};
    if (body.name !== undefined) changes.name = body.name?.trim() || null;
    if (body.jobTitleId !== undefined) changes.jobTitleId = body.jobTitleId;
    if (body.technologies !== undefined) changes.technologies = [...new Set(body.technologies)];
    if (body.email !== undefined && body.email !== user.email)
      await this.emailChange.request(user, body.email);
    if (Object.keys(changes).length) await this.users.update({ id: user.id }, changes);
    return this.profile(await this.users.findOneByOrFail({ id: user.id }));
  }

  /**
   * Deletes the account and its personal data (identities, tokens, usage); analyses it requested stay, no longer
   * linked to anyone (`requested_by` → NULL), and so do the public website results.
   */
  async delete(user: UserEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE analysis SET requested_by = NULL WHERE requested_by = $1`, [user.id]);
      await manager.query(`DELETE FROM app_user WHERE id = $1`, [user.id]);
    });
  }

  /** `GET /api/v2/user/history`: the user's analyses, newest first. */
  async history(user: UserEntity, query: PageQuery): Promise<HistoryPage> {
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM analysis WHERE requested_by = $1`,
      [user.id],
    );
    const rows: HistoryRow[] = await this.dataSource.query(
      `SELECT a.id, a.domain, a.url, a.status, a.status_code, a.error_code, a.created_at, a.finished_at,
              w.score
         FROM analysis a LEFT JOIN website w ON w.domain = a.domain AND NOT w.hidden
        WHERE a.requested_by = $1
        ORDER BY a.created_at DESC, a.id
        LIMIT $2 OFFSET $3`,
      [user.id, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return toPage(rows.map(toHistoryEntry), total, query);
  }
}
