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
import { get, useFieldArray, useFormContext, useFormState, type FieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#components/ui/button.tsx';
import { FieldError } from '#components/ui/field-error.tsx';
import { toast } from '#lib/toast.ts';
import { useEntryFocus } from '../hooks/use-entry-focus';
import type { Draft } from '../utils/draft';
import { listErrorMessage } from '../utils/draft-paths';
import { insertAt } from '../utils/list-ops';
import { ListEntry } from './list-entry';

export type EntryListPath =
  | 'document.work'
  | 'document.education'
  | 'document.projects'
  | 'document.skills'
  | 'document.languages'
  | 'document.certificates'
  | 'document.customSections'
  | 'document.basics.profiles';
/** Where one entry of a list sits, such as `document.work.2`. */
export type EntryPath<N extends EntryListPath> = `${N}.${number}`;
export type ListSection =
  | 'work'
  | 'education'
  | 'projects'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'customSections'
  | 'profiles';

type Props<N extends EntryListPath> = {
  name: N;
  createItem: () => FieldArray<Draft, N>;
  /** The entry's heading, or empty for the section's "untitled" text. */
  describe: (item: FieldArray<Draft, N>) => string;
  renderFields: (entry: EntryPath<N>) => ReactNode;
};

/**
 * The entries of one list of the form: add, remove (with undo), reorder with the up/down buttons
 * or by dragging (pointer, touch or keyboard: Space lifts, arrows move, Space drops, Escape
 * cancels). react-hook-form's field array keeps each entry's key, so an entry keeps its inputs
 * (and focus) when it moves.
 */
export function EntryList<N extends EntryListPath>({
  name,
  createItem,
  describe,
  renderFields,
}: Props<N>) {
  const { t } = useTranslation('resume');
  const section = name.slice(name.lastIndexOf('.') + 1) as ListSection;
  const { control, getValues, setValue } = useFormContext<Draft>();
  const { fields, append, remove, move, insert } = useFieldArray<Draft, N>({ name });
  const ids = fields.map((field) => field.id);
  const [open, setOpen] = useState(() => ({
    known: ids,
    ids: new Set(ids.length <= 3 ? ids : ids.slice(0, 1)),
  }));
  // An entry added here (or brought back by undo) starts open.
  const added = ids.filter((id) => !open.known.includes(id));
  if (added.length > 0) setOpen({ known: ids, ids: new Set([...open.ids, ...added]) });
  const { errors } = useFormState({ control, name, exact: true });
  const listError = listErrorMessage(get(errors, name));
  const { listRef, addRef, focusAfterRender } = useEntryFocus();
  const isMountedRef = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const entryPath = (index: number) => `${name}.${index}` as EntryPath<N>;
  const itemAt = (index: number) => getValues(entryPath(index)) as FieldArray<Draft, N>;
  const heading = (item: FieldArray<Draft, N>) =>
    describe(item).trim() || t(`entries.untitled.${section}`);
  const nameOf = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return index >= 0 ? heading(itemAt(index)) : '';
  };

  const addEntry = () => {
    append(createItem(), { shouldFocus: false });
    focusAfterRender('new-entry');
  };
  const moveEntry = (from: number, to: number, target?: 'move-up' | 'move-down') => {
    if (to < 0 || to >= fields.length) return;
    const id = ids[from];
    move(from, to);
    if (target && id) focusAfterRender({ id, target });
  };
  const removeEntry = (index: number) => {
    const item = itemAt(index);
    const itemName = heading(item);
    remove(index);
    focusAfterRender('add');
    toast.message(t('entries.removed', { name: itemName }), {
      action: {
        label: t('entries.undo'),
        onClick: () => {
          const list = getValues(name) as FieldArray<Draft, N>[];
          const at = Math.min(index, list.length);
          // Another tab of the editor may be showing: then the list is set as a whole.
          if (isMountedRef.current) insert(at, item, { shouldFocus: false });
          else setValue(name, insertAt(list, at, item) as never, { shouldValidate: true });
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
      {fields.length === 0 ? (
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
              {ids.map((id, index) => (
                <ListEntry
                  key={id}
                  id={id}
                  name={entryPath(index)}
                  index={index}
                  count={ids.length}
                  heading={heading}
                  isOpen={open.ids.has(id)}
                  onToggle={() =>
                    setOpen((current) => {
                      const next = new Set(current.ids);
                      if (!next.delete(id)) next.add(id);
                      return { ...current, ids: next };
                    })
                  }
                  onMove={(to) => moveEntry(index, to, to < index ? 'move-up' : 'move-down')}
                  onRemove={() => removeEntry(index)}
                >
                  {renderFields(entryPath(index))}
                </ListEntry>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <FieldError id={`${name}-error`} message={listError} compact />
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
