import { Coins, Crown, LifeBuoy, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAccount } from '../api/get-account';
import { useSupportEmail } from '../api/get-support-email';
import { SettingsSection } from './section';

/** Subscription Info: credits and plan from `GET /api/v1/account`, a refresh, and a way to reach support. */
export function SubscriptionTab({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('settings');
  const account = useAccount();
  const supportEmail = useSupportEmail();

  const refresh = async () => {
    const result = await account.refetch();
    if (result.isError) toast.error(t('subscription.loadFailed'));
    else toast.success(t('subscription.refreshed'));
  };

  return (
    <div className="space-y-8">
      <SettingsSection title={t('subscription.heading')}>
        {account.data ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 p-4">
              <dt className="flex items-center gap-2 text-sm text-slate-500">
                <Coins className="size-4 text-amber-600" aria-hidden="true" />
                {t('subscription.credits')}
              </dt>
              <dd
                className="mt-2 text-2xl font-semibold text-slate-900"
                data-testid="available-credits"
              >
                {account.data.available_credits}
              </dd>
              <dd className="mt-1 text-xs text-slate-500">{t('subscription.creditsHint')}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 p-4">
              <dt className="flex items-center gap-2 text-sm text-slate-500">
                <Crown className="size-4 text-brand-600" aria-hidden="true" />
                {t('subscription.plan')}
              </dt>
              <dd className="mt-2 text-lg font-semibold text-slate-900" data-testid="current-plan">
                {t(`subscription.plans.${account.data.current_plan}`)}
              </dd>
              {account.data.current_plan === 'free' ? (
                <dd className="mt-1">
                  <Link
                    to={paths.pricing.getHref()}
                    onClick={onNavigate}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    {t('subscription.upgrade')}
                  </Link>
                </dd>
              ) : null}
            </div>
          </dl>
        ) : account.isError ? (
          <p className="text-sm text-red-700">{t('subscription.loadFailed')}</p>
        ) : (
          <Spinner />
        )}
      </SettingsSection>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('subscription.refreshHint')}</p>
        <Button variant="secondary" disabled={account.isFetching} onClick={() => void refresh()}>
          <RefreshCw
            className={account.isFetching ? 'size-4 animate-spin' : 'size-4'}
            aria-hidden="true"
          />
          {account.isFetching ? t('subscription.refreshing') : t('subscription.refresh')}
        </Button>
      </div>
      <div className="space-y-3">
        {supportEmail ? (
          <p className="text-sm text-slate-600">
            {t('subscription.contactHint', { email: supportEmail })}
          </p>
        ) : null}
        <a
          href={
            supportEmail
              ? `mailto:${supportEmail}?subject=${encodeURIComponent(`${t('subscription.contact')} · ${t('common:app.name')}`)}`
              : undefined
          }
          aria-disabled={supportEmail ? undefined : true}
          className={buttonClass('secondary')}
        >
          <LifeBuoy className="size-4" aria-hidden="true" />
          {t('subscription.contact')}
        </a>
      </div>
    </div>
  );
}
