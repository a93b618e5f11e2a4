import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionHeading } from '#components/ui/section-heading.tsx';
import { paths } from '#config/paths.ts';
import { useGuardedNavigate } from '#hooks/use-guarded-navigate.ts';
import { usePreviewJobs } from '../api/get-preview-jobs';
import { toPreviewCard } from '../utils/format-job';
import { JobPreviewCard, type JobCardView } from './job-preview-card';

type SampleJob = Omit<JobCardView, 'logoUrl'>;

/**
 * The newest six jobs from the catalogue (spec section 2.2). The prerendered page and the first
 * live frame show six sample jobs from the text resources; the live jobs replace them once
 * loaded, and the samples stay if there are none or the call fails.
 */
export function JobsPreview() {
  const { t, i18n } = useTranslation('landing');
  const guardedNavigate = useGuardedNavigate();
  const data = usePreviewJobs();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const isLive = Boolean(data && data.length > 0);
  const jobs: JobCardView[] = isLive
    ? data!.map((job) => toPreviewCard(job, language, t))
    : (t('jobs.samples', { returnObjects: true }) as SampleJob[]).map((job) => ({
        ...job,
        logoUrl: null,
      }));

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
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job, index) => (
            <li key={job.id}>
              <JobPreviewCard
                job={job}
                colourIndex={index}
                onOpen={isLive ? () => guardedNavigate(paths.jobDetail.getHref(job.id)) : undefined}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
