import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = {
  /** Whether leaving now would lose edits (read as the person leaves). */
  wouldLoseEdits: () => boolean;
};

/**
 * Asks before the editor is left with edits that cannot be saved (a field past its limit):
 * a question of its own inside the app, the browser's own on a reload or a closed tab.
 */
export function LeaveGuard({ wouldLoseEdits }: Props) {
  const { t } = useTranslation('resume');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      wouldLoseEdits(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (wouldLoseEdits()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [wouldLoseEdits]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => {
        if (!isOpen) blocker.reset?.();
      }}
      title={t('leave.title')}
      description={t('leave.description')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
