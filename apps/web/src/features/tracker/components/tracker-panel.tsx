import { Kanban, List, LogIn, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useMediaQuery } from '#hooks/use-media-query.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { cn } from '#lib/cn.ts';
import { useBoard } from '../api/applications';
import { TrackerActionsContext } from '../hooks/tracker-actions';
import { useTrackerState } from '../hooks/use-tracker-state';
import { AddDialog } from './add-dialog';
import { ApplicationDrawer } from './application-drawer';
import { DeleteDialog } from './delete-dialog';
import { ExportButton } from './export-button';
import { KanbanBoard } from './kanban-board';
import { ListView } from './list-view';
import { MobileBoard } from './mobile-board';

type View = 'board' | 'list';
const VIEW_ICONS = { board: Kanban, list: List } as const;

/** The job search's tracking tab: the board or the list, the drawer, adding, exporting. */
export function TrackerPanel() {
  const { t } = useTranslation('tracker');
  const isSignedIn = useIsSignedIn();
  const isPhone = useMediaQuery('(max-width: 639px)');
  const board = useBoard();
  const [view, setView] = useState<View>('board');
  const [isAdding, setIsAdding] = useState(false);
  const state = useTrackerState(board.data?.items ?? []);
  const { openDialog } = useAppDialogs();
  const location = useLocation();

  if (!isSignedIn)
    return (
      <div className="mt-5">
        <EmptyState
          icon={Kanban}
          title={t('guest.title')}
          description={t('guest.description')}
          action={
            <Button
              onClick={() =>
                openDialog('auth', {
                  mode: 'login',
                  redirectTo: location.pathname + location.search,
                })
              }
            >
              <LogIn className="size-4" aria-hidden="true" />
              {t('guest.signIn')}
            </Button>
          }
        />
      </div>
    );

  const items = board.data?.items ?? [];
  let content;
  if (board.isPending)
    content = (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  else if (board.isError)
    content = (
      <EmptyState
        icon={Kanban}
        title={t('loadFailed')}
        description={board.error.message}
        action={
          <Button variant="secondary" onClick={() => void board.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('actions.retry')}
          </Button>
        }
      />
    );
  else if (view === 'list') content = <ListView />;
  else if (items.length === 0)
    content = (
      <EmptyState
        icon={Kanban}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button onClick={() => setIsAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('actions.add')}
          </Button>
        }
      />
    );
  else content = isPhone ? <MobileBoard items={items} /> : <KanbanBoard items={items} />;

  return (
    <TrackerActionsContext value={state.actions}>
      <section aria-labelledby="tracker-title" className="mt-5 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="tracker-title" className="text-base font-semibold text-slate-900">
              {t('title')}
            </h2>
            <p className="text-sm text-slate-600">{t('description')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div
              role="group"
              aria-label={t('views.label')}
              className="inline-flex rounded-lg ring-1 ring-slate-300"
            >
              {(['board', 'list'] as const).map((value) => {
                const Icon = VIEW_ICONS[value];
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={view === value}
                    onClick={() => setView(value)}
                    className={cn(
                      'inline-flex h-9 items-center gap-1.5 px-3 text-sm font-medium first:rounded-l-lg last:rounded-r-lg',
                      view === value
                        ? 'bg-brand-600 text-white'
                        : 'bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`views.${value}`)}
                  </button>
                );
              })}
            </div>
            <ExportButton />
            <Button size="sm" className="h-9" onClick={() => setIsAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('actions.add')}
            </Button>
          </div>
        </div>
        {content}
      </section>
      <AddDialog isOpen={isAdding} onOpenChange={setIsAdding} />
      <ApplicationDrawer id={state.openId} onClose={state.close} />
      <DeleteDialog
        application={state.deleting}
        onClose={state.cancelDelete}
        onDeleted={state.deleted}
      />
    </TrackerActionsContext>
  );
}
