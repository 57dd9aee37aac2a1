import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';

/** `disabled_reason` of the endpoints disabled when their account was secured (a password reset or a takeover). */
export const ACCOUNT_SECURED_REASON =
  'The account was secured (password reset); the endpoint was disabled. Check its URL before enabling it again.';

/**
 * What other modules may do to a user's webhook endpoints as a whole: the auth module disables them all when it
 * secures an account (their URLs and secrets may be someone else's). The owner can re-enable each one.
 */
@Injectable()
export class WebhookEndpointsAccessService {
  constructor(
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
  ) {}

  /**
   * Disables every enabled endpoint of `userId` (reason {@link ACCOUNT_SECURED_REASON}); deliveries to a disabled
   * endpoint are not attempted.
   * @returns how many endpoints were disabled
   */
  async disableAllOf(userId: string): Promise<number> {
    const result = await this.endpoints.update(
      { userId, enabled: true },
      { enabled: false, disabledReason: ACCOUNT_SECURED_REASON },
    );
    return result.affected ?? 0;
  }
}
