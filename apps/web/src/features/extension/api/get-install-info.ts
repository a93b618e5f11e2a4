import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meta } from '@yonder/contract/meta';
import { api } from '#lib/api-client.ts';

export const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: async ({ signal }) => (await api.get<{ data: Meta }>('/api/v1/meta', { signal })).data,
    staleTime: Infinity,
  });

/** The store listing this deployment names (EXTENSION_STORE_URL), null for the download. */
export function useInstallInfo() {
  return useQuery(metaQueryOptions());
}
