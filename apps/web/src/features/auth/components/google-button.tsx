import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { currentLanguage } from '#lib/i18n.ts';
import { beginBoundSignIn } from '#lib/oauth-binding.ts';
import { peekPendingRedirect } from '#lib/session.ts';
import { useAuthProviders } from '../api/get-providers';

const START_PATH = '/api/v1/auth/oauth/google/start';

export function googleStartUrl(
  redirect: string | null | undefined,
  language: 'zh' | 'en',
  binding: string,
) {
  const query = new URLSearchParams({ lang: language, binding });
  if (redirect) query.set('redirect', redirect);
  return `${START_PATH}?${query}`;
}

/**
 * Sign-in with Google: a full-page trip to the provider through the server, which comes back to
 * /auth/callback. Idle → loading (disabled); back to idle on failure or when the page is shown again.
 * Disabled only while the server's providers are being asked for: the form leaves it out on a
 * server that has none.
 */
export function GoogleButton({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation('auth');
  const { data: providers } = useAuthProviders();
  const [isLoading, setLoading] = useState(false);
  const isAvailable = providers?.google === true;

  useEffect(() => {
    // Coming back with the Back button restores this page from the cache with the button still busy.
    const onPageShow = () => setLoading(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async () => {
    setLoading(true);
    try {
      const binding = await beginBoundSignIn();
      window.location.assign(
        googleStartUrl(redirectTo ?? peekPendingRedirect(), currentLanguage(), binding),
      );
    } catch (error) {
      console.warn('Google sign-in could not start', error);
      setLoading(false);
    }
  };

  return (
    <span className="block">
      <Button
        variant="secondary"
        className="h-11 w-full"
        disabled={!isAvailable || isLoading}
        onClick={() => void start()}
      >
        {isLoading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <GoogleMark />
        )}
        {isLoading ? t('google.loading') : t('google.button')}
      </Button>
    </span>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}
