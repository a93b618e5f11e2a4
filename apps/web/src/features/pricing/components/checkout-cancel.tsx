import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';

/** Where Stripe Checkout goes when the payer turns back: nothing was charged. */
export function CheckoutCancel() {
  const { t } = useTranslation('pricing');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <CircleX className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">{t('checkout.cancelTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('checkout.cancel')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.pricing.getHref()} className={buttonClass('primary')}>
          {t('checkout.backToPricing')}
        </Link>
        <Link to={paths.dashboard.getHref()} className={buttonClass('secondary')}>
          {t('checkout.toDashboard')}
        </Link>
      </div>
    </div>
  );
}
