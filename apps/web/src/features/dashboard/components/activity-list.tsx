import type { ActivityItem as Item } from '@yonder/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useActivity } from '../api/get-activity';
import { ActivityItem } from './activity-item';

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby="activity-title"
      data-testid="activity"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="activity-title" className="text-base font-semibold text-slate-900">
        {t('activity.title')}
      </h2>
      {children}
    </section>
  );
}

/** The guest's example entries. */
export function DemoActivityList({ items }: { items: Item[] }) {
  return (
    <Frame>
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((item) => (
          <ActivityItem key={item.id} item={item} isDemo />
        ))}
      </ul>
    </Frame>
  );
}

/** What the person did lately, newest first, 20 at a time. */
export function ActivityList() {
  const { t } = useTranslation('dashboard');
  const activity = useActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Frame>
      {activity.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : activity.isError && items.length === 0 ? (
        <div className="mt-3 flex items-center gap-3 text-sm text-red-700">
          {t('activity.loadFailed')}
          <Button size="sm" variant="secondary" onClick={() => void activity.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('activity.empty')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100">
            {items.map((item) => (
              <ActivityItem key={item.id} item={item} isDemo={false} />
            ))}
          </ul>
          {activity.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 w-full"
              disabled={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </Frame>
  );
}
