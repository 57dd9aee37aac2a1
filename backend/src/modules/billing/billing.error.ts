import { BillingProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link BillingError}. */
export const BillingErrorCode = BillingProblemCode;
export type BillingErrorCode = (typeof BillingErrorCode)[keyof typeof BillingErrorCode];

const STATUS: Record<BillingErrorCode, { status: number; title: string; detail: string }> = {
  'billing-disabled': {
    status: 503,
    title: 'Billing is not available',
    detail: 'Payments are not set up on this server yet.',
  },
  'customer-required': {
    status: 409,
    title: 'Billing details required',
    detail: 'Enter your billing details first.',
  },
  'payment-method-required': {
    status: 400,
    title: 'Card required',
    detail: 'Add a card or choose one of your saved cards.',
  },
  'payment-method-not-found': {
    status: 404,
    title: 'Card not found',
    detail: 'There is no such card on your account.',
  },
  'card-declined': { status: 402, title: 'Card declined', detail: 'Your card was declined.' },
  'invalid-tax-id': {
    status: 400,
    title: 'Invalid tax ID',
    detail: 'This tax ID is not valid for its type.',
  },
  'subscription-not-found': {
    status: 404,
    title: 'No subscription',
    detail: 'You have no active subscription.',
  },
  'already-subscribed': {
    status: 409,
    title: 'Already subscribed',
    detail: 'You already have this plan.',
  },
  'payment-provider-error': {
    status: 502,
    title: 'Payment provider error',
    detail: 'An unexpected error occurred with our payment provider. Please try again.',
  },
  'invalid-webhook-signature': {
    status: 400,
    title: 'Invalid signature',
    detail: 'The Stripe-Signature header does not match the payload.',
  },
  'billing-unavailable': {
    status: 503,
    title: 'Payment provider unavailable',
    detail:
      'Your subscription and outstanding usage could not be settled with our payment provider, so nothing was deleted. Please try again in a few minutes.',
  },
};

/** The billing module's error. */
export class BillingError extends ProblemError {
  constructor(code: BillingErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
