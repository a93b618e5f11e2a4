import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchParams, SavedSearch } from '@yonder/contract/saved-searches';
import { api } from '#lib/api-client.ts';
import { savedSearchesQueryOptions } from './get-saved-searches';

export async function createSavedSearch(input: CreateSavedSearchParams): Promise<SavedSearch> {
  return (await api.post<{ data: SavedSearch }>('/api/v1/saved-searches', input)).data;
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
