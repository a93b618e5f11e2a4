import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@yonder/contract/users';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

/** Spec section 7: the users list, asked for one's own id; its first item fills the settings form. */
export async function getUserRecord(
  userId: string,
  signal?: AbortSignal,
): Promise<UserRecord | null> {
  const answer = await api.get<{ data: UserRecord[] }>('/api/v1/users/', {
    query: { user_id: userId },
    signal,
  });
  return answer.data[0] ?? null;
}

export const userRecordQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId],
    queryFn: ({ signal }) => getUserRecord(userId, signal),
    meta: PERSONAL_QUERY,
  });

export function useUserRecord(userId: string | undefined) {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    ...userRecordQueryOptions(userId ?? ''),
    enabled: isSignedIn && Boolean(userId),
  });
}
