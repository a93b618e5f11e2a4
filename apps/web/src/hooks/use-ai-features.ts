import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meta } from '@yonder/contract/meta';
import { api } from '#lib/api-client.ts';

export type AiFeatures = Meta['ai_features'];

const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: async ({ signal }) => (await api.get<{ data: Meta }>('/api/v1/meta', { signal })).data,
    staleTime: Infinity,
  });

/**
 * The AI actions this server can do (`/api/v1/meta`), so an action it cannot do is shown as
 * unavailable, with the reason, before anyone clicks; undefined until known.
 */
export function useAiFeatures(): AiFeatures | undefined {
  return useQuery(metaQueryOptions()).data?.ai_features;
}
