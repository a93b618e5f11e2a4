import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Application } from '@yonder/contract/applications';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApplicationCard } from './application-card';

/** A card of the board, dragged by its handle (mouse, touch or keyboard). */
export function SortableCard({ application }: { application: Application }) {
  const { t } = useTranslation('tracker');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: application.id, data: { title: application.title } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="tracker-card"
      data-id={application.id}
    >
      <ApplicationCard
        application={application}
        isDragging={isDragging}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('dnd.handle', { title: application.title })}
            className="-ml-1 cursor-grab touch-none rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
      />
    </li>
  );
}
