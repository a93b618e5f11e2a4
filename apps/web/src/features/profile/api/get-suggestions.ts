import { useMutation } from '@tanstack/react-query';
import type { ProfileSuggestions, ProfileSuggestionsBody } from '@yonder/contract/profile';
import { api } from '#lib/api-client.ts';

/**
 * What a resume of the library offers the profile; nothing changes on the server. With `ai` the
 * AI provider reads it (1 point on the free plan).
 */
export async function getSuggestions(input: ProfileSuggestionsBody): Promise<ProfileSuggestions> {
  return (await api.post<{ data: ProfileSuggestions }>('/api/v1/profile/suggestions', input)).data;
}

export const useSuggestions = () => useMutation({ mutationFn: getSuggestions });
