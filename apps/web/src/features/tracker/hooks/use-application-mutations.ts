import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  ApplicationList,
  ApplicationStatus,
  UpdateApplication,
} from '@yonder/contract/applications';
import { useTranslation } from 'react-i18next';
import { APPLICATIONS_QUERY_KEY } from '#lib/applications.ts';
import { toast } from '#lib/toast.ts';
import { boardQueryOptions, deleteApplication, updateApplication } from '../api/applications';

const BOARD_KEY = boardQueryOptions().queryKey;

const replaceIn = (list: ApplicationList | undefined, saved: Application) =>
  list && {
    ...list,
    items: saved.archived
      ? list.items.filter((item) => item.id !== saved.id)
      : list.items.map((item) => (item.id === saved.id ? { ...saved, timeline: undefined } : item)),
  };

/** Refreshes every tracker query (board, list, details). */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
}

export type MoveInput = { id: string; status: ApplicationStatus; position: number };

/**
 * Moves a card at once on the board (optimistic); when the server refuses, the board goes back
 * and an error toast says why. Moves run one after another, each with the version the previous
 * one left, so quick moves of one card never trip over each other.
 */
export function useMoveApplication() {
  const { t } = useTranslation('tracker');
  const queryClient = useQueryClient();
  const refresh = useRefreshApplications();
  return useMutation({
    scope: { id: 'tracker-move' },
    mutationFn: async ({ id, status, position }: MoveInput) => {
      const current = queryClient.getQueryData(BOARD_KEY)?.items.find((item) => item.id === id);
      if (!current) throw new Error(t('drawer.loadFailed'));
      return updateApplication(id, { version: current.version, status, position });
    },
    onMutate: async ({ id, status, position }) => {
      await queryClient.cancelQueries({ queryKey: BOARD_KEY });
      const previous = queryClient.getQueryData(BOARD_KEY);
      const before = previous?.items.find((item) => item.id === id);
      queryClient.setQueryData(BOARD_KEY, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) =>
                item.id === id ? { ...item, status, position } : item,
              ),
            }
          : list,
      );
      return { previous, fromStatus: before?.status };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(BOARD_KEY, context.previous);
      toast.error(t('toast.moveFailed', { reason: error.message }));
    },
    onSuccess: (saved, _input, context) => {
      queryClient.setQueryData(BOARD_KEY, (list) => replaceIn(list, saved));
      if (context?.fromStatus !== saved.status)
        toast.success(t('toast.moved', { status: t(`status.${saved.status}`) }));
    },
    onSettled: refresh,
  });
}

/** A change from the drawer, the list or a card's menu (not optimistic: it waits for the server). */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateApplication }) =>
      updateApplication(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(BOARD_KEY, (list) => replaceIn(list, saved));
      return refresh();
    },
  });
}

export function useDeleteApplication() {
  const { t } = useTranslation('tracker');
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => {
      toast.success(t('toast.deleted'));
      return refresh();
    },
    onError: (error) => toast.error(t('toast.failed', { reason: error.message })),
  });
}
