import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useGuardedNavigate } from '../hooks/use-guarded-navigate';
import { JobPreviewCard, type JobCardView } from './job-preview-card';

type SampleJob = Omit<JobCardView, 'logoUrl'>;

/**
 * Six sample jobs from the text resources (spec section 2.2). The live preview (the newest
 * featured jobs) is wired by the jobs issue, with the catalogue's getAllJobs endpoint; until
 * then no request is made to an endpoint that does not exist.
 */
export function JobsPreview() {
  const { t } = useTranslation('landing');
  const guardedNavigate = useGuardedNavigate();
  const samples = t('jobs.samples', { returnObjects: true }) as SampleJob[];
  const jobs: JobCardView[] = samples.map((job) => ({ ...job, logoUrl: null }));

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
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job, index) => (
            <li key={job.id}>
              <JobPreviewCard job={job} colourIndex={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
