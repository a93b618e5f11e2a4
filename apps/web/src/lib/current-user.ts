import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@yonder/contract/auth';
import { api } from './api-client';

/** Marks a query whose data belongs to the signed-in person: it is dropped when the session ends. */
export const PERSONAL_QUERY = { isPersonal: true } as const;

export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  // A token restored from storage may have expired meanwhile: renew it first rather than be signed out by a 401.
  const { ensureFreshToken } = await import('./token-refresh');
  await ensureFreshToken();
  const answer = await api.get<{ data: AuthUser }>('/api/v1/auth/me', { signal });
  return answer.data;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    meta: PERSONAL_QUERY,
  });

/** What the interface calls the person: their name, else their e-mail. */
export const displayName = (user: Pick<AuthUser, 'name' | 'username' | 'email'>) =>
  user.name || user.username || user.email;
