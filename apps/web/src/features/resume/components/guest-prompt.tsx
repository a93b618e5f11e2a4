import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { useAppDialogs } from '#lib/app-dialogs.ts';

/** A guest sees what the page does and signs in here, coming back to the same address. */
export function GuestPrompt() {
  const { t } = useTranslation('resume');
  const { openDialog } = useAppDialogs();
  const location = useLocation();
  return (
    <section className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('guest.title')}</h2>
      <p className="mt-1.5 max-w-md text-sm text-slate-600">{t('guest.description')}</p>
      <Button
        className="mt-5"
        onClick={() =>
          openDialog('auth', { mode: 'login', redirectTo: location.pathname + location.search })
        }
      >
        <LogIn className="size-4" aria-hidden="true" />
        {t('guest.signIn')}
      </Button>
    </section>
  );
}
