import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile, ProfileView } from '@yonder/contract/profile';
import { api } from '#lib/api-client.ts';
import { profileQueryOptions } from './get-profile';

/** Stores the whole profile as an edit of `version`; 409 when another tab saved first. */
export async function saveProfile(input: {
  profile: CandidateProfile;
  version: number;
}): Promise<ProfileView> {
  return (await api.put<{ data: ProfileView }>('/api/v1/profile', input)).data;
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (view) => queryClient.setQueryData(profileQueryOptions().queryKey, view),
  });
}
