import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteJobs } from '@yonder/contract/jobs';
import type { ResumeList } from '@yonder/contract/resumes';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

/** Same keys as the resume and jobs features: one cache entry, whoever asks. */
const resumesQuery = () =>
  queryOptions({
    queryKey: ['resumes', 'list'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ResumeList }>('/api/v1/resumes', { signal })).data,
    meta: PERSONAL_QUERY,
  });

const savedJobsQuery = () =>
  queryOptions({
    queryKey: ['jobs', 'favorites'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: FavoriteJobs }>('/api/v1/jobs/favorites', { signal })).data,
    meta: PERSONAL_QUERY,
  });

/** The resumes a letter can be written from. */
export function useLetterResumes() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...resumesQuery(), enabled: isSignedIn });
}

/** The saved catalogue jobs a letter can be written for. */
export function useLetterJobs() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...savedJobsQuery(), enabled: isSignedIn });
}
