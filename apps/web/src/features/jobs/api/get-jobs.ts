import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchResult } from '@yonder/contract/jobs';
import { api } from '#lib/api-client.ts';
import type { JobsQuery } from '../utils/search-state';

export async function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobSearchResult> {
  const answer = await api.get<{ data: JobSearchResult }>('/api/v1/jobs/getAllJobs', {
    query,
    signal,
  });
  return answer.data;
}

export const jobsQueryOptions = (query: JobsQuery) =>
  queryOptions({
    queryKey: ['jobs', 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads: nothing jumps.
    placeholderData: keepPreviousData,
  });

export const useJobs = (query: JobsQuery) => useQuery(jobsQueryOptions(query));
