import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { InputField, SelectField, TextAreaField, type Option } from './fields';

export type FieldSpec = {
  key: string;
  label: string;
  kind: 'text' | 'month' | 'url' | 'textarea' | 'select';
  options?: Option[];
  /** Takes the whole row on wide screens. */
  isWide?: boolean;
};

type Entry = { id: string } & Record<string, unknown>;

type Props<T extends Entry> = {
  entries: T[];
  onChange: (entries: T[]) => void;
  fields: FieldSpec[];
  makeEmpty: () => T;
  /** The entry's name for the buttons of its card ("Work 2"). */
  entryLabel: (index: number) => string;
  addLabel: string;
  max: number;
  /** Per-field messages keyed `index.field`. */
  errors: Record<string, string>;
};

const iconButton =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40';

/** Entries of a list section: add, remove, move up and down (keyboard buttons), edit in place. */
export function ListEditor<T extends Entry>({
  entries,
  onChange,
  fields,
  makeEmpty,
  entryLabel,
  addLabel,
  max,
  errors,
}: Props<T>) {
  const { t } = useTranslation('profile');
  const update = (index: number, key: string, value: string) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));
  const move = (index: number, by: number) => {
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    onChange(next);
  };

  return (
    <div className="space-y-4">
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {t('drawer.noEntries')}
        </p>
      ) : null}
      <ol className="space-y-4">
        {entries.map((entry, index) => {
          const name = entryLabel(index);
          return (
            <li
              key={entry.id}
              className="rounded-xl border border-slate-200 p-4"
              aria-label={name}
              data-testid="profile-entry"
            >
              <div className="mb-3 flex items-center justify-between">
                <span className="text-sm font-semibold text-slate-700">{name}</span>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('drawer.moveUp', { name })}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('drawer.moveDown', { name })}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:text-red-700`}
                    onClick={() => onChange(entries.filter((_, at) => at !== index))}
                    aria-label={t('drawer.remove', { name })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {fields.map((field) => {
                  const value = String(entry[field.key] ?? '');
                  const error = errors[`${index}.${field.key}`];
                  const onFieldChange = (next: string) => update(index, field.key, next);
                  const wide = field.isWide || field.kind === 'textarea' ? 'sm:col-span-2' : '';
                  if (field.kind === 'textarea')
                    return (
                      <TextAreaField
                        key={field.key}
                        className={wide}
                        label={field.label}
                        value={value}
                        onChange={onFieldChange}
                        error={error}
                      />
                    );
                  if (field.kind === 'select')
                    return (
                      <SelectField
                        key={field.key}
                        className={wide}
                        label={field.label}
                        value={value}
                        onChange={onFieldChange}
                        options={field.options ?? []}
                        error={error}
                      />
                    );
                  return (
                    <InputField
                      key={field.key}
                      className={wide}
                      label={field.label}
                      type={field.kind}
                      placeholder={field.kind === 'month' ? 'YYYY-MM' : undefined}
                      value={value}
                      onChange={onFieldChange}
                      error={error}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={entries.length >= max}
        onClick={() => onChange([...entries, makeEmpty()])}
      >
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}
