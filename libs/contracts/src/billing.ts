import { z } from 'zod';
import { pageSchema } from './pagination';

export * from './pricing';

/** The paid plans: metered Pay as you go, or Pro. */
export const PaidPlanSchema = z.enum(['payg', 'pro']);
export type PaidPlan = z.infer<typeof PaidPlanSchema>;

/** An amount of money: integer cents and an ISO 4217 currency code (lower case, as Stripe). */
export const MoneySchema = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof MoneySchema>;

export const BillingAddressSchema = z.object({
  line1: z.string().trim().min(1, 'Enter the street address.').max(200),
  line2: z.string().trim().max(200).nullable().optional(),
  postalCode: z.string().trim().min(1, 'Enter the postal code.').max(20),
  city: z.string().trim().min(1, 'Enter the city.').max(100),
  state: z.string().trim().max(100).nullable().optional(),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((value) => value.toUpperCase()),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** A tax id as Stripe types it (e.g. `eu_vat` `DE123456789`); Stripe validates the value for its type. */
export const TaxIdSchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}_[a-z_]+$/, 'Choose a tax ID type.'),
  value: z.string().trim().min(1, 'Enter the tax ID.').max(50),
});
export type TaxId = z.infer<typeof TaxIdSchema>;

/** Billing details of the customer. */
export const BillingCustomerSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name to invoice.').max(200),
  email: z.string().trim().email('Enter a valid email address.').max(254),
  address: BillingAddressSchema,
  /** Optional: at most one. */
  taxIds: z.array(TaxIdSchema).max(1),
});
export type BillingCustomer = z.infer<typeof BillingCustomerSchema>;

/** `PUT /api/v2/billing/customer` body. */
export const UpdateBillingCustomerRequestSchema = BillingCustomerSchema;
export type UpdateBillingCustomerRequest = z.infer<typeof UpdateBillingCustomerRequestSchema>;

/** The user's subscription as StackLens last heard from Stripe. */
export const BillingSubscriptionSchema = z.object({
  plan: PaidPlanSchema,
  /** Stripe's subscription status (active, past_due, canceled, incomplete, unpaid…). */
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSubscription = z.infer<typeof BillingSubscriptionSchema>;

/** `GET /api/v2/billing`. */
export const BillingOverviewSchema = z.object({
  /** Whether billing is configured on this server (no Stripe key → off). */
  enabled: z.boolean(),
  /** Stripe.js publishable key, null when billing is off. */
  publishableKey: z.string().nullable(),
  plan: z.enum(['free', 'paid']),
  isCustomer: z.boolean(),
  customer: BillingCustomerSchema.nullable(),
  subscription: BillingSubscriptionSchema.nullable(),
  usage: z.object({
    used: z.number().int(),
    /** Free analyses of the month (used or not). */
    free: z.number().int(),
    /** Analyses of the month billed as meter events (Pay as you go). */
    billable: z.number().int(),
    estimatedAmount: MoneySchema,
  }),
  prices: z.object({
    currency: z.string(),
    payAsYouGoUnitAmountDecimal: z.string(),
    proMonthlyAmount: z.number().int(),
  }),
});
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

/** `POST /api/v2/billing/setup-intent` answer: Stripe Elements confirms it with the card. */
export const SetupIntentResponseSchema = z.object({ clientSecret: z.string() });
export type SetupIntentResponse = z.infer<typeof SetupIntentResponseSchema>;

/** `POST /api/v2/billing/subscription` body ("Activate now", or switch plan). */
export const SubscribeRequestSchema = z.object({
  plan: PaidPlanSchema,
  /** A card attached by a confirmed SetupIntent, or one of the customer's saved cards. */
  paymentMethodId: z
    .string()
    .trim()
    .regex(/^pm_\w+$/, 'Choose a card.')
    .optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/** A saved card. */
export const PaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  name: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = z.object({ items: z.array(PaymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/** An invoice as Stripe issued it. */
export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** draft, open, paid, uncollectible, void. */
  status: z.string().nullable(),
  total: MoneySchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  invoicePdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicePageSchema = pageSchema(InvoiceSchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** Stable problem codes of the billing endpoints. */
export const BillingProblemCode = {
  BillingDisabled: 'billing-disabled',
  CustomerRequired: 'customer-required',
  PaymentMethodRequired: 'payment-method-required',
  PaymentMethodNotFound: 'payment-method-not-found',
  CardDeclined: 'card-declined',
  InvalidTaxId: 'invalid-tax-id',
  SubscriptionNotFound: 'subscription-not-found',
  AlreadySubscribed: 'already-subscribed',
  PaymentProviderError: 'payment-provider-error',
  InvalidWebhookSignature: 'invalid-webhook-signature',
  /** Stripe could not be reached while closing the account's billing (account deletion): nothing was deleted. */
  BillingUnavailable: 'billing-unavailable',
} as const;
