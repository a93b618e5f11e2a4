import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '#lib/session.ts';
import { toast } from '#lib/toast.ts';

/** Signs out on this device; the tokens go whatever the server answers, then a confirmation. */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut(queryClient);
      toast.success(t('common:account.signedOut'));
    } finally {
      setSigningOut(false);
    }
  }, [queryClient, t]);
  return { signOut: run, isSigningOut };
}
