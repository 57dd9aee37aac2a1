import Stripe from 'stripe';
import type { AppConfig } from '../../config/config';

/** Injection token of the Stripe client (null when billing is off: no STRIPE_SECRET_KEY). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The Stripe SDK client, or null when billing is off. */
export type StripeClient = Stripe | null;

/**
 * The official SDK configured from the validated config: the host, port and protocol come from STRIPE_API_URL
 * (Stripe's by default; tests point it at a local server that speaks Stripe's wire format). The SDK pins its API
 * version; network failures are retried twice with its own idempotency keys.
 */
export function createStripeClient(config: AppConfig['stripe']): StripeClient {
  if (!config.enabled) return null;
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'StackLens' },
  });
}
