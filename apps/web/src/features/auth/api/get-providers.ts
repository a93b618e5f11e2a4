import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@yonder/contract/auth';
import { api } from '#lib/api-client.ts';

export async function getProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return (await api.get<{ data: AuthProviders }>('/api/v1/auth/providers', { signal })).data;
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Infinity,
  });

export const useAuthProviders = () => useQuery(providersQueryOptions());
