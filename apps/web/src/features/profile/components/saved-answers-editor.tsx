import { Plus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import {
  ANSWER_MAX,
  emptySavedAnswer,
  QUESTION_MAX,
  SAVED_ANSWERS_MAX,
  type SavedAnswer,
} from '../utils/saved-answers';
import { InputField, TextAreaField } from './fields';

type Props = {
  value: SavedAnswer[];
  onChange: (value: SavedAnswer[]) => void;
  /** Per-field messages keyed `custom.index.field`. */
  errors: Record<string, string>;
};

type Removed = { entry: SavedAnswer; index: number };

/**
 * The questions of application forms the candidate answered once, mostly saved by the extension:
 * edit a question or its answer, remove one (undone in place until the drawer is saved), add one.
 */
export function SavedAnswersEditor({ value, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  const [removed, setRemoved] = useState<Removed | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // The entry whose question gets the focus once it has rendered (added or brought back).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    listRef.current?.querySelector<HTMLInputElement>(`[data-entry="${id}"] input`)?.focus();
  });
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const nameOf = (index: number) => t('answers.saved.entry', { n: index + 1 });
  const update = (index: number, change: Partial<SavedAnswer>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const remove = (index: number) => {
    setRemoved({ entry: value[index]!, index });
    onChange(value.filter((_, at) => at !== index));
  };
  const undo = () => {
    if (!removed) return;
    const next = [...value];
    next.splice(Math.min(removed.index, next.length), 0, removed.entry);
    onChange(next);
    pendingFocus.current = removed.entry.id;
    setRemoved(null);
  };
  const add = () => {
    const entry = emptySavedAnswer();
    onChange([...value, entry]);
    pendingFocus.current = entry.id;
  };

  return (
    <section aria-labelledby="saved-answers-title" className="space-y-3">
      <div>
        <h3 id="saved-answers-title" className="font-semibold text-slate-900">
          {t('answers.saved.title')}
          {value.length ? (
            <span className="ml-2 text-sm font-normal text-slate-500">{value.length}</span>
          ) : null}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('answers.saved.hint')}</p>
      </div>
      {value.length === 0 && !removed ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {t('answers.saved.empty')}
        </p>
      ) : null}
      <ol ref={listRef} className="space-y-3 empty:hidden">
        {value.map((entry, index) => {
          const name = nameOf(index);
          return (
            <li
              key={entry.id}
              data-entry={entry.id}
              aria-label={name}
              className="rounded-xl border border-slate-200 p-4"
            >
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-semibold text-slate-700">{name}</span>
                <button
                  type="button"
                  className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-red-700"
                  onClick={() => remove(index)}
                  aria-label={t('drawer.remove', { name })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="space-y-3">
                <InputField
                  label={t('answers.saved.question')}
                  value={entry.question}
                  maxLength={QUESTION_MAX}
                  onChange={(question) => update(index, { question })}
                  error={errors[`custom.${index}.question`]}
                />
                <TextAreaField
                  label={t('answers.saved.answer')}
                  rows={3}
                  value={entry.answer}
                  maxLength={ANSWER_MAX}
                  onChange={(answer) => update(index, { answer })}
                  error={errors[`custom.${index}.answer`]}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div role="status">
        {removed ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            <span className="min-w-0 break-words">
              {t('answers.saved.removed', {
                question: removed.entry.question.trim() || nameOf(removed.index),
              })}
            </span>
            <Button ref={undoRef} variant="secondary" size="sm" onClick={undo}>
              <Undo2 className="size-4" aria-hidden="true" />
              {t('answers.saved.undo')}
            </Button>
          </div>
        ) : null}
      </div>
      <Button variant="secondary" disabled={value.length >= SAVED_ANSWERS_MAX} onClick={add}>
        <Plus className="size-4" aria-hidden="true" />
        {t('answers.saved.add')}
      </Button>
    </section>
  );
}
