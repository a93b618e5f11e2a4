import type { Application } from '@yonder/contract/applications';
import { CalendarClock } from 'lucide-react';
import { createElement, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '#components/company-logo.tsx';
import { JobCardBadgeContext } from '#components/job-card-badge.tsx';
import { cn } from '#lib/cn.ts';
import { useTrackerActions } from '../hooks/tracker-actions';
import { daysSince, isOverdue } from '../utils/board';
import { CardMenu } from './card-menu';

type Props = {
  application: Application;
  /** The drag handle of the board (none on the phone list). */
  handle?: ReactNode;
  isDragging?: boolean;
};

/** The match score a route puts on job cards (none for outside jobs or without a route's badge). */
function MatchBadge({ jobId, pageIds }: { jobId: string; pageIds: readonly string[] }) {
  const badge = useContext(JobCardBadgeContext);
  return badge ? createElement(badge, { jobId, pageIds }) : null;
}

/** One application: company, title, logo, days in its column, next step, match score. */
export function ApplicationCard({ application, handle, isDragging = false }: Props) {
  const { t, i18n } = useTranslation('tracker');
  const actions = useTrackerActions();
  const company = application.company.trim() || t('card.unknownCompany');
  const days = daysSince(application.status_changed_at);
  const overdue = isOverdue(application.next_step_due);
  const due = application.next_step_due
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${application.next_step_due}T00:00:00Z`))
    : null;
  return (
    <article
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
        isDragging && 'opacity-60 ring-2 ring-brand-500',
      )}
    >
      <div className="flex items-center gap-2">
        {handle}
        <CompanyLogo name={company} src={application.logo_url} size="sm" />
        <span className="flex-1" />
        <CardMenu application={application} />
      </div>
      {/* A line of its own, the card's whole width: words wrap whole (only a word longer than
          the card is ever broken). */}
      <p
        className="mt-2 line-clamp-2 text-xs font-medium break-words text-slate-600"
        data-testid="card-company"
      >
        {company}
      </p>
      <button
        type="button"
        onClick={() => actions.open(application.id)}
        aria-label={t('card.open', { title: application.title, company })}
        className="mt-1 block w-full text-left text-sm leading-snug font-semibold break-words text-slate-900 hover:text-brand-700 focus-visible:underline"
      >
        {application.title}
      </button>
      <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span>{days === 0 ? t('card.today') : t('card.days', { count: days })}</span>
        {application.job_id ? (
          <MatchBadge
            jobId={application.job_id}
            pageIds={actions.matchGroupOf(application.job_id)}
          />
        ) : null}
        {application.archived ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5">{t('card.archived')}</span>
        ) : null}
      </div>
      {application.next_step ? (
        <p
          className={cn(
            'mt-2 flex items-start gap-1.5 rounded-lg px-2 py-1.5 text-xs',
            overdue ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700',
          )}
        >
          <CalendarClock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            {t('card.next', { step: application.next_step })}
            {due ? ` · ${t('card.due', { date: due })}` : ''}
            {overdue ? ` · ${t('card.overdue')}` : ''}
          </span>
        </p>
      ) : null}
    </article>
  );
}
