import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import type { UnsavedReason } from '../hooks/use-resume-autosave';

type Props = {
  /** Why leaving now would lose edits, or null (read as the person leaves). */
  unsavedReason: () => UnsavedReason | null;
};

/**
 * Asks before the editor is left with edits that cannot be saved (a field past its limit, or a
 * version conflict not yet resolved): a question of its own inside the app, the browser's own on
 * a reload or a closed tab.
 */
export function LeaveGuard({ unsavedReason }: Props) {
  const { t } = useTranslation('resume');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      unsavedReason() !== null,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedReason()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsavedReason]);

  const isBlocked = blocker.state === 'blocked';
  const reason = isBlocked ? unsavedReason() : null;

  return (
    <ConfirmDialog
      isOpen={isBlocked}
      onOpenChange={(isOpen) => {
        if (!isOpen) blocker.reset?.();
      }}
      title={t('leave.title')}
      description={t(reason === 'conflict' ? 'leave.conflictDescription' : 'leave.description')}
      cancelLabel={t(reason === 'conflict' ? 'leave.stayConflict' : 'leave.stay')}
      confirmLabel={t('leave.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
