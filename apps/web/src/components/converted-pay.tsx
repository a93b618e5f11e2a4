import { RATE_FRESH_DAYS } from '@yonder/contract/jobs-constants';
import type { JobListItem } from '@yonder/contract/jobs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '#lib/format-posted-ago.ts';
import { cn } from '#lib/cn.ts';
import { formatMoneyShort } from '#lib/format-salary.ts';

type PayJob = Pick<JobListItem, 'salary_converted' | 'currency' | 'salary_period'>;

/** Whether the converted figure says something the listed one does not. */
export function hasConversion(job: PayJob): boolean {
  const converted = job.salary_converted;
  if (!converted || (converted.min === null && converted.max === null)) return false;
  return !(
    converted.currency === job.currency?.toUpperCase() &&
    converted.period === (job.salary_period ?? 'year')
  );
}

/**
 * The job's pay in the reader's currency and period ("≈ ¥46.6万 – ¥62.2万 / 年"), beside the listed
 * salary. The rates' source and day are in a tooltip that hover and keyboard focus both open
 * (`showSource` writes them out instead), and a rate past RATE_FRESH_DAYS says how old it is.
 */
export function ConvertedPay({
  job,
  showSource = false,
  className,
}: {
  job: PayJob;
  showSource?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const tooltipId = useId();
  const converted = job.salary_converted;
  if (!converted || !hasConversion(job)) return null;
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'zh';
  const format = (amount: number) => formatMoneyShort(amount, converted.currency, language);
  const { min, max } = converted;
  const range =
    min !== null && max !== null && min !== max
      ? `${format(min)} – ${format(max)}`
      : min !== null
        ? format(min)
        : t('pay.upTo', { amount: format(max!) });
  const amount = t('pay.perPeriod', {
    amount: range,
    period: t(`pay.periods.${converted.period}`),
  });
  const date = formatLongDate(`${converted.rate_date}T12:00:00Z`, language);
  const source =
    converted.rate_source === 'ecb' ? t('pay.rateEcb', { date }) : t('pay.rateBuiltin', { date });
  const isOld = converted.rate_age_days > RATE_FRESH_DAYS;
  const old = isOld ? t('pay.rateOld', { count: converted.rate_age_days }) : null;

  if (showSource)
    return (
      <div className={className}>
        <p className="font-semibold">{t('pay.converted', { amount })}</p>
        <p className="mt-0.5 text-xs font-normal text-slate-600">
          {source}
          {old ? ` · ${old}` : null}
        </p>
      </div>
    );
  return (
    <span className={cn('relative z-10 inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <button
        type="button"
        aria-describedby={tooltipId}
        className="group/rate relative rounded text-sm font-medium text-slate-700 underline decoration-slate-400 decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('pay.converted', { amount })}
        <span
          role="tooltip"
          id={tooltipId}
          className="pointer-events-none absolute bottom-full left-0 z-20 mb-1.5 hidden w-60 max-w-[70vw] rounded-md bg-slate-900 px-2.5 py-1.5 text-left text-xs font-normal text-white no-underline shadow-lg group-hover/rate:block group-focus/rate:block"
        >
          {source}
        </span>
      </button>
      {old ? <span className="text-xs text-amber-800">({old})</span> : null}
    </span>
  );
}
