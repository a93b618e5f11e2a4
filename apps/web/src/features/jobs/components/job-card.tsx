import type { JobListItem } from '@yonder/contract/jobs';
import { ArrowRight, Clock, Globe2, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useGuardedNavigate } from '#hooks/use-guarded-navigate.ts';
import { formatPostedAgo } from '#lib/format-posted-ago.ts';
import { useLanguage } from '../hooks/use-language';
import { jobPlaceText, jobSalaryText } from '../utils/job-text';
import { countryName } from '../utils/places';
import { BookmarkButton } from './bookmark-button';
import { CompanyLogo } from '#components/company-logo.tsx';
import { JobTags, SkillPills } from './job-tags';
import { ConvertedPay, hasConversion } from '#components/converted-pay.tsx';
import { hasSourcesLine, JobSourcesLine } from './job-sources';

/**
 * Why a job is open to the person ("open to me"): where they can be hired from, and the hours
 * their day meets the team's ("可从中国受聘 · 与团队重叠 4 小时").
 */
function hireLine(
  hire: NonNullable<JobListItem['hire']>,
  language: string,
  t: TFunction<'jobs'>,
): string {
  const parts = [
    hire.country
      ? t('card.hireFrom', { country: countryName(hire.country, language) })
      : t('card.hireAnywhere'),
  ];
  if (hire.overlap_hours !== null) parts.push(t('card.hireOverlap', { count: hire.overlap_hours }));
  return parts.join(' · ');
}

/** Where the job page's back link returns to: this search, as it is now. */
export type JobLinkState = { from?: string };

/** One search result (spec section 2.7): a signed-in user opens its page, a guest signs in first. */
export function JobCard({ job, badge }: { job: JobListItem; badge?: ReactNode }) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const location = useLocation();
  const guardedNavigate = useGuardedNavigate();
  const titleId = useId();
  const company = job.company_name.trim() || t('card.unknownCompany');
  const salary = jobSalaryText(job, language, t);
  const open = () =>
    guardedNavigate(paths.jobDetail.getHref(job.id), {
      state: { from: location.pathname + location.search } satisfies JobLinkState,
    });

  return (
    <article
      aria-labelledby={titleId}
      className="group relative rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand-500/40 hover:shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3.5">
        <CompanyLogo name={company} src={job.company_logo_url} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
            <button
              type="button"
              onClick={open}
              className="text-left group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl"
            >
              {job.title}
            </button>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-600">
            <span className="font-medium text-slate-700">{company}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5 text-slate-500" aria-hidden="true" />
              {jobPlaceText(job, t)}
            </span>
          </p>
        </div>
        <BookmarkButton job={job} className="relative z-10 -mt-1 -mr-1" />
      </div>
      {badge ? <div className="mt-2">{badge}</div> : null}
      {job.hire ? (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <Globe2 className="size-4 shrink-0" aria-hidden="true" />
          {hireLine(job.hire, language, t)}
        </p>
      ) : null}
      <JobTags job={job} className="mt-2.5" />
      {/* Rendered only when there is something to say: a page holds twenty cards. */}
      {hasSourcesLine(job) ? <JobSourcesLine job={job} className="mt-2" /> : null}
      <div className="mt-2.5">
        <SkillPills skills={job.skills} />
      </div>
      <div className="mt-3.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t border-slate-100 pt-3">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
          <p
            className={
              salary ? 'text-base font-semibold text-emerald-700' : 'text-sm text-slate-500'
            }
          >
            {salary ?? t('card.salaryNegotiable')}
          </p>
          {hasConversion(job) ? <ConvertedPay job={job} /> : null}
          <p className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('card.posted')}</span>
            <time dateTime={job.posted_date}>{formatPostedAgo(job.posted_date, language)}</time>
          </p>
        </div>
        <button
          type="button"
          onClick={open}
          aria-describedby={titleId}
          className={`${buttonClass('secondary', 'sm')} relative z-10`}
        >
          {t('card.viewDetails')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
