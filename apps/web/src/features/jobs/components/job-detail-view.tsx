import { ArrowLeft, Briefcase, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { isNotFound, useJob } from '../api/get-job';
import { ApplyPromptContext, useApplyPrompt } from '../hooks/use-apply-prompt';
import { useBookmarkSync } from '../hooks/use-bookmarks';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { ApplyPrompt } from './apply-prompt';
import type { JobLinkState } from './job-card';
import { JobAside } from './job-aside';
import { JobDetailHeader } from './job-detail-header';
import { JobFacts } from './job-facts';
import { JobSourcesList } from './job-sources';
import { JobSections } from './job-sections';
import { MobileApplyBar } from './mobile-apply-bar';

/** The search the reader came from, so "back" keeps the query, filters and page. */
function useBackHref() {
  const state = useLocation().state as JobLinkState | null;
  const from = state?.from;
  return from?.startsWith(paths.jobSearch.getHref()) ? from : paths.jobSearch.getHref();
}

/** The job page (spec section 2.8): loading, not found or failed, or the job in full. */
export function JobDetailView({ id, matchPanel }: { id: string; matchPanel?: ReactNode }) {
  const { t } = useTranslation('jobs');
  const { data: job, isPending, error, refetch, isRefetching } = useJob(id);
  const backHref = useBackHref();
  useBookmarkSync();
  const prompt = useApplyPrompt(id, useIsSignedIn());

  const backLink = (
    <Link
      to={backHref}
      className="mb-5 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (isPending) {
    return (
      <>
        {backLink}
        <h1 className="sr-only">{t('detail.title')}</h1>
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner size="lg" label={t('detail.loading')} />
        </div>
      </>
    );
  }

  if (!job) {
    const notFound = isNotFound(error);
    return (
      <>
        {backLink}
        <h1 className="sr-only">{t(notFound ? 'detail.notFound' : 'detail.loadFailed')}</h1>
        <EmptyState
          icon={Briefcase}
          title={t(notFound ? 'detail.notFound' : 'detail.loadFailed')}
          description={notFound ? t('detail.notFoundDescription') : error?.message}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {notFound ? null : (
                <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {t('detail.retry')}
                </Button>
              )}
              <Link to={backHref} className={buttonClass('primary')}>
                {t('detail.backToSearch')}
              </Link>
            </div>
          }
        />
      </>
    );
  }

  const company = job.company_name.trim() || t('card.unknownCompany');
  return (
    <ApplyPromptContext value={prompt.markApplyOpened}>
      {/* Room at the bottom on a phone, so the apply bar never covers the end of the job. */}
      <article className="pb-24 lg:pb-0">
        {backLink}
        <JobDetailHeader job={job} company={company} />
        <div className="mt-4 space-y-4">
          <JobFacts job={job} />
          <JobSourcesList job={job} />
        </div>
        {matchPanel ? <div className="mt-4">{matchPanel}</div> : null}
        <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <JobSections job={job} />
          <JobAside job={job} company={company} />
        </div>
        <MobileApplyBar job={job} />
      </article>
      {prompt.isAsking ? (
        <ApplyPrompt jobId={job.id} title={job.title} onClose={prompt.dismiss} />
      ) : null}
    </ApplyPromptContext>
  );
}
