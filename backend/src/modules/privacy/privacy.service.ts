import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { AuditLogService } from '../admin/audit-log.service';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { BillingService } from '../billing/billing.service';
import { ContactService } from '../contact/contact.service';
import { MonitorsService } from '../monitors/monitors.service';
import { RemovalsService } from '../removals/removals.service';
import { UsersService } from '../users/users.service';
import { WebhookEndpointsService } from '../webhooks/webhook-endpoints.service';

/**
 * Leaving is clean: deleting an account settles its billing at Stripe first and then deletes or
 * anonymises its personal data in every module (each module changes its own tables through its own service), and
 * "Download my data" collects what every module holds about the person. The module sits above all the modules it
 * reaches, so none of them imports another to leave.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger(PrivacyService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly billing: BillingService,
    private readonly contact: ContactService,
    private readonly removals: RemovalsService,
    private readonly auditLog: AuditLogService,
    private readonly monitors: MonitorsService,
    private readonly webhookEndpoints: WebhookEndpointsService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  /**
   * Deletes the account of `user`. First billing is settled at Stripe (outstanding usage reported, subscription
   * cancelled with a final invoice, cards detached, customer deleted); only then, in one transaction, are the billing
   * rows deleted, the contact messages, removal requests and audit-log snapshots anonymised (they keep their ids, lose email and name)
   * and the account deleted (analyses stay without a requester; identities, tokens, usage, keys, webhook endpoints,
   * monitors and billing rows go with it). Sessions are ended by the caller.
   * @throws BillingError billing-unavailable (503) when Stripe cannot be reached: nothing is deleted
   */
  async deleteAccount(user: AuthenticatedUser): Promise<void> {
    await this.billing.closeAccount(user.id);
    await this.dataSource.transaction(async (manager) => {
      await this.billing.forget(manager, user.id);
      const contactMessageIds = await this.contact.anonymiseSender(manager, user.id, user.email);
      const removalRequestIds = await this.removals.anonymiseRequester(manager, user.id, user.email);
      await this.auditLog.anonymise(manager, { userId: user.id, contactMessageIds, removalRequestIds });
      await this.users.delete(manager, user);
    });
    this.logger.log(`Account ${user.id} deleted`);
  }

  /** `GET /api/v2/user/export`: everything StackLens holds about `user`, without any secret. */
  async exportOf(user: AuthenticatedUser): Promise<AccountExport> {
    const [own, billing, monitors, webhookEndpoints, apiKeys, contactMessages, removalRequests] =
      await Promise.all([
        this.users.exportOf(user.id),
        this.billing.exportOf(user),
        this.monitors.list(user),
        this.webhookEndpoints.list(user.id),
        this.apiKeys.list(user.id),
        this.contact.messagesOf(user.id, user.email),
        this.removals.requestsOf(user.id, user.email),
      ]);
    return {
      exportedAt: new Date().toISOString(),
      ...own,
      monitors: monitors.items,
      webhookEndpoints: webhookEndpoints.items,
      apiKeys: apiKeys.items,
      billing,
      contactMessages,
      removalRequests,
    };
  }
}
