import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { usePreviewJobs, PREVIEW_JOBS_COUNT, type PreviewJob } from '../api/get-preview-jobs';
import { useGuardedNavigate } from '../hooks/use-guarded-navigate';
import { formatPostedAgo, formatSalary } from '../utils/format-job';
import { JobPreviewCard, type JobCardView } from './job-preview-card';

type SampleJob = Omit<JobCardView, 'logoUrl'>;

const isSameOrigin = (url: string | null): url is string =>
  Boolean(url && url.startsWith('/') && !url.startsWith('//'));

/** Six jobs from the API; six sample jobs from the text resources while it has none (or fails). */
export function JobsPreview() {
  const { t, i18n } = useTranslation('landing');
  const { data, isPending } = usePreviewJobs();
  const guardedNavigate = useGuardedNavigate();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';

  const toView = (job: PreviewJob): JobCardView => ({
    id: String(job.id),
    title: job.title,
    company: job.company_name,
    logoUrl: isSameOrigin(job.company_logo_url) ? job.company_logo_url : null,
    location: job.location ?? '',
    salary:
      formatSalary(
        { min: job.salary_min, max: job.salary_max, currency: job.currency },
        language,
        (amount) => t('jobs.upTo', { amount }),
      ) ?? t('jobs.negotiable'),
    timeAgo: job.posted_date ? formatPostedAgo(job.posted_date, language) : '',
    skills: job.skills ?? [],
  });

  const hasLiveJobs = Boolean(data && data.length > 0);
  const samples = t('jobs.samples', { returnObjects: true }) as SampleJob[];
  const jobs: JobCardView[] = hasLiveJobs
    ? data!.map(toView)
    : samples.map((job) => ({ ...job, logoUrl: null }));

  return (
    <section aria-labelledby="jobs-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="jobs-title"
            align="left"
            eyebrow={t('jobs.eyebrow')}
            title={t('jobs.title')}
            description={t('jobs.description')}
          />
          <Button
            variant="secondary"
            onClick={() => guardedNavigate(paths.jobSearch.getHref())}
            className="shrink-0"
          >
            {t('jobs.seeAll')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        {isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('jobs.loading')}
            className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: PREVIEW_JOBS_COUNT }, (_, index) => (
              <li
                key={index}
                className="h-52 animate-pulse rounded-2xl border border-slate-200 bg-white"
              />
            ))}
          </ul>
        ) : (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {jobs.map((job, index) => (
              <li key={job.id}>
                <JobPreviewCard
                  job={job}
                  colourIndex={index}
                  onOpen={
                    hasLiveJobs ? () => guardedNavigate(paths.jobDetail.getHref(job.id)) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
