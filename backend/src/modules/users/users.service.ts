import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AccountExport, HistoryEntry, HistoryPage, UpdateUserRequest, User } from '@stacklens/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { PageQuery } from '@stacklens/contracts';
import { keysetPages } from '../../common/data-export';
import { toPage, toSkipTake } from '../../common/pagination';
import { EmailChangeService } from './email-change.service';
import { UserIdentityEntity } from './entities/user-identity.entity';
import { UserEntity } from './entities/user.entity';
import { UsageService } from './usage.service';
import { toHistoryEntry, toUserDto, type HistoryRow } from './users.mapper';

/** The signed-in user's profile, history, data export and account deletion. */
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
   * `POST /api/v2/user`: name, job title, technologies, the end of the account-setup step (`accountSetup: 'done'`,
   * kept from the first time); a new email only becomes pending (a confirmation link is mailed to it, a notice to
   * the current address) — see {@link EmailChangeService}.
   * @throws UsersError email-already-in-use (409)
   */
  async update(user: UserEntity, body: UpdateUserRequest & { email?: string }): Promise<User> {
    const changes: Partial<UserEntity> = {};
    if (body.name !== undefined) changes.name = body.name?.trim() || null;
    if (body.jobTitleId !== undefined) changes.jobTitleId = body.jobTitleId;
    if (body.technologies !== undefined) changes.technologies = [...new Set(body.technologies)];
    if (body.accountSetup === 'done' && !user.onboardedAt) changes.onboardedAt = new Date();
    if (body.email !== undefined && body.email !== user.email)
      await this.emailChange.request(user, body.email);
    if (Object.keys(changes).length) await this.users.update({ id: user.id }, changes);
    return this.profile(await this.users.findOneByOrFail({ id: user.id }));
  }

  /**
   * Deletes the account in `manager`'s transaction (the privacy module's, after billing was settled at Stripe and the
   * other modules anonymised their rows): its identities, tokens, usage, billable usage and the rows of other modules
   * that belong to it go by foreign key; analyses it requested stay, no longer linked to anyone (`requested_by` →
   * NULL), and so do the public website results.
   */
  async delete(manager: EntityManager, user: Pick<UserEntity, 'id'>): Promise<void> {
    await manager.query(`UPDATE analysis SET requested_by = NULL WHERE requested_by = $1`, [user.id]);
    await manager.query(`DELETE FROM app_user WHERE id = $1`, [user.id]);
  }

  /**
   * The users module's part of the data export of the account `userId`: the profile, linked identities (provider and date only), every
   * analysis the user asked for (newest first), the analyses counted per month and the billable usage.
   */
  async exportOf(
    userId: string,
  ): Promise<Pick<AccountExport, 'profile' | 'identities' | 'analyses' | 'usage'>> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const [profile, identities, analyses, months, billable] = await Promise.all([
      this.profile(user),
      this.identities.find({ where: { userId: user.id }, order: { createdAt: 'ASC' } }),
      this.analysesOf(user.id, null, 0),
      this.dataSource.query(
        `SELECT to_char(period_start, 'YYYY-MM-DD') AS "periodStart", used
           FROM usage_period WHERE user_id = $1 ORDER BY period_start`,
        [user.id],
      ) as Promise<{ periodStart: string; used: number }[]>,
      this.dataSource.query(
        `SELECT analysis_id, created_at, reported_at, voided_at
           FROM billable_usage WHERE user_id = $1 ORDER BY created_at`,
        [user.id],
      ) as Promise<
        { analysis_id: string; created_at: Date; reported_at: Date | null; voided_at: Date | null }[]
      >,
    ]);
    return {
      profile,
      identities: identities.map((identity) => ({
        provider: identity.provider,
        linkedAt: identity.createdAt.toISOString(),
      })),
      analyses: analyses.map(toHistoryEntry),
      usage: {
        months,
        billable: billable.map((row) => ({
          analysisId: row.analysis_id,
          createdAt: row.created_at.toISOString(),
          reportedAt: row.reported_at?.toISOString() ?? null,
          voidedAt: row.voided_at?.toISOString() ?? null,
        })),
      },
    };
  }

  /** `GET /api/v2/user/history`: the user's analyses, newest first. */
  async history(user: UserEntity, query: PageQuery): Promise<HistoryPage> {
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM analysis WHERE requested_by = $1`,
      [user.id],
    );
    const rows = await this.analysesOf(user.id, query.pageSize, toSkipTake(query).skip);
    return toPage(rows.map(toHistoryEntry), total, query);
  }

  /**
   * Every analysis of the user, newest first, read 500 at a time (a keyset cursor on the history index) as the
   * consumer pulls them: `GET /api/v2/user/history/export` streams them without holding the history in memory.
   */
  async *historyRecords(userId: string): AsyncGenerator<HistoryEntry> {
    const rows = keysetPages<HistoryRow & { cursor: string }>((after, limit) =>
      this.dataSource.query(
        `SELECT a.id, a.domain, a.url, a.status, a.status_code, a.error_code, a.created_at, a.finished_at,
                a.created_at::text AS cursor, w.score
           FROM analysis a LEFT JOIN website w ON w.domain = a.domain AND NOT w.hidden
          WHERE a.requested_by = $1
            AND ($2::timestamptz IS NULL OR a.created_at < $2::timestamptz
                 OR (a.created_at = $2::timestamptz AND a.id > $3::uuid))
          ORDER BY a.created_at DESC, a.id
          LIMIT $4`,
        [userId, after?.cursor ?? null, after?.id ?? null, limit],
      ),
    );
    for await (const row of rows) yield toHistoryEntry(row);
  }

  /** The user's analyses with their website's score, newest first (`limit` null: all). */
  private analysesOf(userId: string, limit: number | null, offset: number): Promise<HistoryRow[]> {
    return this.dataSource.query(
      `SELECT a.id, a.domain, a.url, a.status, a.status_code, a.error_code, a.created_at, a.finished_at,
              w.score
         FROM analysis a LEFT JOIN website w ON w.domain = a.domain AND NOT w.hidden
        WHERE a.requested_by = $1
        ORDER BY a.created_at DESC, a.id
        LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
  }
}
