import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralOverview } from '@yonder/contract/referrals';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getReferral(signal?: AbortSignal): Promise<ReferralOverview> {
  return (await api.get<{ data: ReferralOverview }>('/api/v1/referrals', { signal })).data;
}

export const referralQueryOptions = () =>
  queryOptions({
    queryKey: ['referral'],
    queryFn: ({ signal }) => getReferral(signal),
    meta: PERSONAL_QUERY,
  });

export function useReferral() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...referralQueryOptions(), enabled: isSignedIn });
}
