import type { Meta } from '@yonder/contract/meta';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getMeta(signal?: AbortSignal): Promise<Meta> {
  return (await api.get<{ data: Meta }>('/api/v1/meta', { signal })).data;
}

export const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => getMeta(signal),
    staleTime: Infinity,
  });

/** The support address this deployment is configured with (SUPPORT_EMAIL), once known. */
export function useSupportEmail(): string | undefined {
  return useQuery(metaQueryOptions()).data?.support_email;
}
