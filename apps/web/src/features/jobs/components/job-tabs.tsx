import { Bookmark, Kanban, Search, Sparkles, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScrollEdges } from '#hooks/use-scroll-edges.ts';
import { cn } from '#lib/cn.ts';
import { useBookmarkSync } from '../hooks/use-bookmarks';
import { ComingSoon } from './coming-soon';
import { JobSearchPanel, type SearchActions } from './job-search-panel';
import { SavedJobs } from './saved-jobs';

const TABS = ['management', 'search', 'tracking', 'matching'] as const;
type JobTab = (typeof TABS)[number];
const ICONS: Record<JobTab, LucideIcon> = {
  management: Bookmark,
  search: Search,
  tracking: Kanban,
  matching: Sparkles,
};
const TAB_PARAM = 'tab';
/** The tab a page without `?tab=` opens on. */
const DEFAULT_TAB: JobTab = 'search';

const parseTab = (value: string | null): JobTab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as JobTab) : DEFAULT_TAB;

/**
 * The tab strip of spec section 2.7, search first selected; the tab lives in the URL beside the
 * search, so each tab can be linked to and the search survives a look at the saved jobs.
 */
export function JobTabs({
  searchActions,
  matching,
  tracking,
}: { searchActions?: SearchActions; matching?: ReactNode; tracking?: ReactNode } = {}) {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get(TAB_PARAM));
  useBookmarkSync();
  const { ref: stripRef, hasMoreStart, hasMoreEnd } = useScrollEdges<HTMLDivElement>();

  // The chosen tab is scrolled into view on a phone, where the strip is wider than the screen.
  // The default tab, second in the strip, is in view as the page opens: asking then would only
  // force a layout in the middle of the first render.
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (opening && tab === DEFAULT_TAB) return;
    stripRef.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, stripRef]);

  const select = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === DEFAULT_TAB) next.delete(TAB_PARAM);
      else next.set(TAB_PARAM, value);
      return next;
    });

  return (
    <Tabs.Root value={tab} onValueChange={select}>
      <div className="relative -mx-4 sm:mx-0">
        <Tabs.List
          ref={stripRef}
          aria-label={t('tabs.label')}
          className="flex snap-x snap-mandatory scroll-px-4 gap-1 overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] sm:px-0"
        >
          {TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="-mb-px inline-flex shrink-0 snap-start items-center gap-1.5 border-b-2 border-transparent px-2.5 py-2.5 sm:px-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {/* More tabs past the edge: a fade says so where the strip is cut off. */}
        <span
          aria-hidden="true"
          data-testid="tabs-more-start"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-white to-transparent transition-opacity',
            hasMoreStart ? 'opacity-100' : 'opacity-0',
          )}
        />
        <span
          aria-hidden="true"
          data-testid="tabs-more-end"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-white via-white/80 to-transparent transition-opacity',
            hasMoreEnd ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      <Tabs.Content value="search" className="focus-visible:outline-none">
        <JobSearchPanel actions={searchActions} />
      </Tabs.Content>
      <Tabs.Content value="management">
        <SavedJobs />
      </Tabs.Content>
      <Tabs.Content value="tracking">
        {tracking ?? (
          <ComingSoon
            icon={Kanban}
            title={t('tabs.trackingTitle')}
            description={t('tabs.trackingDescription')}
            onBack={() => select('search')}
          />
        )}
      </Tabs.Content>
      <Tabs.Content value="matching">
        {matching ?? (
          <ComingSoon
            icon={Sparkles}
            title={t('tabs.matchingTitle')}
            description={t('tabs.matchingDescription')}
            onBack={() => select('search')}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
