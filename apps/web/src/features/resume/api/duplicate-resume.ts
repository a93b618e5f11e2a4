import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { resumesQueryOptions } from './get-resumes';

export const duplicateResume = async ({ id, title }: { id: string; title?: string }) =>
  (
    await api.post<{ data: { id: string } }>(
      `/api/v1/resumes/${encodeURIComponent(id)}/duplicate`,
      title ? { title } : {},
    )
  ).data;

export function useDuplicateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey }),
  });
}
