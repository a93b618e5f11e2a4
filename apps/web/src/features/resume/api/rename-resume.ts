import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeQueryOptions } from './get-resume';
import { resumesQueryOptions } from './get-resumes';
import { updateResume } from './update-resume';

type Rename = { id: string; version: number; title: string };

/** Renames from the list, where no editor holds a working copy. */
export function useRenameResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, title }: Rename) => updateResume(id, { version, title }),
    onSettled: async (_answer, _error, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: resumeQueryOptions(id).queryKey }),
      ]);
    },
  });
}
