import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResume, ResumeUploaded } from '@yonder/contract/resumes';
import { api, upload, type UploadOptions } from '#lib/api-client.ts';
import { refreshPrimaryResumeQueries } from '#lib/primary-resume.ts';

type Created = { id: string };

/** A resume from JSON: the blank template, an imported JSON Resume, or a kept copy of edits. */
export const createResume = async (input: CreateResume) =>
  (await api.post<{ data: Created }>('/api/v1/resumes', input)).data;

/**
 * A resume from an uploaded file, parsed by the server; progress covers the upload. A file the
 * library already holds is not stored again: the answer is that resume (`is_duplicate`).
 */
export async function uploadResume(
  file: File,
  options: UploadOptions = {},
): Promise<ResumeUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await upload<{ data: ResumeUploaded }>('/api/v1/resumes', form, options)).data;
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResume,
    // The list, and what reads the primary resume: a first resume becomes primary.
    onSuccess: () => refreshPrimaryResumeQueries(queryClient),
  });
}
