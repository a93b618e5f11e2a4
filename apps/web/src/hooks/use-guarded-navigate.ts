import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { PENDING_REDIRECT_KEY } from '#lib/auth-storage.ts';
import { useIsSignedIn } from './use-is-signed-in';

/**
 * Goes to a signed-in destination: straight there when signed in; for a guest it remembers the
 * destination (used after login) and opens the login dialog (spec sections 2.2, 2.7 and 4).
 */
export function useGuardedNavigate() {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { openDialog } = useAppDialogs();
  return useCallback(
    (target: string, options?: NavigateOptions) => {
      if (isSignedIn) {
        void navigate(target, options);
        return;
      }
      window.localStorage.setItem(PENDING_REDIRECT_KEY, target);
      openDialog('auth', {
        mode: 'login',
        redirectTo: target,
        // The navigation's state (where "back" returns to) survives the sign-in.
        ...(options ? { onSuccess: () => void navigate(target, options) } : {}),
      });
    },
    [isSignedIn, navigate, openDialog],
  );
}
