import type { DashboardSummary } from '@yonder/contract/dashboard';
import { Bookmark, FileCheck2, Send, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { formatDay, jobsTab } from '../utils/links';

function StatCard({
  icon: Icon,
  label,
  value,
  detail,
  link,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  link: { to: string; text: string };
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4">
      <Icon className="size-5 text-brand-600" aria-hidden="true" />
      <p className="mt-3 text-sm text-slate-600">{label}</p>
      <p data-testid={testId} className="mt-1 text-2xl font-semibold text-slate-900">
        {value}
      </p>
      {detail ? <p className="mt-0.5 truncate text-xs text-slate-600">{detail}</p> : null}
      <Link
        to={link.to}
        className="mt-auto pt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {link.text}
      </Link>
    </div>
  );
}

/** The four figures of spec 2.9, each true: ATS score, best match, saved and applied jobs. */
export function StatCards({ summary, isDemo }: { summary: DashboardSummary; isDemo: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const { ats, match } = summary;
  return (
    <>
      <StatCard
        icon={FileCheck2}
        label={t('stats.ats.label')}
        testId="stat-ats"
        value={ats ? ats.score : t('stats.ats.empty')}
        detail={
          ats
            ? ats.analyzed_at
              ? t('stats.ats.analyzedOn', {
                  title: ats.resume_title,
                  date: formatDay(ats.analyzed_at, i18n.language),
                })
              : t('stats.ats.analyzed', { title: ats.resume_title })
            : null
        }
        link={{
          to: paths.resume.getHref({ resume: summary.primary_resume_id ?? undefined }),
          text: t('stats.ats.open'),
        }}
      />
      <StatCard
        icon={Sparkles}
        label={t('stats.match.label')}
        testId="stat-match"
        value={match ? `${match.score}%` : t('stats.match.empty')}
        detail={
          match && isDemo ? (
            t('stats.match.best', { title: match.title })
          ) : match ? (
            <Link to={paths.jobDetail.getHref(match.job_id)} className="hover:text-brand-700">
              {t('stats.match.best', { title: match.title })}
            </Link>
          ) : null
        }
        link={{ to: jobsTab('matching'), text: t('stats.match.open') }}
      />
      <StatCard
        icon={Bookmark}
        label={t('stats.saved.label')}
        testId="stat-saved"
        value={summary.saved_jobs}
        link={{ to: jobsTab('management'), text: t('stats.saved.open') }}
      />
      <StatCard
        icon={Send}
        label={t('stats.applied.label')}
        testId="stat-applied"
        value={summary.applied_jobs}
        link={{ to: jobsTab('tracking'), text: t('stats.applied.open') }}
      />
    </>
  );
}

/** The cards' place while the figures load. */
export function StatCardsLoading() {
  return Array.from({ length: 4 }, (_, index) => (
    <div
      key={index}
      aria-hidden="true"
      className="h-36 animate-pulse rounded-2xl border border-slate-200 bg-slate-100"
    />
  ));
}
