import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResumePdfBody, ProfileView } from '@yonder/contract/profile';
import { api } from '#lib/api-client.ts';
import { libraryResumesQueryOptions } from './get-library-resumes';
import { profileQueryOptions } from './get-profile';

/** Attaches a resume made in the editor as the profile's file: the server draws a PDF of it. */
export async function attachResumePdf(input: ProfileResumePdfBody): Promise<ProfileView> {
  return (await api.post<{ data: ProfileView }>('/api/v1/profile/resume/pdf', input)).data;
}

export function useAttachResumePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachResumePdf,
    onSuccess: (view) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, view);
      // The resume now has a file: the library shows it.
      void queryClient.invalidateQueries({ queryKey: libraryResumesQueryOptions().queryKey });
    },
  });
}
