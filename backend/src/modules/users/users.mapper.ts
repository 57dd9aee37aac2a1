import type { AdminUser, HistoryEntry, SignInMethod, Usage, User } from '@stacklens/contracts';
import type { IdentityProvider } from './entities/user-identity.entity';
import type { ExportColumn } from '../../common/data-export';
import type { UserEntity } from './entities/user.entity';

/** `GET /api/v2/user` body from the user, its usage and its linked providers. */
export function toUserDto(user: UserEntity, usage: Usage, providers: IdentityProvider[]): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: user.name?.trim() || user.email,
    jobTitleId: user.jobTitleId,
    technologies: user.technologies ?? [],
    accountSetup: user.onboardedAt ? 'done' : 'pending',
    isCustomer: user.isCustomer,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    role: user.role,
    plan: user.plan,
    usage,
    hasPassword: user.passwordHash !== null,
    providers: [...new Set(providers)].sort(),
    createdAt: user.createdAt.toISOString(),
  };
}

/** A row of the history query. */
export interface HistoryRow {
  id: string;
  domain: string;
  url: string;
  status: HistoryEntry['status'];
  status_code: number | null;
  error_code: string | null;
  score: number | null;
  created_at: Date;
  finished_at: Date | null;
}

/** Columns of the history's CSV export (`GET /api/v2/user/history/export`). */
export const HISTORY_EXPORT_COLUMNS: ExportColumn<HistoryEntry>[] = [
  { header: 'analysis_id', value: (entry) => entry.id },
  { header: 'domain', value: (entry) => entry.domain },
  { header: 'url', value: (entry) => entry.url },
  { header: 'status', value: (entry) => entry.status },
  { header: 'status_code', value: (entry) => entry.statusCode },
  { header: 'error_code', value: (entry) => entry.errorCode },
  { header: 'score', value: (entry) => entry.score },
  { header: 'requested_at', value: (entry) => entry.createdAt },
  { header: 'finished_at', value: (entry) => entry.finishedAt },
];

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    domain: row.domain,
    url: row.url,
    running: row.status === 'queued' || row.status === 'running',
    status: row.status,
    statusCode: row.status_code,
    errorCode: row.error_code,
    score: row.score,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** An account as operators see it (no hash, token or secret). */
export function toAdminUser(
  user: UserEntity,
  facts: { usage: Usage; analysesCount: number; signInMethods: SignInMethod[] },
): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: user.plan,
    billingPlan: user.billingPlan,
    emailVerified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    usage: facts.usage,
    analysesCount: facts.analysesCount,
    signInMethods: facts.signInMethods,
    createdAt: user.createdAt.toISOString(),
  };
}
