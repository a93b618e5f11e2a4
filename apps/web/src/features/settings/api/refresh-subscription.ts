import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@yonder/contract/payments';
import { api } from '#lib/api-client.ts';
import { accountQueryOptions } from '#lib/account.ts';
import { subscriptionQueryOptions } from './get-subscription';

/** The refresh action: the server asks Stripe about the last pending payment, then answers the plan. */
export const refreshSubscription = async () =>
  (await api.post<{ data: Subscription }>('/api/v1/payments/refresh')).data;

export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscription,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription);
      await queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
    },
  });
}
