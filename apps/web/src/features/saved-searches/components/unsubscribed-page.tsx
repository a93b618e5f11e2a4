import { BellOff, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import i18n, { currentLanguage } from '#lib/i18n.ts';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * Where an alert mail's unsubscribe link leads: the alert is turned off as the page opens (one
 * click, no sign-in), in the language the mail was written in.
 */
export function UnsubscribedPage() {
  const { t } = useTranslation('savedSearches');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const language = params.get('lng');
  const isNextSteps = params.get('list') === 'next-steps';
  const unsubscribe = useUnsubscribe(isNextSteps ? 'next-steps' : 'alerts');
  const asked = useRef(false);

  useEffect(() => {
    if ((language === 'zh' || language === 'en') && language !== currentLanguage())
      void i18n.changeLanguage(language);
  }, [language]);
  useEffect(() => {
    // Once, also under StrictMode's second effect run.
    if (asked.current || !token) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const isFailed = !token || unsubscribe.isError;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-medium text-slate-600">
        {isNextSteps ? t('unsubscribed.nextStepsTitle') : t('unsubscribed.title')}
      </p>
      {isFailed ? (
        <>
          <CircleAlert className="mt-4 size-10 text-red-600" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-semibold text-slate-900">
            {t('unsubscribed.failedTitle')}
          </h1>
          <p className="mt-2 text-slate-600">
            {isNextSteps ? t('unsubscribed.nextStepsFailed') : t('unsubscribed.failed')}
          </p>
        </>
      ) : unsubscribe.data ? (
        <>
          <BellOff className="mt-4 size-10 text-brand-600" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-semibold text-slate-900">
            {t('unsubscribed.doneTitle')}
          </h1>
          <p className="mt-2 text-slate-600">
            {isNextSteps
              ? t('unsubscribed.nextStepsDone')
              : t('unsubscribed.done', { name: unsubscribe.data.name })}
          </p>
        </>
      ) : (
        <div role="status" className="mt-6 flex flex-col items-center gap-3">
          <Spinner />
          <h1 className="text-lg text-slate-700">{t('unsubscribed.working')}</h1>
        </div>
      )}
      <Link
        to={isNextSteps ? paths.dashboard.getHref() : paths.jobSearch.getHref()}
        className={buttonClass('secondary', 'md') + ' mt-8'}
      >
        {isNextSteps ? t('unsubscribed.nextStepsManage') : t('unsubscribed.manage')}
      </Link>
    </main>
  );
}
