import { formatUsd, PAID_PLANS, type PlanPeriod } from '@yonder/contract/pricing';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

type Props = { value: PlanPeriod; onChange: (period: PlanPeriod) => void };

/** The three billing periods as one radio group: a single tab stop, arrow keys move the choice. */
export function PeriodOptions({ value, onChange }: Props) {
  const { t } = useTranslation('pricing');
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as PlanPeriod)}
      aria-label={t('periods.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-3"
    >
      {PAID_PLANS.map((plan) => (
        <RadioGroup.Item
          key={plan.period}
          value={plan.period}
          className={cn(
            'group relative grid grid-cols-[1fr_auto] items-center gap-x-4 rounded-2xl border-2 bg-white p-4 pt-5 text-left transition sm:grid-cols-1 sm:items-start',
            'border-slate-200 hover:border-brand-500/50 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50/60',
          )}
        >
          {plan.isMostPopular ? (
            <span className="absolute -top-3 left-4 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
              {t('mostPopular')}
            </span>
          ) : null}
          <span className="flex flex-col">
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 group-data-[state=checked]:border-brand-600 group-data-[state=checked]:bg-brand-600"
              >
                <RadioGroup.Indicator>
                  <Check className="size-3 text-white" strokeWidth={3} />
                </RadioGroup.Indicator>
              </span>
              <span className="text-sm font-semibold text-slate-900">
                {t(`periods.${plan.period}.duration`)}
              </span>
            </span>
            <span className="mt-0.5 pl-7 text-xs font-medium text-slate-600">
              {t(`periods.${plan.period}.name`)}
            </span>
          </span>
          <span className="row-span-2 text-right sm:row-span-1 sm:mt-3 sm:text-left">
            <span className="block text-2xl font-bold tracking-tight text-slate-900">
              {formatUsd(plan.priceCents)}
            </span>
            <span className="block text-sm text-slate-600">
              {t('perDay', { price: formatUsd(plan.perDayCents) })}
            </span>
          </span>
          {plan.savePercent ? (
            <span className="mt-2 justify-self-start rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 sm:mt-3">
              {t('save', { percent: plan.savePercent })}
            </span>
          ) : (
            <span className="hidden h-5 sm:mt-3 sm:block" aria-hidden="true" />
          )}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
