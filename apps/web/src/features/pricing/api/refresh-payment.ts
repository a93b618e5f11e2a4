import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@yonder/contract/payments';
import { api } from '#lib/api-client.ts';
import { checkoutStatusQueryOptions } from './get-checkout-status';

/** Asks the server to read the pending Checkout Session back from Stripe now. */
export const refreshPayment = async () =>
  (await api.post<{ data: Subscription }>('/api/v1/payments/refresh')).data;

export function useRefreshPayment(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPayment,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: checkoutStatusQueryOptions(sessionId).queryKey }),
  });
}
