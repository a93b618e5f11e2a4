import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { JobListItem, JobSearchResult } from '@yonder/contract/jobs';
import { useEffect, useState } from 'react';
import { api } from '#lib/api-client.ts';

export const PREVIEW_JOBS_COUNT = 6;

export async function getPreviewJobs(signal?: AbortSignal): Promise<JobListItem[]> {
  const answer = await api.get<{ data: JobSearchResult }>('/api/v1/jobs/getAllJobs', {
    query: { page: 1, page_size: PREVIEW_JOBS_COUNT, sort: 'newest' },
    signal,
  });
  return answer.data.items.slice(0, PREVIEW_JOBS_COUNT);
}

export const previewJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'landing-preview'],
    queryFn: ({ signal }) => getPreviewJobs(signal),
    // The sample jobs stay while this is on its way or fails; retrying would only delay that.
    retry: false,
    staleTime: 5 * 60_000,
  });

/**
 * The newest jobs, asked for once the live page has rendered (the prerender runs no effects),
 * so the first paint waits for nothing. Through the query client rather than `useQuery`: the
 * landing page's scripts stay without the query observer. Null until they are there; a failure
 * leaves it null.
 */
export function usePreviewJobs(): JobListItem[] | null {
  const queryClient = useQueryClient();
  const options = previewJobsQueryOptions();
  const [jobs, setJobs] = useState(() => queryClient.getQueryData(options.queryKey) ?? null);
  useEffect(() => {
    let isActive = true;
    queryClient.fetchQuery(previewJobsQueryOptions()).then(
      (items) => isActive && setJobs(items),
      () => {},
    );
    return () => {
      isActive = false;
    };
  }, [queryClient]);
  return jobs;
}
