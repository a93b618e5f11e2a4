import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtensionConnection } from '@yonder/contract/extension';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

const BASE = '/api/v1/extension/connections';

export const extensionConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['extension-connections'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ExtensionConnection[] }>(BASE, { signal })).data,
    meta: PERSONAL_QUERY,
  });

/** Asked for only while signed in: a sign-out in another tab must not send a stale token. */
export function useExtensionConnections() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...extensionConnectionsQueryOptions(), enabled: isSignedIn });
}

/** Revokes a connected extension: its tokens stop at its next request. */
export function useRevokeExtensionConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${BASE}/${encodeURIComponent(id)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: extensionConnectionsQueryOptions().queryKey }),
  });
}
