import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { LogoMark } from '#components/ui/logo.tsx';
import { paths } from '#config/paths.ts';

/** Unknown routes and render errors (spec section 2.1). */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (error) console.warn('route error', error);
  }, [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('common:errorPage.description')}</p>
      <Link to={paths.home.getHref()} className={`${buttonClass('primary', 'lg')} mt-8`}>
        <Home className="size-5" aria-hidden="true" />
        {t('common:errorPage.home')}
      </Link>
    </main>
  );
}
