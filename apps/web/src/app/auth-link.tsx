import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';

/**
 * `?auth=login` or `?auth=forgot` on any page opens that form (a mail's "reset your password"
 * link). Someone still signed in on this device changes the password in the settings instead.
 * The parameter is removed, so a reload or a shared address does not open it again.
 */
export function AuthLink() {
  const [params, setParams] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const mode = params.get('auth');

  useEffect(() => {
    if (mode !== 'login' && mode !== 'forgot') return;
    if (isSignedIn && mode === 'forgot') openDialog('settings', { settingsTab: 'security' });
    else if (!isSignedIn) openDialog('auth', { mode });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [mode, isSignedIn, openDialog, setParams]);

  return null;
}
