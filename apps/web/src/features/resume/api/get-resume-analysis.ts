import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredResumeAnalysis } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getResumeAnalysis(
  id: string,
  signal?: AbortSignal,
): Promise<StoredResumeAnalysis | null> {
  return (
    await api.get<{ data: StoredResumeAnalysis | null }>(
      `/api/v1/resumes/${encodeURIComponent(id)}/analysis`,
      { signal },
    )
  ).data;
}

/** The resume's last analysis: reading it is free, so reopening the tab shows it again. */
export const resumeAnalysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['resumes', 'analysis', id],
    queryFn: ({ signal }) => getResumeAnalysis(id, signal),
    meta: PERSONAL_QUERY,
  });

export function useResumeAnalysis(id: string) {
  return useQuery(resumeAnalysisQueryOptions(id));
}
