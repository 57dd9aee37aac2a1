import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { HttpClient, operatorDetail, parseResolveRules } from '../../common/analyzer.client';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEvent } from '@stacklens/contracts';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { EntityManager, In, LessThanOrEqual, Repository } from 'typeorm';
import { JOBS, QUEUES } from '../../common/queues';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { MailService } from '../mail/mail.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import type { WebhookJobData } from '../../common/jobs';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { WebhookSecretsService } from './webhook-secrets.service';

/** A 2xx answer within this long is a success (Standard Webhooks / Svix). */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** Characters of the receiver's answer kept for the delivery log. */
const SNIPPET_CHARS = 1024;

/** What an attempt records on its delivery. */
type AttemptRecord = Partial<
  Pick<
    WebhookDeliveryEntity,
    'attempts' | 'lastStatusCode' | 'lastDurationMs' | 'lastError' | 'responseSnippet'
  >
>;

/** A new Standard Webhooks message id (`msg_` + 24 random bytes, base64url). */
const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/**
 * Webhook deliveries (Standard Webhooks): recorded in the transaction of their event (outbox), then each attempt runs
 * as a BullMQ job: the payload is signed with the endpoint's secret (`webhook-id` stable across attempts,
 * `webhook-timestamp`, `webhook-signature`; during a rotation's overlap also with the previous secret), POSTed
 * through the analyzer's address guard (no redirects followed, 15 s), and a non-2xx answer is retried on
 * WEBHOOKS_RETRY_SCHEDULE_MS (Svix's schedule). An endpoint failing for WEBHOOKS_DISABLE_AFTER_MS without a success
 * is disabled and its owner mailed.
 */
@Injectable()
export class WebhookDeliveriesService implements OnModuleDestroy {
  private readonly logger = new Logger(WebhookDeliveriesService.name);
  /**
   * One guarded client per process: its connection pool keeps receivers' connections alive between deliveries; the
   * address guard still runs on every new connection (connect-time check of the resolved address).
   */
  private readonly client: HttpClient;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
    @InjectQueue(QUEUES.webhooks) private readonly queue: Queue<WebhookJobData>,
    private readonly accounts: UserAccountsService,
    private readonly mail: MailService,
    private readonly secrets: WebhookSecretsService,
  ) {
    this.client = new HttpClient({
      allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
      resolve: parseResolveRules(config.analyzer.resolve),
      allowH2: false,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }

  /**
   * Records `type` for every enabled endpoint of `userId` subscribed to it, in `manager`'s transaction (the event's
   * own). Call {@link enqueue} with the result once that transaction committed; the sweeper catches up otherwise.
   * @returns the ids of the deliveries created
   */
  async record(
    manager: EntityManager,
    userId: string,
    type: string,
    data: Record<string, unknown>,
    endpointIds?: string[],
  ): Promise<string[]> {
    const query = manager
      .createQueryBuilder(WebhookEndpointEntity, 'e')
      .select(['e.id'])
      .where('e.user_id = :userId AND e.enabled', { userId });
    if (endpointIds) query.andWhere('e.id IN (:...endpointIds)', { endpointIds });
    else query.andWhere(':type = ANY(e.events)', { type });
    const endpoints = await query.getMany();
    if (!endpoints.length) return [];
    const event: WebhookEvent = {
      type,
      version: WEBHOOK_PAYLOAD_VERSION,
      timestamp: new Date().toISOString(),
      data,
    };
    const rows = await manager.save(
      endpoints.map((endpoint) =>
        manager.create(WebhookDeliveryEntity, {
          endpointId: endpoint.id,
          messageId: newMessageId(),
          eventType: type,
          payload: event,
          status: 'pending',
          nextAttemptAt: new Date(),
        }),
      ),
    );
    return rows.map((row) => row.id);
  }

  /** Queues the next attempt of each delivery (idempotent: one job per delivery and attempt). */
  async enqueue(ids: string[], delayMs = 0): Promise<void> {
    if (!ids.length) return;
    const rows = await this.deliveries.find({ select: { id: true, attempts: true }, where: { id: In(ids) } });
    await Promise.all(rows.map((row) => this.addJob(row.id, row.attempts, delayMs)));
  }

  /** Re-queues pending deliveries that are due (their job was lost, e.g. the worker died after the commit). */
  async sweep(now = new Date()): Promise<number> {
    const due = await this.deliveries.find({
      select: { id: true, attempts: true },
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
      take: 500,
    });
    await Promise.all(due.map((row) => this.addJob(row.id, row.attempts, 0)));
    return due.length;
  }

  /**
   * One attempt of a delivery: sign, POST, record the outcome, and schedule the next attempt or give up.
   * Does nothing for a delivery that is no longer pending or whose attempt was already made.
   */
  async attempt(deliveryId: string, attemptNumber: number): Promise<void> {
    const delivery = await this.deliveries.findOneBy({ id: deliveryId });
    if (!delivery || delivery.status !== 'pending' || delivery.attempts !== attemptNumber) return;
    const endpoint = await this.endpoints.findOneBy({ id: delivery.endpointId });
    if (!endpoint || !endpoint.enabled) {
      await this.finish(delivery, 'failed', { lastError: 'The endpoint is disabled.' });
      return;
    }
    const outcome = await this.send(endpoint, delivery);
    const attempts = delivery.attempts + 1;
    const record = {
      attempts,
      lastStatusCode: outcome.statusCode,
      lastDurationMs: outcome.durationMs,
      lastError: outcome.error,
      responseSnippet: outcome.snippet,
    };
    if (outcome.ok) {
      await this.finish(delivery, 'succeeded', record);
      await this.endpoints.update({ id: endpoint.id }, { failingSince: null });
      return;
    }
    const schedule = this.config.webhooks.retryScheduleMs;
    const failingSince = endpoint.failingSince ?? new Date();
    if (!endpoint.failingSince) await this.endpoints.update({ id: endpoint.id }, { failingSince });
    if (Date.now() - failingSince.getTime() >= this.config.webhooks.disableAfterMs) {
      await this.finish(delivery, 'failed', record);
      await this.disable(endpoint);
      return;
    }
    if (attempts >= schedule.length) {
      await this.finish(delivery, 'failed', record);
      return;
    }
    const delayMs = schedule[attempts];
    await this.deliveries.update(
      { id: delivery.id },
      { ...record, nextAttemptAt: new Date(Date.now() + delayMs) },
    );
    await this.addJob(delivery.id, attempts, delayMs);
  }

  /** Signs and POSTs the delivery's payload; never throws. */
  private async send(
    endpoint: WebhookEndpointEntity,
    delivery: WebhookDeliveryEntity,
  ): Promise<{
    ok: boolean;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    snippet: string | null;
  }> {
    const body = JSON.stringify(delivery.payload);
    const timestamp = new Date();
    const started = performance.now();
    let signature: string;
    try {
      // During a rotation's overlap both secrets sign: space-separated `v1,…` entries (Standard Webhooks).
      signature = this.secrets
        .signingSecrets(endpoint, timestamp)
        .map((secret) => new Webhook(secret).sign(delivery.messageId, timestamp, body))
        .join(' ');
    } catch (error) {
      this.logger.error(`Cannot sign for webhook endpoint ${endpoint.id}: ${String(error)}`);
      return {
        ok: false,
        statusCode: null,
        durationMs: 0,
        error: 'StackLens could not sign this delivery (a server configuration fault); it will be retried.',
        snippet: null,
      };
    }
    try {
      const response = await this.client.fetch(endpoint.url, {
        method: 'POST',
        body,
        maxRedirects: 0,
        maxBodyBytes: SNIPPET_CHARS * 4,
        truncate: true,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      });
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      return {
        ok,
        statusCode: response.statusCode,
        durationMs: Math.round(performance.now() - started),
        error: ok ? null : `HTTP ${response.statusCode}`,
        snippet: response.body.toString('utf8').slice(0, SNIPPET_CHARS) || null,
      };
    } catch (error) {
      // The owner sees the error's message (an address refusal names no address); operators the detail.
      this.logger.warn(`Delivery ${delivery.id} to endpoint ${endpoint.id} failed: ${operatorDetail(error)}`);
      return {
        ok: false,
        statusCode: null,
        durationMs: Math.round(performance.now() - started),
        error: error instanceof Error ? error.message : String(error),
        snippet: null,
      };
    }
  }

  private async finish(
    delivery: WebhookDeliveryEntity,
    status: 'succeeded' | 'failed',
    record: AttemptRecord,
  ): Promise<void> {
    await this.deliveries.update(
      { id: delivery.id },
      { ...record, status, nextAttemptAt: null, finishedAt: new Date() },
    );
  }

  /** Disables an endpoint that kept failing and mails its owner. */
  private async disable(endpoint: WebhookEndpointEntity): Promise<void> {
    const days = Math.round(this.config.webhooks.disableAfterMs / 86_400_000);
    const reason = `Every delivery failed for ${days > 0 ? `${days} days` : 'too long'}; the endpoint was disabled.`;
    await this.endpoints.update({ id: endpoint.id }, { enabled: false, disabledReason: reason });
    this.logger.warn(
      `Webhook endpoint ${endpoint.id} disabled after failing since ${endpoint.failingSince?.toISOString()}`,
    );
    const owner = await this.accounts.findById(endpoint.userId);
    if (!owner) return;
    await this.mail
      .send({
        to: owner.email,
        subject: 'StackLens disabled a webhook endpoint',
        text: `Deliveries to your webhook endpoint ${endpoint.url} kept failing, so StackLens disabled it.\n\n${reason}\n\nFix the receiver, then enable the endpoint again on ${this.config.publicUrl}/user/webhook-endpoints.\n`,
      })
      .catch((error: unknown) =>
        this.logger.error(`Could not mail the owner of endpoint ${endpoint.id}: ${String(error)}`),
      );
  }

  private async addJob(deliveryId: string, attempt: number, delayMs: number): Promise<void> {
    await this.queue.add(
      JOBS.deliverWebhook,
      { deliveryId, attempt },
      {
        jobId: `${deliveryId}-${attempt}`,
        delay: delayMs,
        removeOnComplete: { age: 24 * 3600, count: 5000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }
}
