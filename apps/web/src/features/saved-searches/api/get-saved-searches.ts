import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearchList } from '@yonder/contract/saved-searches';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return (await api.get<{ data: SavedSearchList }>('/api/v1/saved-searches', { signal })).data;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: ['saved-searches'],
    queryFn: ({ signal }) => getSavedSearches(signal),
    meta: PERSONAL_QUERY,
  });

/** The signed-in person's saved searches with their new-job counts; nothing while signed out. */
export function useSavedSearches() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...savedSearchesQueryOptions(), enabled: isSignedIn });
}
