import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookEndpointRequest,
  type PageQuery,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
} from '@stacklens/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { toPage, toSkipTake } from '../../common/pagination';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { newWebhookSecret, WebhookSecretsService } from './webhook-secrets.service';
import { WebhooksError, WebhooksErrorCode } from './webhooks.error';

const toEndpoint = (row: WebhookEndpointEntity, now = new Date()): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEndpoint['events'],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  previousSecretExpiresAt:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: WebhookDeliveryEntity): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastDurationMs: row.lastDurationMs,
  lastError: row.lastError,
  responseSnippet: row.responseSnippet,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A user's webhook endpoints (at most {@link MAX_WEBHOOK_ENDPOINTS}): create (the secret is shown once and stored
 * sealed), list, update, delete, rotate the secret (the previous one keeps signing for WEBHOOKS_SECRET_OVERLAP_MS),
 * send a test event, read the delivery log, redeliver.
 */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
    private readonly dataSource: DataSource,
    private readonly delivery: WebhookDeliveriesService,
    private readonly secrets: WebhookSecretsService,
  ) {}

  /** @throws WebhooksError too-many-webhook-endpoints (409), insecure-webhook-url (400, production) */
  async create(userId: string, body: CreateWebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
    this.assertSecure(body.url);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`webhook-endpoint:${userId}`]);
      if ((await manager.count(WebhookEndpointEntity, { where: { userId } })) >= MAX_WEBHOOK_ENDPOINTS)
        throw new WebhooksError(WebhooksErrorCode.TooManyWebhookEndpoints);
      // The id is chosen here: the sealed secret is bound to it.
      const id = randomUUID();
      const secret = newWebhookSecret();
      const row = await manager.save(
        manager.create(WebhookEndpointEntity, {
          id,
          userId,
          url: body.url,
          description: body.description?.trim() || null,
          events: [...new Set(body.events)],
          secret: this.secrets.seal(secret, id),
        }),
      );
      return { ...toEndpoint(row), secret };
    });
  }

  async list(userId: string): Promise<WebhookEndpointList> {
    const rows = await this.endpoints.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return { items: rows.map((row) => toEndpoint(row)) };
  }

  /** @throws WebhooksError webhook-endpoint-not-found (404) */
  async get(userId: string, id: string): Promise<WebhookEndpoint> {
    return toEndpoint(await this.find(userId, id));
  }

  /** Changes url, description, events or enabled (re-enabling clears the failure state). */
  async update(userId: string, id: string, body: UpdateWebhookEndpointRequest): Promise<WebhookEndpoint> {
    const row = await this.find(userId, id);
    if (body.url !== undefined) {
      this.assertSecure(body.url);
      row.url = body.url;
    }
    if (body.description !== undefined) row.description = body.description?.trim() || null;
    if (body.events !== undefined) row.events = [...new Set(body.events)];
    if (body.enabled !== undefined) {
      row.enabled = body.enabled;
      if (body.enabled) {
        row.disabledReason = null;
        row.failingSince = null;
      }
    }
    return toEndpoint(await this.endpoints.save(row));
  }

  async remove(userId: string, id: string): Promise<void> {
    const row = await this.find(userId, id);
    await this.endpoints.delete({ id: row.id });
  }

  /**
   * A new secret (returned this once). The replaced one keeps signing deliveries, next to the new one, for
   * WEBHOOKS_SECRET_OVERLAP_MS so that receivers can switch without losing a delivery; a secret replaced during an
   * earlier overlap stops at once.
   */
  async rotateSecret(userId: string, id: string): Promise<WebhookEndpointWithSecret> {
    const row = await this.find(userId, id);
    const secret = newWebhookSecret();
    const overlapMs = this.config.webhooks.secretOverlapMs;
    const now = new Date();
    row.previousSecret = overlapMs > 0 ? row.secret : null;
    row.previousSecretExpiresAt = overlapMs > 0 ? new Date(now.getTime() + overlapMs) : null;
    row.secret = this.secrets.seal(secret, row.id);
    await this.endpoints.update(
      { id: row.id },
      {
        secret: row.secret,
        previousSecret: row.previousSecret,
        previousSecretExpiresAt: row.previousSecretExpiresAt,
      },
    );
    return { ...toEndpoint(row, now), secret };
  }

  /** Sends `webhook.test` to the endpoint (even when it is not subscribed to anything else). */
  async sendTest(userId: string, id: string): Promise<WebhookDelivery> {
    const row = await this.find(userId, id);
    const [deliveryId] = await this.dataSource.transaction((manager) =>
      this.delivery.record(
        manager,
        userId,
        WEBHOOK_TEST_EVENT,
        { endpointId: row.id, message: 'This is a test event from StackLens.' },
        [row.id],
      ),
    );
    if (!deliveryId)
      throw new WebhooksError(WebhooksErrorCode.WebhookEndpointNotFound, 'The endpoint is disabled.');
    await this.delivery.enqueue([deliveryId]);
    return toDelivery(await this.deliveries.findOneByOrFail({ id: deliveryId }));
  }

  /** The endpoint's deliveries, newest first. */
  async deliveriesOf(userId: string, id: string, query: PageQuery): Promise<WebhookDeliveryPage> {
    const row = await this.find(userId, id);
    const [items, total] = await this.deliveries.findAndCount({
      where: { endpointId: row.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      ...toSkipTake(query),
    });
    return toPage(items.map(toDelivery), total, query);
  }

  /**
   * Sends a delivery once more, now (same `webhook-id`; the attempt count goes on, so a failure continues the retry
   * schedule where it was). @throws WebhooksError webhook-delivery-not-found (404)
   */
  async redeliver(userId: string, deliveryId: string): Promise<WebhookDelivery> {
    const found = await this.deliveries
      .createQueryBuilder('d')
      .innerJoin(WebhookEndpointEntity, 'e', 'e.id = d.endpoint_id')
      .where('d.id = :deliveryId AND e.user_id = :userId', { deliveryId, userId })
      .getOne();
    if (!found) throw new WebhooksError(WebhooksErrorCode.WebhookDeliveryNotFound);
    await this.deliveries.update(
      { id: found.id },
      { status: 'pending', nextAttemptAt: new Date(), finishedAt: null },
    );
    await this.delivery.enqueue([found.id]);
    return toDelivery(await this.deliveries.findOneByOrFail({ id: found.id }));
  }

  private async find(userId: string, id: string): Promise<WebhookEndpointEntity> {
    const row = await this.endpoints.findOneBy({ id, userId });
    if (!row) throw new WebhooksError(WebhooksErrorCode.WebhookEndpointNotFound);
    return row;
  }

  /** HTTPS only in production (the address guard applies on every delivery anyway). */
  private assertSecure(url: string): void {
    if (this.config.nodeEnv === 'production' && !url.startsWith('https://'))
      throw new WebhooksError(WebhooksErrorCode.InsecureWebhookUrl);
  }
}
