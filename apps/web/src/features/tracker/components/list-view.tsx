import { useQuery } from '@tanstack/react-query';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
} from '@yonder/contract/applications';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner.tsx';
import { textInputClass } from '#components/ui/text-field.tsx';
import { cn } from '#lib/cn.ts';
import { listQueryOptions } from '../api/applications';
import { useTrackerActions } from '../hooks/tracker-actions';
import { daysSince } from '../utils/board';
import { COLUMN_TONES } from './board-column';
import { CardMenu } from './card-menu';

const SORT_LABELS: Record<ApplicationSort, string> = {
  updated: 'list.sortUpdated',
  created: 'list.sortCreated',
  company: 'list.sortCompany',
  title: 'list.sortTitle',
  status: 'list.sortStatus',
  due: 'list.sortDue',
};
const SELECT = cn(textInputClass(false), 'pr-8');

/** Every application as rows, searched, filtered and sorted by the server. */
export function ListView() {
  const { t } = useTranslation('tracker');
  const actions = useTrackerActions();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ApplicationSort>('updated');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [isArchived, setIsArchived] = useState(false);
  const query = useDeferredValue(q.trim());
  const list = useQuery(
    listQueryOptions({
      q: query || undefined,
      sort,
      status: status || undefined,
      archived: isArchived ? 'true' : 'false',
    }),
  );
  const items = list.data?.items ?? [];
  return (
    <div className="space-y-3" data-testid="tracker-list">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] sm:items-end">
        <label className="block">
          <span className="text-sm font-medium text-slate-800">{t('list.search')}</span>
          <span className="relative mt-1.5 block">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('list.searchPlaceholder')}
              className={cn(textInputClass(false), 'pl-9')}
              maxLength={200}
            />
          </span>
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-800">{t('list.statusFilter')}</span>
          <select
            className={cn(SELECT, 'mt-1.5')}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
          >
            <option value="">{t('list.allStatuses')}</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-800">{t('list.sort')}</span>
          <select
            className={cn(SELECT, 'mt-1.5')}
            value={sort}
            onChange={(event) => setSort(event.target.value as ApplicationSort)}
          >
            {APPLICATION_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={isArchived}
            onChange={(event) => setIsArchived(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t('list.showArchived')}
        </label>
      </div>
      {list.isPending ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          {t('list.noResults')}
        </p>
      ) : (
        <div
          className={cn(
            'overflow-x-auto rounded-xl border border-slate-200 bg-white',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('list.label')}</caption>
            <thead className="bg-slate-50 text-xs font-medium text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('list.job')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('list.status')}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {t('list.nextStep')}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {t('list.updated')}
                </th>
                <th scope="col" className="w-10 px-3 py-2">
                  <span className="sr-only">{t('menu.moveTo')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id} data-testid="tracker-row">
                  <td className="px-3 py-2.5">
                    <button
                      type="button"
                      onClick={() => actions.open(item.id)}
                      className="text-left font-semibold text-slate-900 hover:text-brand-700"
                    >
                      {item.title}
                    </button>
                    <p className="text-xs text-slate-600">{item.company}</p>
                  </td>
                  <td className="px-3 py-2.5 whitespace-nowrap">
                    <span className="inline-flex items-center gap-1.5">
                      <span
                        className={cn('size-2 rounded-full', COLUMN_TONES[item.status])}
                        aria-hidden="true"
                      />
                      {t(`status.${item.status}`)}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2.5 text-slate-700 sm:table-cell">
                    {item.next_step || '—'}
                    {item.next_step_due ? ` · ${item.next_step_due}` : ''}
                  </td>
                  <td className="hidden px-3 py-2.5 whitespace-nowrap text-slate-600 sm:table-cell">
                    {daysSince(item.updated_at) === 0
                      ? t('list.today')
                      : t('list.daysAgo', { count: daysSince(item.updated_at) })}
                  </td>
                  <td className="px-3 py-2.5">
                    <CardMenu application={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
