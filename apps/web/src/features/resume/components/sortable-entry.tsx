import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, ChevronDown, GripVertical, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { IconButton } from './icon-button';

type Props = {
  id: string;
  index: number;
  count: number;
  heading: string;
  isOpen: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
};

/** One entry of a section: a drag handle, its heading (opens and closes it), move and remove. */
export function SortableEntry({
  id,
  index,
  count,
  heading,
  isOpen,
  onToggle,
  onMove,
  onRemove,
  children,
}: Props) {
  const { t } = useTranslation('resume');
  const bodyId = useId();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const name = heading;
  return (
    <li
      ref={setNodeRef}
      data-entry-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'rounded-xl border border-slate-200 bg-white',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500/40',
      )}
    >
      <div className="flex items-center gap-1 py-1.5 pr-1.5 pl-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing"
          {...attributes}
          {...listeners}
          aria-label={t('entries.drag', { name })}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1.5 text-left text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <ChevronDown
            className={cn(
              'size-4 shrink-0 text-slate-400 transition-transform',
              !isOpen && '-rotate-90',
            )}
            aria-hidden="true"
          />
          <span className="truncate">{heading}</span>
        </button>
        <IconButton
          icon={ArrowUp}
          label={t('entries.moveUp', { name })}
          data-action="move-up"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <IconButton
          icon={ArrowDown}
          label={t('entries.moveDown', { name })}
          data-action="move-down"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <IconButton
          icon={Trash2}
          label={t('entries.remove', { name })}
          onClick={onRemove}
          className="hover:bg-red-50 hover:text-red-700"
        />
      </div>
      <div id={bodyId} hidden={!isOpen} className="border-t border-slate-100 px-4 pt-3 pb-4">
        {isOpen ? children : null}
      </div>
    </li>
  );
}
