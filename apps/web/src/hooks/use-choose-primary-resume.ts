import { useMutation, useQueryClient } from '@tanstack/react-query';
import { choosePrimaryResume, refreshPrimaryResumeQueries } from '#lib/primary-resume.ts';

/** Chooses the primary resume; the matches, the dashboard and the resume lists follow. */
export function useChoosePrimaryResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePrimaryResume,
    onSuccess: () => refreshPrimaryResumeQueries(queryClient),
  });
}
