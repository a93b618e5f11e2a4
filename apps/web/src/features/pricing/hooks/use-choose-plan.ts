import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useIsSignedIn } from '@/hooks/use-is-signed-in';
import { useAppDialogs } from '@/lib/app-dialogs';

/**
 * Choosing a plan: a guest registers first (spec section 2.13). A signed-in user hears that online
 * payment is not open in this build and that the free plan stays active; nothing else happens.
 */
export function useChoosePlan() {
  const { t } = useTranslation('pricing');
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const choosePlan = useCallback(() => {
    if (!isSignedIn) {
      openDialog('auth', { mode: 'register' });
      return;
    }
    toast.info(t('checkoutUnavailable'));
  }, [isSignedIn, openDialog, t]);
  return { choosePlan, isSignedIn };
}
