import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useIsSignedIn } from '@/hooks/use-is-signed-in';
import { useAppDialogs } from '@/lib/app-dialogs';
import { PENDING_REDIRECT_KEY } from '@/lib/auth-storage';

/**
 * Goes to a signed-in destination: straight there when signed in; for a guest it remembers the
 * destination (used after login) and opens the login dialog (spec sections 2.2 and 4).
 */
export function useGuardedNavigate() {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { openDialog } = useAppDialogs();
  return useCallback(
    (target: string) => {
      if (isSignedIn) {
        void navigate(target);
        return;
      }
      window.localStorage.setItem(PENDING_REDIRECT_KEY, target);
      openDialog('auth', { mode: 'login', redirectTo: target });
    },
    [isSignedIn, navigate, openDialog],
  );
}
