import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@yonder/contract/auth';
import { useNavigate } from 'react-router';
import type { OpenDialogOptions } from '#lib/app-dialogs.ts';
import { signIn, takeDestination } from '#lib/session.ts';
import { toast } from '#lib/toast.ts';

type Options = Pick<OpenDialogOptions, 'onSuccess' | 'redirectTo'> & { close: () => void };

/**
 * After a login or a registration: keep the session, say so, close, then the caller's callback or
 * the remembered destination (the one asked for, else `pending_redirect`, else the dashboard).
 */
export function useFinishSignIn({ onSuccess, redirectTo, close }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (session: Session, message: string) => {
    signIn(session, queryClient);
    toast.success(message);
    const destination = takeDestination(redirectTo);
    // Closed first: a callback may open another dialog, which a later close would shut.
    close();
    if (onSuccess) onSuccess();
    else void navigate(destination);
  };
}
