import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobMatchResult } from '@yonder/contract/matching';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

export async function getJobMatch(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ data: JobMatchResult }>(
    `/api/v1/jobs/${encodeURIComponent(id)}/match`,
    { signal },
  );
  return answer.data;
}

export const jobMatchQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: ['matches', 'job', language, id],
    queryFn: ({ signal }) => getJobMatch(id, signal),
    meta: PRIMARY_RESUME_QUERY,
  });

export const useJobMatch = (id: string, language: string, isEnabled = true) =>
  useQuery({ ...jobMatchQueryOptions(id, language), enabled: isEnabled });
