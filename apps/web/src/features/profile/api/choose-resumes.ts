import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResumesBody, ProfileView } from '@yonder/contract/profile';
import { api } from '#lib/api-client.ts';
import { profileQueryOptions } from './get-profile';

/** The attached resume: its file is the one the extension puts into application forms. */
export async function chooseResumes(input: ProfileResumesBody): Promise<ProfileView> {
  return (await api.put<{ data: ProfileView }>('/api/v1/profile/resumes', input)).data;
}

export function useChooseResumes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseResumes,
    onSuccess: (view) => queryClient.setQueryData(profileQueryOptions().queryKey, view),
  });
}
