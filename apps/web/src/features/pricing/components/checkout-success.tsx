import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { CHECKOUT_POLL_MS, useCheckoutStatus } from '../api/get-checkout-status';
import { useRefreshPayment } from '../api/refresh-payment';

/** After this long still pending, the page offers to ask Stripe again (the webhook may be late). */
const SLOW_AFTER_MS = 20_000;

const pageClass =
  'mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center';

const formatEnd = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'long' }).format(
    new Date(iso),
  );

/**
 * Where Stripe Checkout returns. It grants nothing: it asks the server every two seconds until
 * the server has the payment's outcome (from the signed webhook or from Stripe itself).
 */
export function CheckoutSuccess() {
  const { t, i18n } = useTranslation('pricing');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const status = useCheckoutStatus(sessionId, isSignedIn);
  const refresh = useRefreshPayment(sessionId ?? '');
  const [isSlow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isSignedIn) {
    return (
      <div className={pageClass}>
        <h1 className="text-2xl font-semibold text-slate-900">{t('checkout.signInTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('checkout.signIn')}</p>
        <Button
          className="mt-6"
          onClick={() =>
            openDialog('auth', {
              mode: 'login',
              redirectTo: `${location.pathname}${location.search}`,
            })
          }
        >
          {t('checkout.signInAction')}
        </Button>
      </div>
    );
  }

  const state = !sessionId || status.isError ? 'missing' : (status.data?.status ?? 'pending');

  if (state === 'paid') {
    return (
      <div className={pageClass}>
        <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-semibold text-slate-900">{t('checkout.paidTitle')}</h1>
        <p className="mt-2 text-slate-600" data-testid="checkout-plan-end">
          {status.data?.plan_ends_at
            ? t('checkout.paid', {
                plan: t(`periods.${status.data.period}.name`),
                date: formatEnd(status.data.plan_ends_at, i18n.language),
              })
            : t('checkout.paidNoDate')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => openDialog('settings', { settingsTab: 'subscription' })}>
            {t('checkout.viewSubscription')}
          </Button>
          <Link to={paths.dashboard.getHref()} className={buttonClass('secondary')}>
            {t('checkout.toDashboard')}
          </Link>
        </div>
      </div>
    );
  }

  if (state !== 'pending') {
    return (
      <div className={pageClass}>
        <CircleAlert className="size-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-semibold text-slate-900">
          {t(state === 'missing' ? 'checkout.missingTitle' : 'checkout.unpaidTitle')}
        </h1>
        <p className="mt-2 text-slate-600">
          {t(state === 'missing' ? 'checkout.missing' : `checkout.unpaid.${state}`)}
        </p>
        <Link to={paths.pricing.getHref()} className={buttonClass('primary', 'md') + ' mt-6'}>
          {t('checkout.backToPricing')}
        </Link>
      </div>
    );
  }

  return (
    <div className={pageClass}>
      <div role="status" className="flex flex-col items-center gap-3">
        <Spinner size="lg" />
        <h1 className="text-xl font-semibold text-slate-900">{t('checkout.waitingTitle')}</h1>
        <p className="text-slate-600">
          {t('checkout.waiting', { seconds: CHECKOUT_POLL_MS / 1000 })}
        </p>
      </div>
      {isSlow ? (
        <div className="mt-6 space-y-3">
          <p className="text-sm text-slate-600">{t('checkout.slow')}</p>
          <Button variant="secondary" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
            {refresh.isPending ? t('checkout.checking') : t('checkout.checkNow')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
