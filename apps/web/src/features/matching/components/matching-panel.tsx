import { usePayTarget } from '#hooks/use-pay-target.ts';
import { FileUp, SearchX, Sparkles, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { cn } from '#lib/cn.ts';
import { useMatches } from '../api/get-matches';
import { useLanguage } from '../hooks/use-language';
import {
  parseMatchFilters,
  toMatchesQuery,
  writeMatchFilters,
  type MatchFilters,
} from '../utils/match-filters';
import { FewInField } from './few-in-field';
import { MatchCard } from './match-card';
import { MatchFiltersBar } from './match-filters-bar';
import { MatchingResume } from './matching-resume';

/** Where a candidate without a profile or resume goes first. */
function NoCandidate() {
  const { t } = useTranslation('matching');
  return (
    <EmptyState
      icon={Sparkles}
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.autoApply.getHref()} className={buttonClass('primary')}>
            <UserRound className="size-4" aria-hidden="true" />
            {t('empty.profile')}
          </Link>
          <Link to={paths.resume.getHref()} className={buttonClass('secondary')}>
            <FileUp className="size-4" aria-hidden="true" />
            {t('empty.resume')}
          </Link>
        </div>
      }
    />
  );
}

/** The job search's "matching" tab: the signed-in user's recommendations, ranked, with filters and pages. */
export function MatchingPanel() {
  const { t } = useTranslation('matching');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const filters = parseMatchFilters(params);
  const pay = usePayTarget();
  const { data, isFetching, isPlaceholderData, isError, refetch } = useMatches(
    { ...toMatchesQuery(filters), currency: pay.currency, pay_period: pay.period },
    language,
    isSignedIn,
  );
  const setFilters = (next: MatchFilters) =>
    setParams((current) => writeMatchFilters(next, current));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const isLoading = isFetching && (!data || isPlaceholderData);

  let body;
  // A guest has nothing to match on yet: the same way in, through the profile or a resume.
  if (!isSignedIn) {
    body = <NoCandidate />;
  } else if (!data && isError) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t('failed')}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    body = (
      <div className="flex min-h-72 items-center justify-center">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (!data.has_candidate) {
    body = <NoCandidate />;
  } else if (data.items.length === 0) {
    body = <EmptyState icon={SearchX} title={t('none')} description={t('noneHint')} />;
  } else {
    body = (
      <>
        <ul
          aria-label={t('listLabel')}
          aria-busy={isLoading}
          className={cn('space-y-3 transition-opacity', isLoading && 'opacity-50')}
        >
          {data.items.map((job) => (
            <li key={job.id}>
              <MatchCard job={job} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav
            aria-label={t('pagerLabel')}
            className="mt-5 flex items-center justify-between gap-3"
          >
            <Button
              variant="secondary"
              disabled={filters.page <= 1}
              onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
            >
              {t('previous')}
            </Button>
            <span className="text-sm text-slate-600">
              {t('page', { page: filters.page, pages })}
            </span>
            <Button
              variant="secondary"
              disabled={filters.page >= pages}
              onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
            >
              {t('next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="mt-5 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('title')}</h2>
          <p className="mt-0.5 text-sm text-slate-600">{t('intro')}</p>
        </div>
        {data?.has_candidate ? (
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {t('count', { count: data.total })}
          </p>
        ) : null}
      </div>
      {isSignedIn && data && (data.has_candidate || data.resume) ? (
        <MatchingResume resume={data.resume} />
      ) : null}
      {!isSignedIn || (data && !data.has_candidate) ? null : (
        <MatchFiltersBar key={filters.keyword} filters={filters} onChange={setFilters} />
      )}
      {data?.has_candidate && data.field?.few ? <FewInField field={data.field} /> : null}
      {body}
    </div>
  );
}
