import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyseResume, ResumeAnalysis } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { resumeAnalysisQueryOptions } from './get-resume-analysis';
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
    onSuccess: ({ available_credits: _credits, ...stored }, { id }) => {
      // The new result is the stored one now; the list shows each resume's last score.
      queryClient.setQueryData(resumeAnalysisQueryOptions(id).queryKey, stored);
      return queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey });
    },
  });
}
