import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@yonder/contract/applications';
import { Check, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '#components/company-logo.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { textInputClass } from '#components/ui/text-field.tsx';
import { cn } from '#lib/cn.ts';
import { searchCatalogue } from '../api/applications';
import { useTrackJob } from '../hooks/use-track-job';

/** Finds a job of Yonder's catalogue and tracks it. */
export function AddFromCatalogue({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('tracker');
  const [keyword, setKeyword] = useState('');
  const query = useDeferredValue(keyword.trim());
  const [tracked, setTracked] = useState<string[]>([]);
  const track = useTrackJob();
  const results = useQuery({
    queryKey: ['jobs', 'tracker-search', query],
    queryFn: ({ signal }) => searchCatalogue(query, signal),
    enabled: query.length > 0,
  });
  return (
    <div className="space-y-3">
      <label className="block">
        <span className="text-sm font-medium text-slate-800">{t('add.search')}</span>
        <span className="relative mt-1.5 block">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={keyword}
            maxLength={100}
            placeholder={t('add.searchPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
            className={cn(textInputClass(false), 'pl-9')}
          />
        </span>
      </label>
      {results.isFetching && !results.data ? (
        <Spinner label={t('add.searching')} />
      ) : results.data?.length === 0 ? (
        <p className="text-sm text-slate-600">{t('add.noResults')}</p>
      ) : null}
      <ul className="space-y-2" aria-live="polite">
        {(results.data ?? []).map((job) => {
          const isTracked = tracked.includes(job.id);
          return (
            <li
              key={job.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-2.5"
            >
              <CompanyLogo name={job.company_name} src={job.company_logo_url} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{job.title}</p>
                <p className="truncate text-xs text-slate-600">{job.company_name}</p>
              </div>
              <Button
                size="sm"
                variant={isTracked ? 'secondary' : 'primary'}
                disabled={isTracked || track.isPending}
                aria-label={t('add.trackJob', { title: job.title, company: job.company_name })}
                onClick={() =>
                  track.mutate(
                    { job_id: job.id, status },
                    { onSuccess: () => setTracked((ids) => [...ids, job.id]) },
                  )
                }
              >
                {isTracked ? <Check className="size-4" aria-hidden="true" /> : null}
                {t(isTracked ? 'add.tracked' : 'add.track')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
