import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutStatus } from '@yonder/contract/payments';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export const CHECKOUT_POLL_MS = 2000;

export async function getCheckoutStatus(id: string, signal?: AbortSignal) {
  const path = `/api/v1/payments/checkout/${encodeURIComponent(id)}`;
  return (await api.get<{ data: CheckoutStatus }>(path, { signal })).data;
}

export const checkoutStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payments', 'checkout', id],
    queryFn: ({ signal }) => getCheckoutStatus(id, signal),
    meta: PERSONAL_QUERY,
  });

/** Asks the server every two seconds while the payment is pending: the server alone grants. */
export function useCheckoutStatus(id: string | null, isEnabled: boolean) {
  return useQuery({
    ...checkoutStatusQueryOptions(id ?? ''),
    enabled: Boolean(id) && isEnabled,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data === undefined
        ? CHECKOUT_POLL_MS
        : false,
  });
}
