import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resumeQueryOptions } from './get-resume';
import { resumesQueryOptions } from './get-resumes';

export const deleteResume = (id: string) =>
  api.delete<unknown>(`/api/v1/resumes/${encodeURIComponent(id)}`);

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: resumeQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey });
    },
  });
}
