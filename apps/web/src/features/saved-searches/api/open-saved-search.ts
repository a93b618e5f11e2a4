import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@yonder/contract/saved-searches';
import { api } from '#lib/api-client.ts';
import { savedSearchesQueryOptions } from './get-saved-searches';

/** Marks the saved search opened (its "new" count starts again) and answers its query. */
export async function openSavedSearch(id: string): Promise<SavedSearch> {
  const path = `/api/v1/saved-searches/${encodeURIComponent(id)}/open`;
  return (await api.post<{ data: SavedSearch }>(path)).data;
}

export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSavedSearch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
