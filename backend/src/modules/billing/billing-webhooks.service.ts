import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { UsersService } from '../users/users.service';
import { BillingError, BillingErrorCode } from './billing.error';
import { BillingService } from './billing.service';
import { BillingCustomerEntity } from './entities/billing-customer.entity';
import { STRIPE_CLIENT, type StripeClient } from './stripe.client';

/** Seconds a `Stripe-Signature` timestamp may be old (Stripe's default tolerance). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/** What handling an event did. */
export type StripeEventOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Stripe webhooks (`POST /api/v2/billing/webhook`): the signature is checked on the raw body (`Stripe-Signature`,
 * 300 s tolerance, STRIPE_WEBHOOK_SECRET); each event is processed once — its id is stored in the same transaction as
 * its effects, so a redelivery changes nothing and a failure (e.g. Stripe unreachable while fetching the current
 * object) rolls back and is answered 5xx for Stripe to retry. Objects are re-read from Stripe rather than taken from
 * the event, so events arriving out of order still leave the latest state. Events of unknown customers are
 * acknowledged and logged.
 */
@Injectable()
export class BillingWebhooksService {
  private readonly logger = new Logger(BillingWebhooksService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: StripeClient,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: BillingService,
    private readonly users: UsersService,
  ) {}

  /**
   * Verifies and processes one delivery.
   * @throws BillingError billing-disabled (503), invalid-webhook-signature (400)
   */
  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<StripeEventOutcome> {
    const stripe = this.stripe;
    if (!stripe) throw new BillingError(BillingErrorCode.BillingDisabled);
    let event: Stripe.Event;
    try {
      if (!rawBody?.length || !signature) throw new Error('missing body or signature');
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.stripe.webhookSecret,
        STRIPE_SIGNATURE_TOLERANCE_S,
      );
    } catch {
      throw new BillingError(BillingErrorCode.InvalidWebhookSignature);
    }
    return this.dataSource.transaction(async (manager) => {
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO billing_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (!inserted.length) return 'duplicate';
      const handled = await this.apply(manager, stripe, event);
      if (!handled) this.logger.log(`Stripe event ${event.id} (${event.type}) acknowledged, nothing to do`);
      return handled ? 'processed' : 'ignored';
    });
  }

  /** Applies one event in `manager`'s transaction. @returns false when there was nothing to do */
  private async apply(manager: EntityManager, stripe: Stripe, event: Stripe.Event): Promise<boolean> {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        const subscription = await stripe.subscriptions.retrieve(event.data.object.id);
        await this.billing.syncSubscription(manager, subscription);
        return true;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details?.subscription;
        const subscriptionId = typeof details === 'string' ? details : details?.id;
        if (event.type === 'invoice.payment_failed') {
          this.logger.warn(
            `Payment failed for invoice ${invoice.id} of customer ${String(invoice.customer)}`,
          );
        }
        if (!subscriptionId) return false;
        await this.billing.syncSubscription(manager, await stripe.subscriptions.retrieve(subscriptionId));
        return true;
      }
      case 'payment_method.attached':
      case 'payment_method.detached':
      case 'customer.updated': {
        const object = event.data.object as { customer?: unknown; id: string; object: string };
        const customerId =
          object.object === 'customer'
            ? object.id
            : typeof object.customer === 'string'
              ? object.customer
              : (event.data.previous_attributes as { customer?: string } | undefined)?.customer;
        if (!customerId) return false;
        return this.syncCustomer(manager, stripe, customerId);
      }
      case 'customer.deleted': {
        const stored = await manager.findOneBy(BillingCustomerEntity, {
          stripeCustomerId: event.data.object.id,
        });
        if (!stored) return this.unknownCustomer(event.data.object.id, event);
        await manager.delete(BillingCustomerEntity, { userId: stored.userId });
        await this.users.setBillingState(manager, stored.userId, { isCustomer: false });
        return true;
      }
      default:
        return false;
    }
  }

  /** Refreshes the stored copy of a customer (name, email, address, default card) from Stripe. */
  private async syncCustomer(manager: EntityManager, stripe: Stripe, customerId: string): Promise<boolean> {
    const stored = await manager.findOneBy(BillingCustomerEntity, { stripeCustomerId: customerId });
    if (!stored) return this.unknownCustomer(customerId);
    const customer = await stripe.customers.retrieve(customerId);
    if (customer.deleted) return false;
    const defaultMethod = customer.invoice_settings?.default_payment_method;
    await manager.update(
      BillingCustomerEntity,
      { userId: stored.userId },
      {
        name: customer.name ?? stored.name,
        email: customer.email ?? stored.email,
        address: customer.address
          ? {
              line1: customer.address.line1 ?? '',
              line2: customer.address.line2 || null,
              postalCode: customer.address.postal_code ?? '',
              city: customer.address.city ?? '',
              state: customer.address.state || null,
              country: customer.address.country ?? stored.address.country,
            }
          : stored.address,
        defaultPaymentMethod: (typeof defaultMethod === 'string' ? defaultMethod : defaultMethod?.id) ?? null,
      },
    );
    await this.users.setBillingState(manager, stored.userId, { isCustomer: true });
    return true;
  }

  private unknownCustomer(customerId: string, event?: Stripe.Event): false {
    this.logger.warn(
      `Stripe event ${event?.id ?? ''} for unknown customer ${customerId}: acknowledged, ignored`,
    );
    return false;
  }
}
