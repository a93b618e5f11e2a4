import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@yonder/contract/profile';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

export async function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  return (await api.get<{ data: ProfileView }>('/api/v1/profile', { signal })).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
    meta: PRIMARY_RESUME_QUERY,
  });

/**
 * The profile, read again when the tab comes back to the front (the extension may have saved an
 * answer meanwhile), except while it is being edited: that would move the version under the edits.
 */
export function useProfile({ isEditing }: { isEditing: boolean }) {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    ...profileQueryOptions(),
    enabled: isSignedIn,
    refetchOnWindowFocus: isEditing ? false : 'always',
  });
}
