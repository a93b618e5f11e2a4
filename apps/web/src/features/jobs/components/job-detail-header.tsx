import type { JobDetail } from '@yonder/contract/jobs';
import { Briefcase, CalendarDays, MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '#lib/format-posted-ago.ts';
import { useLanguage } from '../hooks/use-language';
import { jobPlaceText } from '../utils/job-text';
import { ApplyButton } from './apply-button';
import { BookmarkButton } from './bookmark-button';
import { CompanyLogo } from '#components/company-logo.tsx';
import { JobTags } from './job-tags';
import { ShareButton } from './share-button';

/** Logo, featured badge, title, company, place, job type, posted date and the three actions. */
export function JobDetailHeader({ job, company }: { job: JobDetail; company: string }) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <CompanyLogo name={company} src={job.company_logo_url} size="lg" />
        <div className="min-w-0 flex-1">
          {job.is_featured ? (
            <p className="mb-1.5 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
              <Sparkles className="size-3" aria-hidden="true" />
              {t('detail.featured')}
            </p>
          ) : null}
          <h1 className="text-xl leading-tight font-bold tracking-tight text-slate-900 sm:text-2xl">
            {job.title}
          </h1>
          <p className="mt-1 text-base font-medium text-slate-700">{company}</p>
          <JobTags job={{ ...job, is_featured: false }} hasJobType={false} className="mt-2.5" />
        </div>
      </div>
      {job.is_sample ? (
        <p className="mt-4 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900 ring-1 ring-violet-200">
          {t('detail.sampleNotice')}
        </p>
      ) : null}
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <div className="inline-flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('detail.location')}</span>
          </dt>
          <dd>{jobPlaceText(job, t)}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <dt>
            <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('detail.jobType')}</span>
          </dt>
          <dd>{t(`jobTypes.${job.job_type}`)}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <dt>
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('card.posted')}</span>
          </dt>
          <dd>
            <time dateTime={job.posted_date}>
              {t('detail.posted', { date: formatLongDate(job.posted_date, language) })}
            </time>
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <ApplyButton
          applicationUrl={job.application_url}
          isSample={job.is_sample}
          className="min-w-0 flex-1 sm:flex-none"
        />
        <BookmarkButton job={job} variant="button" />
        <ShareButton job={job} />
      </div>
    </header>
  );
}
