import { useEffect, useState, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { createSetupIntent } from '../../api/billing';
import { isProblemError } from '../../api/client';

/** The billing messages shown to the user. */
export const BILLING_MESSAGES = Object.freeze({
  nameOnCardRequired: 'Name on card is required.',
  cardDeclined: 'Your card was declined.',
  unexpected: 'An unexpected error occurred. Please try again.',
});

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once per page (in the browser only). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** Provides Stripe Elements to `children` once Stripe.js is loaded (after mounting: never during a server render). */
export function StripeProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  useEffect(() => setStripe(stripeFor(publishableKey)), [publishableKey]);
  if (!stripe) return null;
  return <Elements stripe={stripe}>{children}</Elements>;
}

/** The user-facing message of a failed card step: the decline message, or the unexpected-error one. */
export function cardErrorMessage(error: unknown): string {
  if (isProblemError(error))
    return error.code === 'card-declined' ? BILLING_MESSAGES.cardDeclined : error.message;
  const stripeError = error as { type?: string; code?: string; message?: string } | null;
  if (stripeError?.code === 'card_declined') return BILLING_MESSAGES.cardDeclined;
  if (stripeError?.type === 'card_error' || stripeError?.type === 'validation_error') {
    return stripeError.message ?? BILLING_MESSAGES.unexpected;
  }
  return BILLING_MESSAGES.unexpected;
}

/**
 * Saves the card typed in the {@link CardFields} of the same Elements: a SetupIntent from the API, confirmed by
 * Stripe.js with the card and the name on it. @returns the new payment method id
 * @throws the Stripe.js error (declined, invalid) or the API's problem
 */
export function useSaveCard(): (nameOnCard: string) => Promise<string> {
  const stripe = useStripe();
  const elements = useElements();
  return async (nameOnCard) => {
    const card = elements?.getElement(CardElement) as StripeCardElement | null | undefined;
    if (!stripe || !card) throw new Error('Stripe.js is not loaded.');
    const { clientSecret } = await createSetupIntent();
    const result = await stripe.confirmCardSetup(clientSecret, {
      payment_method: { card, billing_details: { name: nameOnCard } },
    });
    if (result.error) throw result.error;
    const method = result.setupIntent?.payment_method;
    const id = typeof method === 'string' ? method : method?.id;
    if (!id) throw new Error('Stripe did not return the card.');
    return id;
  };
}

/** Name on card (required) and the Stripe card field, inside an antd Form. */
export function CardFields() {
  return (
    <>
      <Form.Item
        label="Name on card"
        name="nameOnCard"
        rules={[{ required: true, whitespace: true, message: BILLING_MESSAGES.nameOnCardRequired }]}
      >
        <Input autoComplete="cc-name" maxLength={100} />
      </Form.Item>
      <Form.Item label="Card" required>
        <div className="sl-card-element" data-testid="card-element">
          <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
        </div>
      </Form.Item>
    </>
  );
}
