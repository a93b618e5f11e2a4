import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@yonder/contract/dashboard';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getActivity(cursor: string | null, signal?: AbortSignal) {
  return (
    await api.get<{ data: ActivityPage }>('/api/v1/dashboard/activity', {
      signal,
      query: cursor ? { cursor } : {},
    })
  ).data;
}

export const activityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['dashboard', 'activity'],
    queryFn: ({ pageParam, signal }) => getActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: PERSONAL_QUERY,
  });

/** The recent activity, 20 at a time ("load more" reads the next page). */
export function useActivity() {
  const isSignedIn = useIsSignedIn();
  return useInfiniteQuery({ ...activityQueryOptions(), enabled: isSignedIn });
}
