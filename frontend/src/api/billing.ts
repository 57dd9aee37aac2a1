import type {
  BillingCustomer,
  BillingOverview,
  InvoicePage,
  PaymentMethodList,
  SetupIntentResponse,
  SubscribeRequest,
  UpdateBillingCustomerRequest,
} from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v2/billing`: plan, billing details, subscription, usage and the estimated charge. */
export function getBilling(signal?: AbortSignal): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/v2/billing', { signal });
}

/** `PUT /api/v2/billing/customer`: billing details (the Stripe customer is created on first use). */
export function updateBillingCustomer(body: UpdateBillingCustomerRequest): Promise<BillingCustomer> {
  return apiRequest<BillingCustomer>('/api/v2/billing/customer', { method: 'PUT', body });
}

/** `POST /api/v2/billing/setup-intent`: the client secret Stripe Elements confirms a new card with. */
export function createSetupIntent(): Promise<SetupIntentResponse> {
  return apiRequest<SetupIntentResponse>('/api/v2/billing/setup-intent', { method: 'POST' });
}

/** `POST /api/v2/billing/subscription`: activate, switch or resume a paid plan. */
export function subscribe(body: SubscribeRequest): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/v2/billing/subscription', { method: 'POST', body });
}

/** `DELETE /api/v2/billing/subscription`: cancel at the end of the period. */
export function cancelSubscription(): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('/api/v2/billing/subscription', { method: 'DELETE' });
}

/** `GET /api/v2/billing/payment-methods`. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodList> {
  return apiRequest<PaymentMethodList>('/api/v2/billing/payment-methods', { signal });
}

/** `POST /api/v2/billing/payment-methods/{id}/default`. */
export function setDefaultPaymentMethod(id: string): Promise<PaymentMethodList> {
  return apiRequest<PaymentMethodList>(`/api/v2/billing/payment-methods/${encodeURIComponent(id)}/default`, {
    method: 'POST',
  });
}

/** `DELETE /api/v2/billing/payment-methods/{id}`. */
export function removePaymentMethod(id: string): Promise<PaymentMethodList> {
  return apiRequest<PaymentMethodList>(`/api/v2/billing/payment-methods/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** `GET /api/v2/billing/invoices?page=&pageSize=`. */
export function getInvoices(page: number, pageSize: number, signal?: AbortSignal): Promise<InvoicePage> {
  return apiRequest<InvoicePage>('/api/v2/billing/invoices', { query: { page, pageSize }, signal });
}
