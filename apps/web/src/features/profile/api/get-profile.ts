import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@yonder/contract/profile';
import { useIsSignedIn } from '@/hooks/use-is-signed-in';
import { api } from '@/lib/api-client';
import { PERSONAL_QUERY } from '@/lib/current-user';

export async function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  return (await api.get<{ data: ProfileView }>('/api/v1/profile', { signal })).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
    meta: PERSONAL_QUERY,
    // A refetch behind an open drawer would move the version under its edits.
    refetchOnWindowFocus: false,
  });

export function useProfile() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}
