import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SESSION_CHANGE_EVENT } from '@/hooks/use-is-signed-in';
import { getAuthToken, PENDING_REDIRECT_KEY, setTokens } from '@/lib/auth-storage';

/** Return point of the external sign-in (spec sections 2.6 and 4). */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    window.history.replaceState(null, '', window.location.pathname);
    if (params.get('error') || (!accessToken && !getAuthToken())) {
      toast.error(t('callback.failed'));
      void navigate(paths.home.getHref(), { replace: true });
      return;
    }
    if (accessToken && refreshToken) setTokens({ accessToken, refreshToken });
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
    toast.success(t('loginSuccess'));
    const destination = window.localStorage.getItem(PENDING_REDIRECT_KEY) ?? paths.dashboard.getHref();
    window.localStorage.removeItem(PENDING_REDIRECT_KEY);
    void navigate(destination.startsWith('/') ? destination : paths.dashboard.getHref(), { replace: true });
  }, [navigate, t]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-slate-50 px-6 text-center">
      <LogoMark className="size-12" />
      <Spinner size="lg" />
      <h1 className="text-lg font-semibold text-slate-800">{t('callback.verifying')}</h1>
    </main>
  );
}
