import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteJobs } from '@yonder/contract/jobs';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getFavorites(signal?: AbortSignal): Promise<FavoriteJobs> {
  return (await api.get<{ data: FavoriteJobs }>('/api/v1/jobs/favorites', { signal })).data;
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'favorites'],
    queryFn: ({ signal }) => getFavorites(signal),
    meta: PERSONAL_QUERY,
  });

/** The signed-in person's saved jobs; nothing is asked for while signed out. */
export function useFavorites() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...favoritesQueryOptions(), enabled: isSignedIn });
}
