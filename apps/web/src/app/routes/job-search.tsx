import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { JobCardBadgeContext } from '#components/job-card-badge.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { JobTabs } from '#features/jobs/components/job-tabs.tsx';
import { SavedSearchActions } from '#features/saved-searches/components/saved-search-actions.tsx';
import { MatchScoreBadge } from '#features/matching/components/match-score-badge.tsx';
import { MatchingPanel } from '#features/matching/components/matching-panel.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import i18n from '#lib/i18n.ts';

// The board (with its drag and drop) loads when the tracking tab is opened, not with the search.
const TrackerPanel = lazy(() =>
  import('#features/tracker/components/tracker-panel.tsx').then((module) => ({
    default: module.TrackerPanel,
  })),
);

// The texts load with the route's code instead of after its first render.
export const loader = async () => {
  await i18n.loadNamespaces(['jobs', 'savedSearches', 'matching', 'tracker']);
  return null;
};

export function Component() {
  const { t } = useTranslation('jobs');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <JobCardBadgeContext value={MatchScoreBadge}>
        <JobTabs
          searchActions={({ query, applyQuery }) => (
            <SavedSearchActions query={query} onApply={applyQuery} />
          )}
          matching={<MatchingPanel />}
          tracking={
            <Suspense
              fallback={
                <div className="flex min-h-64 items-center justify-center">
                  <Spinner size="lg" />
                </div>
              }
            >
              <TrackerPanel />
            </Suspense>
          }
        />
      </JobCardBadgeContext>
    </>
  );
}
