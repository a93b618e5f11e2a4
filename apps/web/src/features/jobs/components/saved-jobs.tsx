import { useQueries } from '@tanstack/react-query';
import type { JobListItem } from '@yonder/contract/jobs';
import { Bookmark, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { usePayTarget } from '#hooks/use-pay-target.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { useFavorites } from '../api/get-favorites';
import { jobQueryOptions } from '../api/get-job';
import { useBookmarkedIds } from '../hooks/use-bookmarks';
import { JobCard } from './job-card';

/** Jobs a guest bookmarked in this browser, read one by one (guests have no saved list on the server). */
function useGuestSavedJobs(ids: readonly string[], isEnabled: boolean) {
  const { currency, period } = usePayTarget();
  return useQueries({
    queries: ids.map((id) => ({
      ...jobQueryOptions(id, { currency, period }),
      enabled: isEnabled,
      retry: false,
    })),
    combine: (results) => ({
      jobs: results.flatMap((result) => (result.data ? [result.data as JobListItem] : [])),
      isPending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    }),
  });
}

/** The job management tab: the saved jobs, synced with the account when signed in. */
export function SavedJobs() {
  const { t } = useTranslation('jobs');
  const isSignedIn = useIsSignedIn();
  const ids = useBookmarkedIds();
  const favorites = useFavorites();
  const guest = useGuestSavedJobs(isSignedIn ? [] : ids, !isSignedIn);
  const { openDialog } = useAppDialogs();
  const location = useLocation();

  // A job unbookmarked here leaves the list at once, before the server's list is read again.
  const jobs = isSignedIn
    ? (favorites.data?.items ?? [])
        .filter((item) => item.status === 'saved' && ids.includes(item.job_id))
        .map((item) => item.job)
    : guest.jobs;
  const isPending = isSignedIn ? favorites.isPending : guest.isPending;

  return (
    <section aria-labelledby="saved-jobs-title" className="mt-5 space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="saved-jobs-title" className="text-base font-semibold text-slate-900">
          {t('saved.title')}
        </h2>
        {!isPending ? (
          <p className="text-sm text-slate-600">{t('saved.count', { count: jobs.length })}</p>
        ) : null}
      </div>
      {!isSignedIn ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-slate-900">{t('saved.guestTitle')}</p>
            <p className="mt-0.5 text-sm text-slate-600">{t('saved.guestDescription')}</p>
          </div>
          <Button
            className="shrink-0"
            onClick={() =>
              openDialog('auth', {
                mode: 'login',
                redirectTo: location.pathname + location.search,
              })
            }
          >
            <LogIn className="size-4" aria-hidden="true" />
            {t('saved.signIn')}
          </Button>
        </div>
      ) : null}
      {isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner size="lg" label={t('results.loading')} />
        </div>
      ) : isSignedIn && favorites.isError ? (
        <EmptyState icon={Bookmark} title={t('saved.failed')} />
      ) : jobs.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title={t('saved.emptyTitle')}
          description={t('saved.emptyDescription')}
        />
      ) : (
        <ul aria-label={t('saved.title')} className="space-y-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
