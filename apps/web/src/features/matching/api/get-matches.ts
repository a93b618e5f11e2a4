import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesResult } from '@yonder/contract/matching';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';
import type { MatchesQuery } from '../utils/match-filters';

export async function getMatches(query: MatchesQuery, signal?: AbortSignal) {
  const answer = await api.get<{ data: MatchesResult }>('/api/v1/matches', { query, signal });
  return answer.data;
}

export const matchesQueryOptions = (query: MatchesQuery, language: string) =>
  queryOptions({
    // The reasons are written in the interface language: each language is its own answer.
    queryKey: ['matches', 'list', language, query],
    queryFn: ({ signal }) => getMatches(query, signal),
    placeholderData: keepPreviousData,
    meta: PRIMARY_RESUME_QUERY,
  });

export const useMatches = (query: MatchesQuery, language: string, isEnabled = true) =>
  useQuery({ ...matchesQueryOptions(query, language), enabled: isEnabled });
