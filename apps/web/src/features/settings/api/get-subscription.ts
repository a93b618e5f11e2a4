import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@yonder/contract/payments';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return (await api.get<{ data: Subscription }>('/api/v1/payments', { signal })).data;
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'subscription'],
    queryFn: ({ signal }) => getSubscription(signal),
    meta: PERSONAL_QUERY,
  });

export function useSubscription() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...subscriptionQueryOptions(), enabled: isSignedIn });
}
