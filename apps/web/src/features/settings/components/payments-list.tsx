import type { Payment } from '@yonder/contract/payments';
import { formatUsd } from '@yonder/contract/pricing';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { formatDate } from './plan-summary';

const STATUS_TONE: Record<Payment['status'], string> = {
  pending: 'bg-amber-50 text-amber-800',
  paid: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
  expired: 'bg-slate-100 text-slate-700',
  refunded: 'bg-slate-100 text-slate-700',
};

/** The user's payments, newest first, with how and when each was paid. */
export function PaymentsList({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useTranslation('settings');
  if (payments.length === 0)
    return <p className="text-sm text-slate-500">{t('subscription.noPayments')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {payments.map((payment) => (
        <li
          key={payment.id}
          className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
          data-testid="payment-row"
        >
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">
              {t(`subscription.plans.${payment.period}`)} ·{' '}
              {payment.currency === 'usd'
                ? formatUsd(payment.amount)
                : `${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`}
            </span>
            <span className="block text-xs text-slate-600">
              {formatDate(payment.paid_at ?? payment.created_at, i18n.language)}
              {payment.method
                ? ` · ${t(`subscription.methods.${payment.method}`, { defaultValue: payment.method })}`
                : ''}
            </span>
          </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              STATUS_TONE[payment.status],
            )}
          >
            {t(`subscription.status.${payment.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
