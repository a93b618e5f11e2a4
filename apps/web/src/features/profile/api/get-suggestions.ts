import { useMutation } from '@tanstack/react-query';
import type { ProfileSuggestions } from '@yonder/contract/profile';
import { api } from '@/lib/api-client';

/** What a resume of the library offers the profile; nothing changes on the server. */
export async function getSuggestions(resumeId: string): Promise<ProfileSuggestions> {
  return (await api.post<{ data: ProfileSuggestions }>('/api/v1/profile/suggestions', { resumeId }))
    .data;
}

export const useSuggestions = () => useMutation({ mutationFn: getSuggestions });
