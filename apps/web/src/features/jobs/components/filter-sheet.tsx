import type { JobSearchResult } from '@yonder/contract/jobs';
import { SlidersHorizontal, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import type { JobSearchControls } from '../hooks/use-job-search-state';
import { countActiveFilters } from '../utils/search-state';
import { FilterGroups } from './filter-panel';

type Props = {
  controls: JobSearchControls;
  facets: JobSearchResult['facets'] | undefined;
  total: number | undefined;
  isCountCapped: boolean;
};

/**
 * The filters of small screens: a bottom sheet sliding up in 300 ms. A choice applies at once
 * (the count on "show" follows it); reset clears every filter; show closes the sheet.
 */
export function FilterSheet({ controls, facets, total, isCountCapped }: Props) {
  const { t } = useTranslation('jobs');
  const [isOpen, setOpen] = useState(false);
  const active = countActiveFilters(controls.state);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="inline-flex h-9 items-center gap-2 rounded-lg bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('search.filters')}
        {active > 0 ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
            <span aria-hidden="true">{active}</span>
            <span className="sr-only">{t('search.activeFilters', { count: active })}</span>
          </span>
        ) : null}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-300 starting:opacity-0" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-y-full"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3.5">
            <DialogPrimitive.Title className="text-base font-semibold text-slate-900">
              {t('filters.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('common:actions.close')}
              className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-5 py-1">
            <FilterGroups controls={controls} facets={facets} isCountCapped={isCountCapped} />
          </div>
          <div className="flex gap-3 border-t border-slate-100 px-5 py-3.5 pb-[max(0.875rem,env(safe-area-inset-bottom))]">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={controls.clearFilters}
              disabled={active === 0}
            >
              {t('filters.reset')}
            </Button>
            <Button className="flex-[2]" onClick={() => setOpen(false)}>
              {total === undefined
                ? t('filters.done')
                : t(isCountCapped ? 'filters.applyAtLeast' : 'filters.apply', { count: total })}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
