import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '@yonder/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { useAdminAction } from '../api/admin-actions';
import { adminQueries } from '../api/admin-queries';
import { DataTable } from './data-table';
import { formatTime } from './format-time';

/** Payments, Stripe events, referrals held for review and the operators' audit log. */
export function BillingPanel() {
  const { t, i18n } = useTranslation('admin');
  const billing = useQuery(adminQueries.billing());
  const action = useAdminAction();
  const [reason, setReason] = useState('');
  const time = (iso: string | null) => (iso ? formatTime(iso, i18n.language) : '—');

  if (billing.isPending) return <Spinner />;
  if (billing.isError) return <p className="text-sm text-red-700">{t('failed')}</p>;
  const { payments, events, held_referrals: held, audit } = billing.data;

  const review = (userId: string, decision: 'approve' | 'reject') =>
    action.mutate(
      { kind: 'review', userId, body: { decision, reason } },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('failed')),
      },
    );

  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">{t('billing.held')}</h2>
        {held.length > 0 ? (
          <label className="block text-xs font-medium text-slate-700">
            {t('users.reason')}
            <input
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="mt-1 block h-9 w-full rounded-lg border border-slate-300 px-2 text-sm"
            />
          </label>
        ) : null}
        <DataTable
          caption={t('billing.held')}
          headers={[t('billing.invitee'), t('billing.inviter'), t('billing.time'), '']}
          empty={t('empty')}
          rows={held.map((item) => [
            item.invitee_email,
            item.inviter_email,
            time(item.created_at),
            <span key="actions" className="flex gap-2">
              <Button size="sm" onClick={() => review(item.invitee_id, 'approve')}>
                {t('billing.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => review(item.invitee_id, 'reject')}
              >
                {t('billing.reject')}
              </Button>
            </span>,
          ])}
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">{t('billing.payments')}</h2>
        <DataTable
          caption={t('billing.payments')}
          headers={[t('billing.user'), t('billing.plan'), t('billing.status'), t('billing.time')]}
          empty={t('empty')}
          rows={payments.map((payment) => [
            payment.email,
            `${t(`periods.${payment.period}`)} · ${formatUsd(payment.amount)}${payment.method ? ` · ${t(`methods.${payment.method}`, { defaultValue: payment.method })}` : ''}`,
            t(`paymentStatus.${payment.status}`),
            time(payment.paid_at ?? payment.created_at),
          ])}
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">{t('billing.events')}</h2>
        <DataTable
          caption={t('billing.events')}
          headers={[t('billing.event'), t('billing.outcome'), t('billing.time')]}
          empty={t('empty')}
          rows={events.map((event) => [
            <span key="type">
              {event.type}
              <span className="block text-xs text-slate-600">{event.id}</span>
            </span>,
            t(`outcomes.${event.outcome}`, { defaultValue: event.outcome }),
            time(event.received_at),
          ])}
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">{t('billing.audit')}</h2>
        <DataTable
          caption={t('billing.audit')}
          headers={[
            t('billing.operator'),
            t('billing.action'),
            t('users.reason'),
            t('billing.time'),
          ]}
          empty={t('empty')}
          rows={audit.map((entry) => [
            entry.actor_email ?? '—',
            `${t(`actions.${entry.action}`, { defaultValue: entry.action })} → ${entry.target_email ?? '—'}${entry.points ? ` (+${entry.points})` : ''}${entry.days ? ` (${entry.days} d)` : ''}`,
            entry.reason,
            time(entry.created_at),
          ])}
        />
      </section>
    </div>
  );
}
