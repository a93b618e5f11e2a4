import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Onboarding, UpdateOnboarding } from '@yonder/contract/onboarding';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';

const KEY = ['onboarding'] as const;

export async function getOnboarding(signal?: AbortSignal): Promise<Onboarding> {
  return (await api.get<{ data: Onboarding }>('/api/v1/onboarding', { signal })).data;
}

/** Where the signed-in person is in the onboarding (null status: an account older than it). */
export function useOnboarding() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => getOnboarding(signal),
    enabled: isSignedIn,
  });
}

export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateOnboarding) =>
      (await api.put<{ data: Onboarding }>('/api/v1/onboarding', input)).data,
    onSuccess: (onboarding) => queryClient.setQueryData(KEY, onboarding),
  });
}
