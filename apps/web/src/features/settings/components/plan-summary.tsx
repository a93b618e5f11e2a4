import type { Account } from '@yonder/contract/account';
import { Coins, Crown, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { formatInTimeZone } from '#lib/format-local-time.ts';

const cardClass = 'rounded-xl border border-slate-200 p-4';

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** Points (today's free ones and the lasting bonus apart) and the plan with its end date. */
export function PlanSummary({ account, onNavigate }: { account: Account; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const isUnlimited = account.current_plan !== 'free';
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className={cardClass}>
        <dt className="flex items-center gap-2 text-sm text-slate-500">
          <Coins className="size-4 text-amber-600" aria-hidden="true" />
          {t('subscription.credits')}
        </dt>
        <dd className="mt-2 text-2xl font-semibold text-slate-900" data-testid="available-credits">
          {isUnlimited ? t('subscription.unlimited') : account.available_credits}
        </dd>
        <dd className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span data-testid="daily-credits">
            {isUnlimited
              ? t('subscription.dailyUnlimited')
              : t('subscription.daily', { count: account.daily_credits })}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="bonus-credits">
            <Gift className="size-3.5 text-amber-600" aria-hidden="true" />
            {t('subscription.bonus', { count: account.bonus_credits })}
          </span>
        </dd>
        <dd className="mt-1 text-xs text-slate-500" data-testid="credits-reset">
          {t('subscription.creditsHint', {
            time: formatInTimeZone(
              account.daily_credits_reset_at,
              i18n.language,
              account.time_zone,
            ),
          })}
        </dd>
      </div>
      <div className={cardClass}>
        <dt className="flex items-center gap-2 text-sm text-slate-500">
          <Crown className="size-4 text-brand-600" aria-hidden="true" />
          {t('subscription.plan')}
        </dt>
        <dd className="mt-2 text-lg font-semibold text-slate-900" data-testid="current-plan">
          {t(`subscription.plans.${account.current_plan}`)}
        </dd>
        {account.plan_ends_at ? (
          <dd className="mt-1 text-sm text-slate-600" data-testid="plan-ends-at">
            {t('subscription.endsAt', {
              date: formatInTimeZone(account.plan_ends_at, i18n.language, account.time_zone),
            })}
          </dd>
        ) : null}
        <dd className="mt-1">
          <Link
            to={paths.pricing.getHref()}
            onClick={onNavigate}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {isUnlimited ? t('subscription.extend') : t('subscription.upgrade')}
          </Link>
        </dd>
      </div>
    </dl>
  );
}
