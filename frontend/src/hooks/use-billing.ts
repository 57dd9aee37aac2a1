import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingCustomer,
  BillingOverview,
  InvoicePage,
  PaymentMethodList,
  SubscribeRequest,
  UpdateBillingCustomerRequest,
} from '@stacklens/contracts';
import {
  cancelSubscription,
  getBilling,
  getInvoices,
  getPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  subscribe,
  updateBillingCustomer,
} from '../api/billing';
import type { ProblemError } from '../api/client';
import { queryKeys } from './query-keys';
import { loadPage } from '../lib/table-pagination';

/** The billing overview of the signed-in user. */
export function useGetBilling() {
  return useQuery<BillingOverview, ProblemError>({
    queryKey: queryKeys.billing,
    queryFn: ({ signal }) => getBilling(signal),
    retry: 1,
  });
}

/** The customer's saved cards (only fetched when `enabled`, e.g. for customers). */
export function useGetPaymentMethods(enabled = true) {
  return useQuery<PaymentMethodList, ProblemError>({
    queryKey: queryKeys.paymentMethods,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    enabled,
    retry: 1,
  });
}

/** A page of invoices. */
export function useGetInvoices(page: number, pageSize: number) {
  return useQuery<InvoicePage, ProblemError>({
    queryKey: queryKeys.invoices(page, pageSize),
    queryFn: ({ signal }) => loadPage((p, size) => getInvoices(p, size, signal), page, pageSize),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/**
 * The billing mutations (billing details, subscribe/switch/resume, cancel, cards): each refreshes the billing data
 * and the user (plan, isCustomer, quota).
 */
export function useBillingActions() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true }),
    ]);
  };
  return {
    saveCustomer: useMutation<BillingCustomer, ProblemError, UpdateBillingCustomerRequest>({
      mutationFn: updateBillingCustomer,
      onSuccess: refresh,
    }),
    subscribe: useMutation<BillingOverview, ProblemError, SubscribeRequest>({
      mutationFn: subscribe,
      onSuccess: refresh,
    }),
    cancel: useMutation<BillingOverview, ProblemError, void>({
      mutationFn: cancelSubscription,
      onSuccess: refresh,
    }),
    setDefault: useMutation<PaymentMethodList, ProblemError, string>({
      mutationFn: setDefaultPaymentMethod,
      onSuccess: refresh,
    }),
    remove: useMutation<PaymentMethodList, ProblemError, string>({
      mutationFn: removePaymentMethod,
      onSuccess: refresh,
    }),
  };
}
