import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacyOverview } from '@yonder/contract/privacy';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getPrivacy(signal?: AbortSignal): Promise<PrivacyOverview> {
  return (await api.get<{ data: PrivacyOverview }>('/api/v1/account/privacy', { signal })).data;
}

export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'privacy'],
    queryFn: ({ signal }) => getPrivacy(signal),
    meta: PERSONAL_QUERY,
  });

/** The latest export and how a deletion is confirmed; asked again every few seconds while an export is being built. */
export function usePrivacy({ isActive }: { isActive: boolean }) {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    ...privacyQueryOptions(),
    enabled: isSignedIn && isActive,
    refetchInterval: (query) =>
      query.state.data?.latest_export?.status === 'pending' ? 3000 : false,
  });
}
