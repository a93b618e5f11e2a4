import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyseResume, ResumeAnalysis } from '@yonder/contract/resumes';
import { api } from '@/lib/api-client';
import { resumesQueryOptions } from './get-resumes';

export const analyseResume = async ({ id, ...body }: AnalyseResume & { id: string }) =>
  (
    await api.post<{ data: ResumeAnalysis }>(
      `/api/v1/resumes/${encodeURIComponent(id)}/analysis`,
      body,
    )
  ).data;

export function useAnalyseResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseResume,
    // The list shows each resume's last score.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey }),
  });
}
