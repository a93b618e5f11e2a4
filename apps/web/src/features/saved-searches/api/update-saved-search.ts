import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, UpdateSavedSearch } from '@yonder/contract/saved-searches';
import { api } from '#lib/api-client.ts';
import { savedSearchesQueryOptions } from './get-saved-searches';

export async function updateSavedSearch({
  id,
  ...changes
}: UpdateSavedSearch & { id: string }): Promise<SavedSearch> {
  const path = `/api/v1/saved-searches/${encodeURIComponent(id)}`;
  return (await api.patch<{ data: SavedSearch }>(path, changes)).data;
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
