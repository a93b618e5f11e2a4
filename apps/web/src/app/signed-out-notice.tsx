import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { forgetSignedOutReason, readSignedOutReason } from '#lib/auth-storage.ts';
import { toast } from '#lib/toast.ts';

const NOTICE_ID = 'signed-out-reason';

/**
 * Says why the session ended when the server said (a password changed on another device): a
 * toast that stays until it is closed or the person signs in again, in every open tab and after
 * a reload. Signing in from it opens the login dialog.
 */
export function SignedOutNotice() {
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const { t } = useTranslation();
  const isShown = useRef(false);

  useEffect(() => {
    if (isSignedIn) {
      // Only a notice that was shown is dismissed: a signed-in page never loads the toaster for it.
      if (isShown.current) toast.dismiss(NOTICE_ID);
      isShown.current = false;
      return;
    }
    if (readSignedOutReason() !== 'password_changed') return;
    isShown.current = true;
    toast.warning(t('session.passwordChangedElsewhere'), {
      id: NOTICE_ID,
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: t('session.signInAgain'),
        onClick: () => openDialog('auth', { mode: 'login' }),
      },
      cancel: { label: t('session.dismiss'), onClick: forgetSignedOutReason },
      onDismiss: forgetSignedOutReason,
    });
  }, [isSignedIn, openDialog, t]);

  return null;
}
