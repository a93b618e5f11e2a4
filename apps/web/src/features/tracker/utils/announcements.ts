import type { Active, Announcements, Over } from '@dnd-kit/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@yonder/contract/applications';
import type { TFunction } from 'i18next';

const isStatus = (id: unknown): id is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly unknown[]).includes(id);

type SortableData = {
  title?: string;
  sortable?: { containerId: string | number; index: number; items: unknown[] };
};

/** Where a card or the place it is over stands: its column, its place and the column's length. */
function placeOf(t: TFunction<'tracker'>, node: Active | Over) {
  const data = node.data.current as SortableData | undefined;
  const sortable = data?.sortable;
  if (!sortable || !isStatus(sortable.containerId)) return null;
  return {
    status: t(`status.${sortable.containerId}`),
    position: sortable.index + 1,
    total: sortable.items.length,
  };
}

const titleOf = (active: Active) => (active.data.current as SortableData | undefined)?.title ?? '';

/**
 * What a screen reader hears while a card moves, in the interface language: where it was picked
 * up, where it is over (column and place), where it was dropped, or that the move was cancelled
 * (`origin`: the column it was picked up from).
 */
export function boardAnnouncements(
  t: TFunction<'tracker'>,
  origin: ApplicationStatus | null,
): Announcements {
  return {
    onDragStart: ({ active }) => {
      const at = placeOf(t, active);
      return at ? t('dnd.pickedUp', { title: titleOf(active), ...at }) : undefined;
    },
    onDragOver: ({ active, over }) => {
      // Over itself: just picked up (already said), or back where it was.
      if (!over || over.id === active.id) return undefined;
      if (isStatus(over.id))
        return t('dnd.overColumn', { title: titleOf(active), status: t(`status.${over.id}`) });
      const at = placeOf(t, over);
      return at ? t('dnd.over', { title: titleOf(active), ...at }) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      if (isStatus(over.id))
        return t('dnd.dropped', {
          title: titleOf(active),
          status: t(`status.${over.id}`),
          position: 1,
          total: 1,
        });
      const at = placeOf(t, over);
      return at ? t('dnd.dropped', { title: titleOf(active), ...at }) : undefined;
    },
    onDragCancel: ({ active }) =>
      t('dnd.cancelled', { title: titleOf(active), status: origin ? t(`status.${origin}`) : '' }),
  };
}
