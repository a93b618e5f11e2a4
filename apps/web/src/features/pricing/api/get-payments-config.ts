import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@yonder/contract/payments';
import { api } from '#lib/api-client.ts';

export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return (await api.get<{ data: PaymentsConfig }>('/api/v1/payments/config', { signal })).data;
}

/** Whether this server takes payments; the same for everyone, so it is kept for the session. */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
