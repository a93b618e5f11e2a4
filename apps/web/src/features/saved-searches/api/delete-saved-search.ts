import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { savedSearchesQueryOptions } from './get-saved-searches';

export const deleteSavedSearch = (id: string) =>
  api.delete<unknown>(`/api/v1/saved-searches/${encodeURIComponent(id)}`);

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
