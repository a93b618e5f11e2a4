import { MATCH_SCORE_IDS_MAX } from '@yonder/contract/matching';
import type { Application } from '@yonder/contract/applications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/toast.ts';
import { moveCard } from '../utils/board';
import type { TrackerActions } from './tracker-actions';
import { useMoveApplication, useUpdateApplication } from './use-application-mutations';

/** The tracker's open drawer, pending deletion and the actions cards and rows call. */
export function useTrackerState(items: Application[]) {
  const { t } = useTranslation('tracker');
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const move = useMoveApplication();
  const update = useUpdateApplication();
  const { mutate: moveMutate } = move;
  const { mutate: updateMutate } = update;

  const jobIds = useMemo(
    () => [...new Set(items.flatMap((item) => (item.job_id ? [item.job_id] : [])))].sort(),
    [items],
  );

  const actions = useMemo<TrackerActions>(
    () => ({
      open: setOpenId,
      move: (application, status, index = 0) => {
        const { position } = moveCard(items, application.id, status, index);
        moveMutate({ id: application.id, status, position });
      },
      setArchived: (application, archived) =>
        updateMutate(
          { id: application.id, input: { version: application.version, archived } },
          {
            onSuccess: () => toast.success(t(archived ? 'toast.archived' : 'toast.unarchived')),
            onError: (error) => toast.error(t('toast.failed', { reason: error.message })),
          },
        ),
      remove: setDeleting,
      matchGroupOf: (jobId) => {
        const start = Math.floor(jobIds.indexOf(jobId) / MATCH_SCORE_IDS_MAX) * MATCH_SCORE_IDS_MAX;
        return jobIds.slice(Math.max(0, start), Math.max(0, start) + MATCH_SCORE_IDS_MAX);
      },
    }),
    [items, jobIds, t, moveMutate, updateMutate],
  );

  return {
    actions,
    openId,
    close: () => setOpenId(null),
    deleting,
    cancelDelete: () => setDeleting(null),
    deleted: () => {
      if (deleting?.id === openId) setOpenId(null);
      setDeleting(null);
    },
  };
}
