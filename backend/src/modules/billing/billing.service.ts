import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  payAsYouGoAmount,
  PRICING,
  type BillingCustomer,
  type BillingOverview,
  type InvoicePage,
  type PageQuery,
  type PaidPlan,
  type PaymentMethodList,
  type SetupIntentResponse,
  type SubscribeRequest,
  type UpdateBillingCustomerRequest,
} from '@stacklens/contracts';
import Stripe from 'stripe';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { toSkipTake } from '../../common/pagination';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { UsageService } from '../users/usage.service';
import { UsersService } from '../users/users.service';
import { BillingError, BillingErrorCode } from './billing.error';
import { BillingCustomerEntity } from './entities/billing-customer.entity';
import { BillingSubscriptionEntity } from './entities/billing-subscription.entity';
import { MeterEventsService } from './meter-events.service';
import { STRIPE_CLIENT, type StripeClient } from './stripe.client';

/**
 * Stripe statuses in which a subscription keeps the plan paid. `past_due` is the grace period while Stripe retries a
 * failed payment (Smart Retries); when Stripe gives up it cancels the subscription or marks it `unpaid` (the
 * Dashboard's setting), and the plan falls back to free.
 */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** Statuses of a subscription that still counts as the user's current one. */
const LIVE_STATUSES = new Set([...PAID_STATUSES, 'incomplete', 'unpaid', 'paused']);

/** A card of the customer as Stripe lists it, reduced to what the API shows. */
function toPaymentMethod(method: Stripe.PaymentMethod, defaultId: string | null) {
  return {
    id: method.id,
    brand: method.card?.brand ?? 'card',
    last4: method.card?.last4 ?? '????',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
    name: method.billing_details?.name ?? null,
    isDefault: method.id === defaultId,
  };
}

const isoFromSeconds = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/**
 * Billing on Stripe: the user's customer (billing details, tax id), cards (SetupIntents and
 * Stripe Elements), the subscription to Pay as you go (metered) or Pro (flat) — created, switched with proration,
 * cancelled at period end — and invoices. Plan state follows the subscription ({@link syncSubscription}), written
 * both right after a change made here and by every Stripe webhook, so either path alone keeps it true.
 * Owns `billing_customer` and `billing_subscription`; the user's plan and `isCustomer` are written through the users
 * module.
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripeClient: StripeClient,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BillingCustomerEntity) private readonly customers: Repository<BillingCustomerEntity>,
    @InjectRepository(BillingSubscriptionEntity)
    private readonly subscriptions: Repository<BillingSubscriptionEntity>,
    private readonly usage: UsageService,
    private readonly users: UsersService,
    private readonly meterEvents: MeterEventsService,
  ) {}

  /** The Stripe client. @throws BillingError billing-disabled (503) when STRIPE_SECRET_KEY is not set */
  private get stripe(): Stripe {
    if (!this.stripeClient) throw new BillingError(BillingErrorCode.BillingDisabled);
    return this.stripeClient;
  }

  /** `GET /api/v2/billing`: plan, customer, subscription and this month's usage with its estimated charge. */
  async overview(user: AuthenticatedUser & { isCustomer?: boolean }): Promise<BillingOverview> {
    const [customer, subscription, usage, billable] = await Promise.all([
      this.customers.findOneBy({ userId: user.id }),
      this.subscriptions.findOneBy({ userId: user.id }),
      this.usage.current(user),
      this.usage.billableThisMonth(user),
    ]);
    const paidPlan = user.plan === 'paid' ? (subscription?.plan ?? null) : null;
    const amount =
      paidPlan === 'pro' ? PRICING.proMonthlyAmount : paidPlan === 'payg' ? payAsYouGoAmount(billable) : 0;
    return {
      enabled: this.config.stripe.enabled,
      publishableKey: this.config.stripe.enabled ? this.config.stripe.publishableKey : null,
      plan: user.plan,
      isCustomer: Boolean(customer),
      customer: customer
        ? { name: customer.name, email: customer.email, address: customer.address, taxIds: customer.taxIds }
        : null,
      subscription: subscription
        ? {
            plan: subscription.plan,
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
      usage: {
        used: usage.used,
        free: PRICING.freeAnalysesPerMonth,
        billable,
        estimatedAmount: { amount, currency: PRICING.currency },
      },
      prices: {
        currency: PRICING.currency,
        payAsYouGoUnitAmountDecimal: PRICING.payAsYouGoUnitAmountDecimal,
        proMonthlyAmount: PRICING.proMonthlyAmount,
      },
    };
  }

  /**
   * `PUT /api/v2/billing/customer`: creates the Stripe customer on first use (the user becomes a customer), updates
   * it after. Tax ids are replaced when they changed (Stripe validates each value for its type).
   * @throws BillingError invalid-tax-id (400), payment-provider-error (502), billing-disabled (503)
   */
  async updateCustomer(
    user: AuthenticatedUser,
    details: UpdateBillingCustomerRequest,
  ): Promise<BillingCustomer> {
    const stripe = this.stripe;
    const address = {
      line1: details.address.line1,
      line2: details.address.line2 ?? '',
      postal_code: details.address.postalCode,
      city: details.address.city,
      state: details.address.state ?? '',
      country: details.address.country,
    };
    return this.dataSource.transaction(async (manager) => {
      // One user's billing changes run one at a time (no second customer from a double submit).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('billing:' || $1))`, [user.id]);
      const existing = await manager.findOneBy(BillingCustomerEntity, { userId: user.id });
      let customerId: string;
      try {
        if (!existing) {
          const created = await stripe.customers.create(
            {
              name: details.name,
              email: details.email,
              address,
              tax_id_data: details.taxIds.map((taxId) => ({
                type: taxId.type as Stripe.CustomerCreateParams.TaxIdDatum.Type,
                value: taxId.value,
              })),
              metadata: { userId: user.id },
            },
            { idempotencyKey: `customer-${user.id}-${hashDetails(details)}` },
          );
          customerId = created.id;
        } else {
          customerId = existing.stripeCustomerId;
          await stripe.customers.update(customerId, { name: details.name, email: details.email, address });
          if (JSON.stringify(existing.taxIds) !== JSON.stringify(details.taxIds)) {
            const current = await stripe.customers.listTaxIds(customerId, { limit: 100 });
            for (const taxId of current.data) await stripe.customers.deleteTaxId(customerId, taxId.id);
            for (const taxId of details.taxIds) {
              await stripe.customers.createTaxId(customerId, {
                type: taxId.type as Stripe.TaxIdCreateParams.Type,
                value: taxId.value,
              });
            }
          }
        }
      } catch (error) {
        throw toBillingError(error);
      }
      await manager.upsert(
        BillingCustomerEntity,
        {
          userId: user.id,
          stripeCustomerId: customerId,
          name: details.name,
          email: details.email,
          address: details.address,
          taxIds: details.taxIds,
        },
        ['userId'],
      );
      await this.users.setBillingState(manager, user.id, { isCustomer: true });
      return { name: details.name, email: details.email, address: details.address, taxIds: details.taxIds };
    });
  }

  /** `POST /api/v2/billing/setup-intent`: a SetupIntent for a new card (confirmed by Stripe Elements). */
  async createSetupIntent(user: AuthenticatedUser): Promise<SetupIntentResponse> {
    const customer = await this.requireCustomer(user);
    try {
      const intent = await this.stripe.setupIntents.create({
        customer: customer.stripeCustomerId,
        usage: 'off_session',
        metadata: { userId: user.id },
      });
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret.');
      return { clientSecret: intent.client_secret };
    } catch (error) {
      throw toBillingError(error);
    }
  }

  /**
   * `POST /api/v2/billing/subscription` ("Activate now", or switch): with `paymentMethodId` that card becomes the
   * customer's default. No subscription → created (Pro is charged at once; a declined card fails it); another plan →
   * the price is swapped with proration; the same plan set to cancel → resumed.
   * @throws BillingError customer-required (409), payment-method-required (400), card-declined (402),
   * already-subscribed (409), payment-provider-error (502)
   */
  async subscribe(user: AuthenticatedUser, request: SubscribeRequest): Promise<BillingOverview> {
    const stripe = this.stripe;
    const customer = await this.requireCustomer(user);
    const price = this.priceOf(request.plan);
    try {
      if (request.paymentMethodId) await this.makeDefault(customer, request.paymentMethodId);
      else if (!(await this.defaultPaymentMethod(customer))) {
        throw new BillingError(BillingErrorCode.PaymentMethodRequired);
      }
      const current = await this.subscriptions.findOneBy({ userId: user.id });
      let subscription: Stripe.Subscription;
      if (current && LIVE_STATUSES.has(current.status)) {
        const live = await stripe.subscriptions.retrieve(current.stripeSubscriptionId);
        const item = live.items.data[0];
        if (current.plan === request.plan && !live.cancel_at_period_end) {
          throw new BillingError(BillingErrorCode.AlreadySubscribed);
        }
        subscription = await stripe.subscriptions.update(live.id, {
          cancel_at_period_end: false,
          ...(current.plan !== request.plan
            ? { items: [{ id: item.id, price }], proration_behavior: 'create_prorations' as const }
            : {}),
        });
      } else {
        subscription = await stripe.subscriptions.create(
          {
            customer: customer.stripeCustomerId,
            items: [{ price }],
            payment_behavior: 'error_if_incomplete',
            metadata: { userId: user.id },
          },
          { idempotencyKey: `subscription-${user.id}-${request.plan}-${Math.floor(Date.now() / 60_000)}` },
        );
      }
      await this.dataSource.transaction((manager) => this.syncSubscription(manager, subscription));
    } catch (error) {
      throw toBillingError(error);
    }
    return this.overview(await this.freshUser(user));
  }

  /** `DELETE /api/v2/billing/subscription`: cancels at the end of the period (the plan stays paid until then). */
  async cancel(user: AuthenticatedUser): Promise<BillingOverview> {
    const current = await this.subscriptions.findOneBy({ userId: user.id });
    if (!current || !LIVE_STATUSES.has(current.status)) {
      throw new BillingError(BillingErrorCode.SubscriptionNotFound);
    }
    try {
      const subscription = await this.stripe.subscriptions.update(current.stripeSubscriptionId, {
        cancel_at_period_end: true,
      });
      await this.dataSource.transaction((manager) => this.syncSubscription(manager, subscription));
    } catch (error) {
      throw toBillingError(error);
    }
    return this.overview(await this.freshUser(user));
  }

  /** `GET /api/v2/billing/payment-methods`: the customer's cards, the default one marked. */
  async paymentMethods(user: AuthenticatedUser): Promise<PaymentMethodList> {
    const customer = await this.customers.findOneBy({ userId: user.id });
    if (!customer) return { items: [] };
    try {
      const [methods, defaultId] = await Promise.all([
        this.stripe.customers.listPaymentMethods(customer.stripeCustomerId, { type: 'card', limit: 100 }),
        this.defaultPaymentMethod(customer),
      ]);
      return { items: methods.data.map((method) => toPaymentMethod(method, defaultId)) };
    } catch (error) {
      throw toBillingError(error);
    }
  }

  /** `POST /api/v2/billing/payment-methods/{id}/default`. @throws BillingError payment-method-not-found (404) */
  async setDefaultPaymentMethod(
    user: AuthenticatedUser,
    paymentMethodId: string,
  ): Promise<PaymentMethodList> {
    const customer = await this.requireCustomer(user);
    try {
      await this.makeDefault(customer, paymentMethodId);
    } catch (error) {
      throw toBillingError(error);
    }
    return this.paymentMethods(user);
  }

  /**
   * `DELETE /api/v2/billing/payment-methods/{id}`: detaches a card; when it was the default, another card (if any)
   * becomes the default. @throws BillingError payment-method-not-found (404)
   */
  async removePaymentMethod(user: AuthenticatedUser, paymentMethodId: string): Promise<PaymentMethodList> {
    const customer = await this.requireCustomer(user);
    try {
      const method = await this.ownedPaymentMethod(customer, paymentMethodId);
      const wasDefault = (await this.defaultPaymentMethod(customer)) === method.id;
      await this.stripe.paymentMethods.detach(method.id);
      if (wasDefault) {
        const others = await this.stripe.customers.listPaymentMethods(customer.stripeCustomerId, {
          type: 'card',
          limit: 1,
        });
        await this.stripe.customers.update(customer.stripeCustomerId, {
          invoice_settings: { default_payment_method: others.data[0]?.id ?? '' },
        });
        await this.customers.update(
          { userId: user.id },
          { defaultPaymentMethod: others.data[0]?.id ?? null },
        );
      }
    } catch (error) {
      throw toBillingError(error);
    }
    return this.paymentMethods(user);
  }

  /** `GET /api/v2/billing/invoices?page=&pageSize=`: the customer's invoices from Stripe, newest first. */
  async invoices(user: AuthenticatedUser, query: PageQuery): Promise<InvoicePage> {
    const customer = await this.customers.findOneBy({ userId: user.id });
    const empty = { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
    if (!customer) return empty;
    let all: Stripe.Invoice[];
    try {
      all = await this.stripe.invoices
        .list({ customer: customer.stripeCustomerId, limit: 100 })
        .autoPagingToArray({ limit: 1000 });
    } catch (error) {
      throw toBillingError(error);
    }
    const { skip: start } = toSkipTake(query);
    return {
      items: all.slice(start, start + query.pageSize).map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number ?? null,
        status: invoice.status ?? null,
        total: { amount: invoice.total, currency: invoice.currency },
        periodStart: isoFromSeconds(invoice.period_start) ?? '',
        periodEnd: isoFromSeconds(invoice.period_end) ?? '',
        createdAt: isoFromSeconds(invoice.created) ?? '',
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        invoicePdf: invoice.invoice_pdf ?? null,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total: all.length,
    };
  }

  /**
   * Settles the user's billing at Stripe before their account is deleted, in an order that loses no
   * money: (1) every unreported Pay as you go analysis becomes its meter event (same identifier as the meter job);
   * (2) a live subscription is cancelled at once with a final invoice for the metered usage not invoiced yet
   * (`invoice_now`, no proration credit: the customer is deleted next, a credit balance could never be used);
   * (3) every payment method is detached; (4) the customer is deleted at Stripe, which removes its name, email,
   * address and tax IDs there (its invoices stay at Stripe for accounting). Each step can run again after a failure:
   * a cancelled subscription is stored as such, an already deleted customer counts as deleted. Nothing happens for a
   * user who never became a customer. The local `billing_*` rows are deleted by {@link forget}. Known gap: an
   * analysis admitted between step 1 and the plan turning free after step 2 (one Stripe call) is not reported.
   * @throws BillingError billing-unavailable (503) when Stripe cannot be reached, refuses, or billing is off while the
   * user is a customer — the caller must then delete nothing
   */
  async closeAccount(userId: string): Promise<void> {
    const customer = await this.customers.findOneBy({ userId });
    if (!customer) return;
    if (!this.stripeClient) throw new BillingError(BillingErrorCode.BillingUnavailable);
    const stripe = this.stripeClient;
    try {
      await this.meterEvents.reportAllOf(userId);
      const subscription = await this.subscriptions.findOneBy({ userId });
      if (subscription && LIVE_STATUSES.has(subscription.status)) {
        const cancelled = await stripe.subscriptions.cancel(subscription.stripeSubscriptionId, {
          invoice_now: true,
          prorate: false,
        });
        await this.dataSource.transaction((manager) => this.syncSubscription(manager, cancelled));
      }
      const methods = await stripe.customers
        .listPaymentMethods(customer.stripeCustomerId, { limit: 100 })
        .autoPagingToArray({ limit: 1000 });
      for (const method of methods) await stripe.paymentMethods.detach(method.id);
      await stripe.customers.del(customer.stripeCustomerId).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
        throw error;
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        this.logger.warn(`Closing the billing of user ${userId} failed at Stripe: ${error.message}`);
        throw new BillingError(BillingErrorCode.BillingUnavailable);
      }
      throw error;
    }
  }

  /**
   * Deletes the user's billing rows in `manager`'s transaction (the account deletion's, after
   * {@link closeAccount}), before the account row: a Stripe webhook syncing a subscription at the same time then
   * either finishes first or finds no customer.
   */
  async forget(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(BillingCustomerEntity, { userId });
    await manager.delete(BillingSubscriptionEntity, { userId });
  }

  /**
   * The billing part of the user's data export: plan, billing details and subscription as stored here (no Stripe
   * call).
   */
  async exportOf(
    user: AuthenticatedUser,
  ): Promise<Pick<BillingOverview, 'plan' | 'customer' | 'subscription'>> {
    const { plan, customer, subscription } = await this.overview(user);
    return { plan, customer, subscription };
  }

  /**
   * Stores `subscription` as the user's (in `manager`'s transaction) and sets the plan it implies: paid (with its
   * paid plan) while Stripe's status is active, trialing or past_due, free otherwise. A stale event about an older
   * subscription never overwrites a newer live one. Subscriptions of unknown customers are logged and ignored.
   */
  async syncSubscription(manager: EntityManager, subscription: Stripe.Subscription): Promise<void> {
    const customerId =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    // Shared lock: an account deletion (which deletes this row first, see forget) either waits for this sync or
    // makes it see no customer — never a subscription row for a user deleted meanwhile.
    const customer = await manager.findOne(BillingCustomerEntity, {
      where: { stripeCustomerId: customerId },
      lock: { mode: 'pessimistic_read' },
    });
    if (!customer) {
      this.logger.warn(`Stripe subscription ${subscription.id} of unknown customer ${customerId}: ignored`);
      return;
    }
    const stored = await manager.findOneBy(BillingSubscriptionEntity, { userId: customer.userId });
    if (
      stored &&
      stored.stripeSubscriptionId !== subscription.id &&
      LIVE_STATUSES.has(stored.status) &&
      !LIVE_STATUSES.has(subscription.status)
    ) {
      return;
    }
    const item = subscription.items.data[0];
    const plan = this.planOfPrice(item?.price.id);
    if (!plan) {
      this.logger.warn(
        `Stripe subscription ${subscription.id} has an unknown price ${item?.price.id}: ignored`,
      );
      return;
    }
    await manager.upsert(
      BillingSubscriptionEntity,
      {
        userId: customer.userId,
        stripeSubscriptionId: subscription.id,
        plan,
        status: subscription.status,
        currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      },
      ['userId'],
    );
    const paid = PAID_STATUSES.has(subscription.status);
    await this.users.setBillingState(manager, customer.userId, {
      plan: paid ? 'paid' : 'free',
      billingPlan: paid ? plan : null,
    });
  }

  /** The paid plan of a Stripe price id, or null for a price that is not ours. */
  planOfPrice(priceId: string | undefined): PaidPlan | null {
    if (priceId === this.config.stripe.prices.payg) return 'payg';
    if (priceId === this.config.stripe.prices.pro) return 'pro';
    return null;
  }

  private priceOf(plan: PaidPlan): string {
    return plan === 'payg' ? this.config.stripe.prices.payg : this.config.stripe.prices.pro;
  }

  private async requireCustomer(user: AuthenticatedUser): Promise<BillingCustomerEntity> {
    if (!this.stripeClient) throw new BillingError(BillingErrorCode.BillingDisabled);
    const customer = await this.customers.findOneBy({ userId: user.id });
    if (!customer) throw new BillingError(BillingErrorCode.CustomerRequired);
    return customer;
  }

  /** The customer's default card id (Stripe's `invoice_settings.default_payment_method`), or null. */
  private async defaultPaymentMethod(customer: BillingCustomerEntity): Promise<string | null> {
    const remote = await this.stripe.customers.retrieve(customer.stripeCustomerId);
    if (remote.deleted) return null;
    const value = remote.invoice_settings?.default_payment_method;
    return (typeof value === 'string' ? value : value?.id) ?? null;
  }

  /** A card attached to the customer. @throws BillingError payment-method-not-found (404) */
  private async ownedPaymentMethod(
    customer: BillingCustomerEntity,
    paymentMethodId: string,
  ): Promise<Stripe.PaymentMethod> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw new BillingError(BillingErrorCode.PaymentMethodNotFound);
      }
      throw error;
    }
    const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (owner !== customer.stripeCustomerId) throw new BillingError(BillingErrorCode.PaymentMethodNotFound);
    return method;
  }

  /** Makes an attached card the customer's default (Stripe and the stored copy). */
  private async makeDefault(customer: BillingCustomerEntity, paymentMethodId: string): Promise<void> {
    const method = await this.ownedPaymentMethod(customer, paymentMethodId);
    await this.stripe.customers.update(customer.stripeCustomerId, {
      invoice_settings: { default_payment_method: method.id },
    });
    await this.customers.update({ userId: customer.userId }, { defaultPaymentMethod: method.id });
  }

  /** The user with the plan just written (the request's copy predates the change). */
  private async freshUser(user: AuthenticatedUser): Promise<AuthenticatedUser> {
    const rows: { plan: 'free' | 'paid' }[] = await this.dataSource.query(
      `SELECT plan FROM app_user WHERE id = $1`,
      [user.id],
    );
    return { ...user, plan: rows[0]?.plan ?? user.plan };
  }
}

/** A short stable digest of billing details (part of the customer-creation idempotency key). */
function hashDetails(details: UpdateBillingCustomerRequest): string {
  let hash = 2166136261;
  for (const char of JSON.stringify(details)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(36);
}

/**
 * A Stripe SDK error as a billing problem: a card error → card-declined ("Your card was declined." for declines,
 * Stripe's message otherwise), an invalid tax id → invalid-tax-id, anything else → payment-provider-error (502,
 * logged by the filter without the request's secrets). Problems of our own pass through.
 */
export function toBillingError(error: unknown): Error {
  if (error instanceof BillingError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new BillingError(
      BillingErrorCode.CardDeclined,
      error.code === 'card_declined' ? 'Your card was declined.' : error.message,
    );
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code?.startsWith('tax_id_invalid')) {
    return new BillingError(BillingErrorCode.InvalidTaxId, error.message);
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new BillingError(BillingErrorCode.PaymentProviderError);
  }
  return error instanceof Error ? error : new Error(String(error));
}
