import type { DueNextStep } from '@yonder/contract/dashboard';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#lib/cn.ts';
import { formatDay, jobsTab } from '../utils/links';

/** Next steps due today or overdue, oldest first, each leading to the tracker. */
export function DueNextSteps({ steps }: { steps: DueNextStep[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby="due-title"
      data-testid="due-next-steps"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="due-title" className="text-base font-semibold text-slate-900">
          {t('due.title')}
        </h2>
        <Link
          to={jobsTab('tracking')}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t('due.open')}
        </Link>
      </div>
      {steps.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('due.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {steps.map((step) => (
            <li key={step.application_id} className="flex items-start gap-3 py-2.5">
              <CalendarClock
                className={cn(
                  'mt-0.5 size-4 shrink-0',
                  step.is_overdue ? 'text-red-600' : 'text-brand-600',
                )}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{step.next_step || step.title}</p>
                <p className="truncate text-xs text-slate-600">
                  {step.title} · {step.company}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                  step.is_overdue ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
                )}
              >
                {step.is_overdue
                  ? t('due.overdue', { date: formatDay(step.due, i18n.language) })
                  : t('due.today')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
