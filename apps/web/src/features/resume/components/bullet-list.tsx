import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../utils/draft';
import { itemErrorMessage, listErrorMessage, type TextListPath } from '../utils/draft-paths';
import { insertAt, moveItem, removeAt, replaceAt } from '../utils/list-ops';
import { FieldError } from '#components/ui/field-error.tsx';
import { describedBy, textAreaClass } from './form-fields';
import { IconButton } from './icon-button';

type Props = { name: TextListPath; label: string; addLabel: string };

/**
 * Bullets (highlights, courses) edited as a list: Enter starts the next bullet, Backspace in an
 * empty one removes it, and each can move up or down.
 */
export function BulletList({ name, label, addLabel }: Props) {
  const { t } = useTranslation('resume');
  const labelId = useId();
  const { field, fieldState } = useController<Draft, TextListPath>({ name });
  const { value: items, onChange } = field;
  const listError = listErrorMessage(fieldState.error);
  const refs = useRef<(HTMLTextAreaElement | null)[]>([]);
  // Where focus goes after the edit renders (a new, moved or previous bullet).
  const focusIndex = useRef<number | null>(null);
  const setFocusIndex = (index: number) => {
    focusIndex.current = index;
  };

  useEffect(() => {
    if (focusIndex.current === null) return;
    refs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onChange(insertAt(items, index + 1, ''));
      setFocusIndex(index + 1);
    } else if (event.key === 'Backspace' && items[index] === '' && items.length > 0) {
      event.preventDefault();
      onChange(removeAt(items, index));
      setFocusIndex(Math.max(0, index - 1));
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={listError ? `${labelId}-error` : undefined}
      // Too many bullets: the group is where "show the problem" takes the person.
      data-invalid={listError ? true : undefined}
      tabIndex={listError ? -1 : undefined}
    >
      <p id={labelId} className="text-[13px] font-medium text-slate-700">
        {label}
      </p>
      {items.length > 0 ? (
        <ol className="mt-1.5 space-y-1.5">
          {items.map((bullet, index) => {
            const position = index + 1;
            const itemId = `${labelId}-${index}`;
            const error = itemErrorMessage(fieldState.error, index);
            return (
              <li key={index} className="flex items-start gap-1">
                <span
                  aria-hidden="true"
                  className="mt-3 size-1.5 shrink-0 rounded-full bg-slate-400"
                />
                <div className="ml-1 min-w-0 flex-1">
                  <textarea
                    ref={(element) => {
                      refs.current[index] = element;
                    }}
                    rows={2}
                    value={bullet}
                    aria-label={t('bullets.label', { label, position })}
                    {...describedBy(itemId, null, error)}
                    onChange={(event) => onChange(replaceAt(items, index, event.target.value))}
                    onBlur={field.onBlur}
                    onKeyDown={onKeyDown(index)}
                    className={`${textAreaClass(Boolean(error))} min-h-[3.75rem] py-1.5 [field-sizing:content]`}
                  />
                  <FieldError id={`${itemId}-error`} message={error} compact />
                </div>
                <div className="flex shrink-0 flex-col sm:flex-row">
                  <IconButton
                    icon={ArrowUp}
                    label={t('bullets.moveUp', { position })}
                    disabled={index === 0}
                    onClick={() => {
                      onChange(moveItem(items, index, index - 1));
                      setFocusIndex(index - 1);
                    }}
                  />
                  <IconButton
                    icon={ArrowDown}
                    label={t('bullets.moveDown', { position })}
                    disabled={index === items.length - 1}
                    onClick={() => {
                      onChange(moveItem(items, index, index + 1));
                      setFocusIndex(index + 1);
                    }}
                  />
                  <IconButton
                    icon={X}
                    label={t('bullets.remove', { position })}
                    onClick={() => onChange(removeAt(items, index))}
                    className="hover:bg-red-50 hover:text-red-700"
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldError id={`${labelId}-error`} message={listError} compact />
      <button
        type="button"
        onClick={() => {
          onChange([...items, '']);
          setFocusIndex(items.length);
        }}
        className="mt-1.5 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </button>
    </div>
  );
}
