import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/toast.ts';
import { trackJob } from '../api/applications';
import { useRefreshApplications } from './use-application-mutations';

/** Adds a job to the tracker and says so (the server's message: added, or already there and moved). */
export function useTrackJob() {
  const { t } = useTranslation('tracker');
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: trackJob,
    onSuccess: ({ message }) => {
      toast.success(message || t('toast.added'));
      return refresh();
    },
    onError: (error) => toast.error(t('toast.failed', { reason: error.message })),
  });
}
