import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferences } from '@yonder/contract/dashboard';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

const URL = '/api/v1/account/preferences';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'preferences'],
    queryFn: async ({ signal }) => (await api.get<{ data: Preferences }>(URL, { signal })).data,
    meta: PERSONAL_QUERY,
  });

/** The mail preferences, asked for once the tab is shown. */
export function usePreferences({ isActive }: { isActive: boolean }) {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...preferencesQueryOptions(), enabled: isSignedIn && isActive });
}

/** Shows the change at once and puts the old value back when the server refuses it. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQueryOptions();
  return useMutation({
    mutationFn: async (input: UpdatePreferences) =>
      await api.patch<{ data: Preferences; message: string }>(URL, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.data),
  });
}
