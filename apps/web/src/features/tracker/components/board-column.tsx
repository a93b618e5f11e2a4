import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Application, ApplicationStatus } from '@yonder/contract/applications';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { SortableCard } from './sortable-card';

export const COLUMN_TONES: Record<ApplicationStatus, string> = {
  wishlist: 'bg-slate-400',
  applied: 'bg-brand-600',
  interview: 'bg-amber-500',
  offer: 'bg-emerald-600',
  rejected: 'bg-rose-500',
};

/** One column of the board: a drop target holding its cards in order. */
export function BoardColumn({
  status,
  items,
}: {
  status: ApplicationStatus;
  items: Application[];
}) {
  const { t } = useTranslation('tracker');
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `tracker-column-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-64 w-64 shrink-0 flex-col rounded-2xl bg-slate-100/80 p-2 lg:w-auto lg:min-w-0 lg:flex-1',
        isOver && 'ring-2 ring-brand-400',
      )}
    >
      <h3
        id={headingId}
        className="flex items-center justify-between gap-2 px-2 pt-1 pb-2 text-sm font-semibold text-slate-800"
      >
        <span className="flex items-center gap-2">
          <span className={cn('size-2 rounded-full', COLUMN_TONES[status])} aria-hidden="true" />
          {t(`status.${status}`)}
        </span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600">
          {items.length}
        </span>
      </h3>
      <SortableContext
        id={status}
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={setNodeRef}
          className="flex min-h-16 flex-1 flex-col gap-2"
          aria-labelledby={headingId}
        >
          {items.map((item) => (
            <SortableCard key={item.id} application={item} />
          ))}
          {items.length === 0 ? (
            <li className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">
              {t('column.empty')}
            </li>
          ) : null}
        </ol>
      </SortableContext>
    </section>
  );
}
