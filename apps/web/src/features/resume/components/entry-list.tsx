import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useEntryIds } from '../hooks/use-entry-ids';
import { insertAt, moveItem, removeAt, replaceAt } from '../utils/list-ops';
import { SortableEntry } from './sortable-entry';

export type ListSection =
  'work' | 'education' | 'projects' | 'skills' | 'languages' | 'certificates' | 'profiles';

type Props<T> = {
  section: ListSection;
  items: T[];
  onChange: (recipe: (items: T[]) => T[]) => void;
  createItem: () => T;
  /** The entry's heading, or empty for the section's "untitled" text. */
  describe: (item: T) => string;
  renderFields: (item: T, update: (patch: Partial<T>) => void) => ReactNode;
};

type PendingFocus = { id: string; target: 'first-field' | 'move-up' | 'move-down' } | 'add' | null;

/**
 * The entries of one section: add, remove (with undo), reorder with the up/down buttons or by
 * dragging (pointer, touch or keyboard: Space lifts, arrows move, Space drops, Escape cancels).
 */
export function EntryList<T>({
  section,
  items,
  onChange,
  createItem,
  describe,
  renderFields,
}: Props<T>) {
  const { t } = useTranslation('resume');
  const { ids, add, remove, move } = useEntryIds(items.length);
  const [openIds, setOpenIds] = useState<Set<string>>(
    () => new Set(items.length <= 3 ? ids : ids.slice(0, 1)),
  );
  // Where focus goes once the edit has rendered.
  const pendingFocusRef = useRef<PendingFocus>(null);
  const setPendingFocus = (next: PendingFocus) => {
    pendingFocusRef.current = next;
  };
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    const pendingFocus = pendingFocusRef.current;
    if (!pendingFocus) return;
    if (pendingFocus === 'add') addRef.current?.focus();
    else {
      const entry = listRef.current?.querySelector(`[data-entry-id="${pendingFocus.id}"]`);
      const wanted =
        pendingFocus.target === 'first-field'
          ? entry?.querySelector<HTMLElement>('input, textarea')
          : (entry?.querySelector<HTMLButtonElement>(
              `[data-action="${pendingFocus.target}"]:not(:disabled)`,
            ) ?? entry?.querySelector<HTMLButtonElement>('[data-action^="move"]:not(:disabled)'));
      wanted?.focus();
    }
    pendingFocusRef.current = null;
  });

  const heading = (item: T) => describe(item).trim() || t(`entries.untitled.${section}`);
  const nameOf = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return index >= 0 && items[index] !== undefined ? heading(items[index]) : '';
  };

  const addEntry = () => {
    const id = add(items.length);
    setOpenIds((open) => new Set(open).add(id));
    onChange((list) => [...list, createItem()]);
    setPendingFocus({ id, target: 'first-field' });
  };
  const moveEntry = (from: number, to: number, target?: 'move-up' | 'move-down') => {
    if (to < 0 || to >= items.length) return;
    move(from, to);
    onChange((list) => moveItem(list, from, to));
    if (target && ids[from]) setPendingFocus({ id: ids[from], target });
  };
  const removeEntry = (index: number) => {
    const item = items[index] as T;
    const name = heading(item);
    remove(index);
    onChange((list) => removeAt(list, index));
    setPendingFocus('add');
    toast.message(t('entries.removed', { name }), {
      action: {
        label: t('entries.undo'),
        onClick: () => {
          add(index);
          onChange((list) => insertAt(list, Math.min(index, list.length), item));
        },
      },
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveEntry(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.movedOver', {
            name: nameOf(active.id),
            position: ids.indexOf(String(over.id)) + 1,
          })
        : '',
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(active.id), position: ids.indexOf(String(over.id)) + 1 })
        : '',
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };

  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {t(`entries.empty.${section}`)}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('dnd.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ul ref={listRef} className="space-y-2.5">
              {items.map((item, index) => {
                const id = ids[index] as string;
                return (
                  <SortableEntry
                    key={id}
                    id={id}
                    index={index}
                    count={items.length}
                    heading={heading(item)}
                    isOpen={openIds.has(id)}
                    onToggle={() =>
                      setOpenIds((open) => {
                        const next = new Set(open);
                        if (!next.delete(id)) next.add(id);
                        return next;
                      })
                    }
                    onMove={(to) => moveEntry(index, to, to < index ? 'move-up' : 'move-down')}
                    onRemove={() => removeEntry(index)}
                  >
                    {renderFields(item, (patch) =>
                      onChange((list) =>
                        replaceAt(list, index, { ...(list[index] as T), ...patch }),
                      ),
                    )}
                  </SortableEntry>
                );
              })}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <button
        ref={addRef}
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={addEntry}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t(`entries.add.${section}`)}
      </button>
    </div>
  );
}
