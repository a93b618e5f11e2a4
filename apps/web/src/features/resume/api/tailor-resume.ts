import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TailorResult } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { resumesQueryOptions } from './get-resumes';

/** Makes a tailored copy of the resume for the job; the original is left as it is. */
export const tailorResume = async ({ id, jobId }: { id: string; jobId: string }) =>
  (
    await api.post<{ data: TailorResult }>(`/api/v1/resumes/${encodeURIComponent(id)}/tailor`, {
      job_id: jobId,
    })
  ).data;

export function useTailorResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tailorResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey }),
  });
}
