import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

/** Shown until the server tells us its configured SUPPORT_EMAIL. */
export const FALLBACK_SUPPORT_EMAIL = 'support@yonder.work';

export type Meta = { support_email: string };

export async function getMeta(signal?: AbortSignal): Promise<Meta> {
  const answer = await api.get<{ data: Meta }>('/api/v1/meta', { signal });
  return answer.data;
}

export const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => getMeta(signal),
    staleTime: Infinity,
    retry: false,
  });

export function useSupportEmail(): string {
  const { data } = useQuery(metaQueryOptions());
  return data?.support_email || FALLBACK_SUPPORT_EMAIL;
}
