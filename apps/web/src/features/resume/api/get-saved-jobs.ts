import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteJobs } from '@yonder/contract/jobs';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getSavedJobs(signal?: AbortSignal): Promise<FavoriteJobs> {
  return (await api.get<{ data: FavoriteJobs }>('/api/v1/jobs/favorites', { signal })).data;
}

/** Same key as the jobs feature's favourites: one cache entry, whoever asks. */
export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'favorites'],
    queryFn: ({ signal }) => getSavedJobs(signal),
    meta: PERSONAL_QUERY,
  });

/** The jobs to analyse against; asked for only when the person chooses "a saved job". */
export function useSavedJobs(isWanted: boolean) {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...savedJobsQueryOptions(), enabled: isSignedIn && isWanted });
}
