import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeDeleted } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { refreshPrimaryResumeQueries } from '#lib/primary-resume.ts';
import { resumeQueryOptions } from './get-resume';

/** Deletes a resume; the answer names the resume that became primary, if the deleted one was. */
export const deleteResume = async (id: string) =>
  (await api.delete<{ data: ResumeDeleted }>(`/api/v1/resumes/${encodeURIComponent(id)}`)).data;

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: resumeQueryOptions(id).queryKey });
      // The list, and what reads the primary resume: a successor may have become primary.
      await refreshPrimaryResumeQueries(queryClient);
    },
  });
}
