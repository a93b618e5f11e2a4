import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@yonder/contract/applications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackerActions } from '../hooks/tracker-actions';
import { boardAnnouncements } from '../utils/announcements';
import { moveCard, toColumns } from '../utils/board';
import { BoardColumn } from './board-column';

const isStatus = (id: UniqueIdentifier): id is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly UniqueIdentifier[]).includes(id);

/**
 * The Kanban board: five columns, cards dragged between and within them by mouse, touch or
 * keyboard (space to pick up, arrows, space to drop), every step announced to screen readers.
 * While a card is dragged the board is a local draft; the drop becomes one optimistic move.
 */
export function KanbanBoard({ items }: { items: Application[] }) {
  const { t } = useTranslation('tracker');
  const actions = useTrackerActions();
  const [draft, setDraft] = useState<Application[] | null>(null);
  const shown = draft ?? items;
  const columns = useMemo(() => toColumns(shown), [shown]);
  const [origin, setOrigin] = useState<ApplicationStatus | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => boardAnnouncements(t, origin), [t, origin]);

  const statusOf = (list: Application[], id: UniqueIdentifier) =>
    isStatus(id) ? id : list.find((item) => item.id === id)?.status;

  const onDragStart = ({ active }: DragStartEvent) => {
    setOrigin(statusOf(items, active.id) ?? null);
    setDraft(items);
  };

  // Crossing into another column moves the card there in the draft, so the column makes room.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDraft((previous) => {
      const list = previous ?? items;
      const from = statusOf(list, active.id);
      const to = statusOf(list, over.id);
      if (!from || !to || from === to) return previous;
      const target = toColumns(list)[to];
      const overIndex = target.findIndex((item) => item.id === over.id);
      const next = moveCard(
        list,
        String(active.id),
        to,
        overIndex >= 0 ? overIndex : target.length,
      );
      return next.items;
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const list = draft ?? items;
    setDraft(null);
    const origin = items.find((item) => item.id === active.id);
    const to = over ? statusOf(list, over.id) : undefined;
    if (!origin || !over || !to) return;
    const column = toColumns(list)[to];
    const from = column.findIndex((item) => item.id === active.id);
    const overIndex = column.findIndex((item) => item.id === over.id);
    const ordered =
      from >= 0 ? arrayMove(column, from, overIndex >= 0 ? overIndex : column.length - 1) : column;
    const index = ordered.findIndex((item) => item.id === active.id);
    const before = toColumns(items)[origin.status].findIndex((item) => item.id === origin.id);
    if (to === origin.status && index === before) return;
    actions.move(origin, to, index < 0 ? 0 : index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraft(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
    >
      <div
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
        data-testid="tracker-board"
      >
        {APPLICATION_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} items={columns[status]} />
        ))}
      </div>
    </DndContext>
  );
}
