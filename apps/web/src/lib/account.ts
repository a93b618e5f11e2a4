import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@yonder/contract/account';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getAccount(signal?: AbortSignal): Promise<Account> {
  return (await api.get<{ data: Account }>('/api/v1/account', { signal })).data;
}

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: ({ signal }) => getAccount(signal),
    meta: PERSONAL_QUERY,
  });

/** Asked for only while signed in: when the session ends, its removed cache entry is not fetched again. */
export function useAccount() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...accountQueryOptions(), enabled: isSignedIn });
}
