import { LifeBuoy, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { toast } from '#lib/toast.ts';
import { useAccount } from '#lib/account.ts';
import { useSubscription } from '../api/get-subscription';
import { useRefreshSubscription } from '../api/refresh-subscription';
import { PaymentsList } from './payments-list';
import { PlanSummary } from './plan-summary';
import { SettingsSection } from './section';

/**
 * Subscription Info (spec 2.15): points apart, the plan and its end, the payments, the refresh
 * action (the server asks Stripe about a pending payment) and contact support (the feedback
 * dialog, type "subscription and membership").
 */
export function SubscriptionTab({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('settings');
  const account = useAccount();
  const subscription = useSubscription();
  const refresh = useRefreshSubscription();
  const { openDialog } = useAppDialogs();

  const runRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(t('subscription.refreshed')),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : t('subscription.loadFailed')),
    });

  return (
    <div className="space-y-8">
      <SettingsSection title={t('subscription.heading')}>
        {account.data ? (
          <PlanSummary account={account.data} onNavigate={onNavigate} />
        ) : account.isError ? (
          <p className="text-sm text-red-700">{t('subscription.loadFailed')}</p>
        ) : (
          <Spinner />
        )}
      </SettingsSection>
      <SettingsSection title={t('subscription.payments')}>
        {subscription.data ? (
          <PaymentsList payments={subscription.data.payments} />
        ) : subscription.isError ? (
          <p className="text-sm text-red-700">{t('subscription.loadFailed')}</p>
        ) : (
          <Spinner />
        )}
      </SettingsSection>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('subscription.refreshHint')}</p>
        <Button variant="secondary" disabled={refresh.isPending} onClick={runRefresh}>
          <RefreshCw
            className={refresh.isPending ? 'size-4 animate-spin' : 'size-4'}
            aria-hidden="true"
          />
          {refresh.isPending ? t('subscription.refreshing') : t('subscription.refresh')}
        </Button>
      </div>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('subscription.contactHint')}</p>
        <Button
          variant="secondary"
          onClick={() => openDialog('feedback', { feedbackType: 'subscription' })}
        >
          <LifeBuoy className="size-4" aria-hidden="true" />
          {t('subscription.contact')}
        </Button>
      </div>
    </div>
  );
}
