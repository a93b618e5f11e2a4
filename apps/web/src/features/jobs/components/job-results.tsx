import type { JobSearchResult } from '@yonder/contract/jobs';
import { SearchX } from 'lucide-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { JobCardBadgeContext } from '#components/job-card-badge.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { cn } from '#lib/cn.ts';
import { JobCard } from './job-card';

type Props = {
  data: JobSearchResult | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Given when filters narrow the search: the empty state offers to drop them. */
  onClearFilters?: (() => void) | undefined;
  /** Given when only a keyword narrows it: the empty state offers every job. */
  onClearKeyword?: (() => void) | undefined;
};

/** The result cards, a spinner while loading, and 'No jobs found' when nothing matches. */
export function JobResults({
  data,
  isLoading,
  isError,
  onRetry,
  onClearFilters,
  onClearKeyword,
}: Props) {
  const { t } = useTranslation('jobs');
  const Badge = useContext(JobCardBadgeContext);
  if (!data && isLoading) {
    return (
      <div className="flex min-h-72 items-center justify-center">
        <Spinner size="lg" label={t('results.loading')} />
      </div>
    );
  }
  if (!data && isError) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('results.failed')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('detail.retry')}
          </Button>
        }
      />
    );
  }
  if (!data || data.items.length === 0) {
    return isLoading ? (
      <div className="flex min-h-72 items-center justify-center">
        <Spinner size="lg" label={t('results.loading')} />
      </div>
    ) : (
      <EmptyState
        icon={SearchX}
        title={t('results.empty')}
        description={t('results.emptyHint')}
        action={
          onClearFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {t('results.clearFilters')}
            </Button>
          ) : onClearKeyword ? (
            <Button variant="secondary" onClick={onClearKeyword}>
              {t('results.clearKeyword')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="relative">
      {isLoading ? (
        <div className="pointer-events-none absolute inset-x-0 top-16 z-10 flex justify-center">
          <span className="rounded-full bg-white p-2 shadow-md ring-1 ring-slate-200">
            <Spinner label={t('results.loading')} />
          </span>
        </div>
      ) : null}
      <ul
        aria-label={t('results.label')}
        aria-busy={isLoading}
        className={cn('space-y-3 transition-opacity', isLoading && 'opacity-50')}
      >
        {data.items.map((job, _index, items) => (
          // A card off screen is laid out only when it comes near: a page of 20 cards costs a
          // phone the layout of the few it shows. Until then a card's usual height (measured:
          // 13rem on wide screens, 18rem on a phone) stands in for it, then its last own one.
          <li
            key={job.id}
            className="[contain-intrinsic-size:auto_18rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_13rem]"
          >
            <JobCard
              job={job}
              badge={Badge ? <Badge jobId={job.id} pageIds={items.map((item) => item.id)} /> : null}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
