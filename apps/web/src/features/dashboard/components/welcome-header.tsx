import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { useCurrentUser } from '#hooks/use-current-user.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { welcomeName } from '../utils/welcome-name';

const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/** Spec 2.9's welcome: the person's name when signed in; a guest is invited to sign in. */
export function WelcomeHeader({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const name = user.data ? welcomeName(user.data) : '';
  // "Welcome back" only to someone who has been here before: an account of the last hour is new.
  const [openedAt] = useState(Date.now);
  const isNew = user.data ? openedAt - Date.parse(user.data.created_at) < NEW_ACCOUNT_MS : false;
  return (
    <PageHeader
      title={t('title')}
      description={
        <span data-testid="welcome">
          {isSignedIn && !name ? null : (
            <strong className="font-semibold text-slate-900">
              {isSignedIn
                ? t(isNew ? 'welcome.newMember' : 'welcome.member', { name })
                : t('welcome.guest')}
            </strong>
          )}{' '}
          {isSignedIn ? t('welcome.memberHint') : t('welcome.guestHint')}
        </span>
      }
    />
  );
}

/** The login prompt above a guest's demo figures. */
export function GuestBanner() {
  const { t } = useTranslation('dashboard');
  const { openDialog } = useAppDialogs();
  const location = useLocation();
  return (
    <section
      data-testid="guest-banner"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
          {t('guest.badge')}
        </p>
        <h2 className="mt-0.5 text-base font-semibold text-slate-900">{t('guest.title')}</h2>
        <p className="mt-0.5 text-sm text-slate-700">{t('guest.description')}</p>
      </div>
      <Button
        className="shrink-0"
        onClick={() => openDialog('auth', { mode: 'login', redirectTo: location.pathname })}
      >
        <LogIn className="size-4" aria-hidden="true" />
        {t('guest.signIn')}
      </Button>
    </section>
  );
}
