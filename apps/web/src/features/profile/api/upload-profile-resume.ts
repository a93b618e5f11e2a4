import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUploadResult } from '@yonder/contract/profile';
import { upload } from '#lib/api-client.ts';
import { refreshPrimaryResumeQueries } from '#lib/primary-resume.ts';
import { profileQueryOptions } from './get-profile';

/**
 * The profile's resume file: parsed by the server, which attaches it and offers its sections;
 * a file the library already holds is not stored again (`isDuplicate`) and its resume is used.
 */
export async function uploadProfileResume(file: File): Promise<ProfileUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await upload<{ data: ProfileUploadResult }>('/api/v1/profile/resume', form)).data;
}

export function useUploadProfileResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileResume,
    onSuccess: (result) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, result.view);
      // The library, and what reads the primary resume: a first resume becomes primary.
      void refreshPrimaryResumeQueries(queryClient);
    },
  });
}
