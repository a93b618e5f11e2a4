import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchScores } from '@yonder/contract/matching';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

export async function getMatchScores(ids: readonly string[], signal?: AbortSignal) {
  const answer = await api.get<{ data: MatchScores }>('/api/v1/matches/scores', {
    query: { ids: ids.join(',') },
    signal,
  });
  return answer.data;
}

/** One request for a page of cards: every card of the page asks with the same ids. */
export const matchScoresQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['matches', 'scores', ids],
    queryFn: ({ signal }) => getMatchScores(ids, signal),
    staleTime: 60_000,
    meta: PRIMARY_RESUME_QUERY,
  });

export const useMatchScores = (ids: readonly string[], isEnabled: boolean) =>
  useQuery({ ...matchScoresQueryOptions(ids), enabled: isEnabled && ids.length > 0 });
