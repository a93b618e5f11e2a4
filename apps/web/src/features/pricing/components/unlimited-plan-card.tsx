import { formatUsd, PAID_PLANS, type PlanPeriod } from '@yonder/contract/pricing';
import { Info, Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useAiFeatures } from '#hooks/use-ai-features.ts';
import { PeriodOptions } from './period-options';
import { PlanFeatures } from './plan-features';

type Props = {
  period: PlanPeriod;
  onPeriodChange: (period: PlanPeriod) => void;
  onChoose: () => void;
  /** False on a server without payment keys; undefined while unknown. */
  isConfigured: boolean | undefined;
  isRedirecting: boolean;
};

export function UnlimitedPlanCard({
  period,
  onPeriodChange,
  onChoose,
  isConfigured,
  isRedirecting,
}: Props) {
  const { t } = useTranslation('pricing');
  const plan = PAID_PLANS.find((candidate) => candidate.period === period) ?? PAID_PLANS[0]!;
  // A server with no AI provider sells only what it does: its own engine, without the AI writing.
  const hasProvider = useAiFeatures()?.letter_generation !== false;
  const features = t(hasProvider ? 'unlimited.features' : 'unlimited.featuresWithoutProvider', {
    returnObjects: true,
  }) as string[];
  return (
    <section
      aria-labelledby="unlimited-plan-title"
      className="relative flex flex-col rounded-3xl bg-white p-6 shadow-xl ring-2 shadow-brand-900/10 ring-brand-600 sm:p-8"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="unlimited-plan-title" className="text-lg font-semibold text-slate-900">
          {t('unlimited.name')}
        </h2>
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('unlimited.badge')}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t(hasProvider ? 'unlimited.description' : 'unlimited.descriptionWithoutProvider')}
      </p>
      <p className="mt-6 flex items-baseline gap-2" aria-live="polite">
        <span className="text-5xl font-bold tracking-tight text-slate-900">
          {formatUsd(plan.priceCents)}
        </span>
        <span className="text-sm text-slate-600">/ {t(`periods.${plan.period}.duration`)}</span>
      </p>
      <div className="mt-8">
        <p className="mb-5 text-sm font-semibold text-slate-900">{t('periods.label')}</p>
        <PeriodOptions value={period} onChange={onPeriodChange} />
      </div>
      <Button size="lg" className="mt-6 w-full" onClick={onChoose} disabled={isRedirecting}>
        {isRedirecting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        {isRedirecting ? t('redirecting') : t('unlimited.cta')}
      </Button>
      {isConfigured === false ? (
        <p
          className="mt-3 flex items-start gap-2 text-sm text-slate-600"
          data-testid="payments-off"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {t('checkoutNotConfigured')}
        </p>
      ) : (
        <p className="mt-3 text-center text-xs text-slate-600">{t('methods')}</p>
      )}
      <div className="mt-8 border-t border-slate-100 pt-8">
        <PlanFeatures
          label={t('featuresLabel', { plan: t('unlimited.name') })}
          features={features}
        />
        {hasProvider ? null : (
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-600" data-testid="no-ai">
            <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {t('noProvider')}
          </p>
        )}
      </div>
    </section>
  );
}
