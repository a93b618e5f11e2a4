import { useMutation } from '@tanstack/react-query';
import type { Unsubscribed } from '@yonder/contract/saved-searches';
import { api } from '#lib/api-client.ts';

/** The one-click unsubscribe of an alert mail: its signed token is all it needs, no session. */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  return (
    await api.post<{ data: Unsubscribed }>('/api/v1/saved-searches/unsubscribe', undefined, {
      query: { token },
      isSessionless: true,
    })
  ).data;
}

/** The one-click unsubscribe of the daily next-steps mail (its token names the person). */
export async function unsubscribeNextSteps(token: string): Promise<{ language: string }> {
  return (
    await api.post<{ data: { language: string } }>(
      '/api/v1/dashboard/next-steps/unsubscribe',
      undefined,
      { query: { token }, isSessionless: true },
    )
  ).data;
}

/** Which list the link is from: a saved search's alert (the default) or the next-steps mail. */
export type UnsubscribeList = 'alerts' | 'next-steps';

export const useUnsubscribe = (list: UnsubscribeList = 'alerts') =>
  useMutation({
    mutationFn: async (token: string): Promise<{ name: string }> =>
      list === 'next-steps'
        ? { name: '', ...(await unsubscribeNextSteps(token)) }
        : unsubscribe(token),
  });
