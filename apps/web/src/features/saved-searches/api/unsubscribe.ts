import { useMutation } from '@tanstack/react-query';
import type { Unsubscribed } from '@yonder/contract/saved-searches';
import { api } from '@/lib/api-client';

/** The one-click unsubscribe of an alert mail: its signed token is all it needs, no session. */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  return (
    await api.post<{ data: Unsubscribed }>('/api/v1/saved-searches/unsubscribe', undefined, {
      query: { token },
      isSessionless: true,
    })
  ).data;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
