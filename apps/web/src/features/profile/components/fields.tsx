import { useId, type ReactNode } from 'react';
import { FieldError } from '#components/ui/field-error.tsx';
import { TextField, textInputClass } from '#components/ui/text-field.tsx';
import { cn } from '#lib/cn.ts';

export type Option = { value: string; label: string };

type Common = { label: ReactNode; error?: string | null; className?: string };

export function InputField({
  value,
  onChange,
  type = 'text',
  ...rest
}: Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'month' | 'date' | 'time' | 'number' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <TextField
      {...rest}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  className,
  emptyLabel,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  /** A first option for "none" (the empty value). */
  emptyLabel?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(textInputClass(Boolean(error)), 'mt-1.5 pr-8')}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  className,
  rows = 4,
  maxLength,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(textInputClass(Boolean(error)), 'mt-1.5 h-auto py-2 sm:h-auto')}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of checkboxes for a list of values (categories, remote types, …). */
export function CheckboxGroup({
  legend,
  options,
  values,
  onChange,
  error,
}: {
  legend: ReactNode;
  options: Option[];
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const isChecked = values.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                isChecked
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 text-slate-700',
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={isChecked}
                onChange={() =>
                  onChange(
                    isChecked
                      ? values.filter((value) => value !== option.value)
                      : [...values, option.value],
                  )
                }
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
