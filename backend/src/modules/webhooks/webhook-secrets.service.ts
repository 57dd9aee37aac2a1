import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { WebhookSecretBox } from './webhook-secret-box';

/** Prefix of a Standard Webhooks signing secret (what earlier versions stored in plain text). */
const PLAIN_SECRET_PREFIX = 'whsec_';
/** Rows sealed again per query at start-up. */
const RESEAL_BATCH = 200;

/** A new Standard Webhooks signing secret: `whsec_` + 32 random bytes in base64. */
export const newWebhookSecret = (): string => `${PLAIN_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The endpoints' signing secrets at rest: sealed with WEBHOOK_SECRETS_KEY ({@link WebhookSecretBox}),
 * opened only to sign a delivery. When the api or the worker starts it seals every value that is not sealed with the
 * current key: plain-text secrets stored by earlier versions, and values sealed with a key now listed in
 * WEBHOOK_SECRETS_PREVIOUS_KEYS (key rotation, see the README).
 */
@Injectable()
export class WebhookSecretsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookSecretsService.name);
  private readonly box: WebhookSecretBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
  ) {
    this.box = new WebhookSecretBox(config.webhooks.secretsKeys);
  }

  async onApplicationBootstrap(): Promise<void> {
    const count = await this.resealAll();
    if (count)
      this.logger.log(`Sealed ${count} webhook signing secrets with the current WEBHOOK_SECRETS_KEY`);
  }

  /** `secret` sealed for the endpoint `endpointId` (its id is bound to the ciphertext). */
  seal(secret: string, endpointId: string): string {
    return this.box.seal(secret, endpointId);
  }

  /**
   * The secrets that sign a delivery to `endpoint` at `now`: its secret, then the previous one while the rotation's
   * overlap lasts. @throws Error when a value cannot be opened (see {@link WebhookSecretBox.open})
   */
  signingSecrets(endpoint: WebhookEndpointEntity, now = new Date()): string[] {
    const secrets = [this.open(endpoint.secret, endpoint.id)];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
      secrets.push(this.open(endpoint.previousSecret, endpoint.id));
    return secrets;
  }

  /**
   * Seals again, under the current key, every secret that is in plain text or sealed with a previous key; each row
   * is changed only if nobody changed it meanwhile (several processes may start at once).
   * @returns how many endpoints were changed
   */
  async resealAll(): Promise<number> {
    const current = this.box.currentKeyPattern();
    let changed = 0;
    let afterId = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: Array<Pick<WebhookEndpointEntity, 'id' | 'secret' | 'previousSecret'>> =
        await this.endpoints
          .createQueryBuilder('e')
          .select(['e.id', 'e.secret', 'e.previousSecret'])
          .where('e.id > :afterId', { afterId })
          .andWhere('(e.secret NOT LIKE :current OR e.previous_secret NOT LIKE :current)', { current })
          .orderBy('e.id')
          .take(RESEAL_BATCH)
          .getMany();
      if (!rows.length) return changed;
      for (const row of rows) {
        try {
          const secret = this.reseal(row.secret, row.id);
          const previousSecret = row.previousSecret && this.reseal(row.previousSecret, row.id);
          const result = await this.endpoints
            .createQueryBuilder()
            .update(WebhookEndpointEntity)
            .set({ secret, previousSecret })
            .where('id = :id AND secret = :old', { id: row.id, old: row.secret })
            .andWhere('previous_secret IS NOT DISTINCT FROM :oldPrevious', {
              oldPrevious: row.previousSecret,
            })
            .execute();
          changed += result.affected ?? 0;
        } catch (error) {
          this.logger.error(`Could not seal the secret of webhook endpoint ${row.id}: ${String(error)}`);
        }
      }
      afterId = rows[rows.length - 1].id;
    }
  }

  /** A stored value sealed with the current key (plain text is sealed; another key's value is opened first). */
  private reseal(stored: string, endpointId: string): string {
    if (this.box.isSealedWithCurrentKey(stored)) return stored;
    return this.box.seal(this.open(stored, endpointId), endpointId);
  }

  private open(stored: string, endpointId: string): string {
    // Only until the start-up step sealed it: a value stored in plain text by an earlier version.
    if (stored.startsWith(PLAIN_SECRET_PREFIX)) return stored;
    return this.box.open(stored, endpointId);
  }
}
