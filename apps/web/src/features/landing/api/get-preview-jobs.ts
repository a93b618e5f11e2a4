import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PREVIEW_JOBS_COUNT = 6;

export type PreviewJob = {
  id: string | number;
  title: string;
  company_name: string;
  company_logo_url: string | null;
  location: string | null;
  salary_min: number | null;
  salary_max: number | null;
  currency: string | null;
  posted_date: string | null;
  skills: string[] | null;
};

type JobsAnswer = { data?: { items?: PreviewJob[] } };

export async function getPreviewJobs(signal?: AbortSignal): Promise<PreviewJob[]> {
  const answer = await api.get<JobsAnswer>('/api/v1/jobs/getAllJobs', {
    query: { page: 1, page_size: PREVIEW_JOBS_COUNT },
    signal,
  });
  return (answer?.data?.items ?? []).slice(0, PREVIEW_JOBS_COUNT);
}

export const previewJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'landing-preview'],
    queryFn: ({ signal }) => getPreviewJobs(signal),
    // The landing falls back to sample jobs at once; retrying would only delay that.
    retry: false,
    staleTime: 5 * 60_000,
  });

export const usePreviewJobs = () => useQuery(previewJobsQueryOptions());
