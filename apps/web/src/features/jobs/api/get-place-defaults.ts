import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@yonder/contract/profile';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';

/** Where a signed-in person can be hired from, as their profile says: "open to me" starts there. */
export type PlaceDefaults = { country: string | null; timeZone: string | null };

/**
 * The countries and time zone a signed-in user set (the profile's query, shared with the profile
 * page's cache); a guest has none.
 */
export function usePlaceDefaults(): PlaceDefaults {
  const isSignedIn = useIsSignedIn();
  const { data } = useQuery({
    queryKey: ['profile'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ProfileView }>('/api/v1/profile', { signal })).data,
    enabled: isSignedIn,
    staleTime: 60_000,
  });
  const profile = data?.profile;
  return {
    country: profile?.preferences.workCountries[0] ?? null,
    timeZone: profile?.contact.timeZone || null,
  };
}
