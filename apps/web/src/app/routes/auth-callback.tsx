import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoMark } from '#components/ui/logo.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { completeExternalSignIn } from '#lib/external-sign-in.ts';
import { takeDestination } from '#lib/session.ts';
import { toast } from '#lib/toast.ts';

/** Return point of the external sign-in (spec sections 2.6 and 4): verifying, then on to the destination. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isDone, setDone] = useState(false);
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const fragment = window.location.hash.slice(1);
    // The one-time code must not stay in the address bar or in history.
    window.history.replaceState(null, '', window.location.pathname);
    void completeExternalSignIn(fragment, queryClient).then((outcome) => {
      if (!outcome.isSignedIn) {
        toast.error(
          outcome.isForeign
            ? t('callback.notStartedHere')
            : (outcome.message ?? t('callback.failed')),
        );
        void navigate(paths.home.getHref(), { replace: true });
        return;
      }
      setDone(true);
      toast.success(t('loginSuccess'));
      void navigate(takeDestination(outcome.redirect), { replace: true });
    });
  }, [navigate, queryClient, t]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-slate-50 px-6 text-center">
      <LogoMark className="size-12" />
      <Spinner size="lg" />
      <h1 className="text-lg font-semibold text-slate-800">
        {t(isDone ? 'callback.success' : 'callback.verifying')}
      </h1>
    </main>
  );
}
