import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useController } from 'react-hook-form';
import { FieldError } from '#components/ui/field-error.tsx';
import { textInputClass } from '#components/ui/text-field.tsx';
import { cn } from '#lib/cn.ts';
import type { Draft } from '../utils/draft';
import type { TextPath } from '../utils/draft-paths';

type Base = { label: ReactNode; hint?: ReactNode; className?: string };

export const textAreaClass = (hasError = false) =>
  cn(
    'block w-full min-w-0 rounded-lg border bg-white px-3.5 py-2 text-base text-slate-900 shadow-sm transition placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 sm:text-sm',
    hasError ? 'border-red-600' : 'border-slate-300',
  );

/** The attributes that tie a control to its error and hint, both read out with it. */
export const describedBy = (id: string, hint: ReactNode, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

/** A field's label above, then the control, its error and its hint. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: Base & { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="text-[13px] font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      <FieldError id={`${id}-error`} message={error} compact />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Base &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'value' | 'name' | 'id'> & {
    name: TextPath;
  };

/** A labelled one-line field of the editor, bound to one text of the form. */
export function InputField({ name, label, hint, className, ...input }: InputFieldProps) {
  const id = useId();
  const { field, fieldState } = useController<Draft, TextPath>({ name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        {...field}
        id={id}
        {...describedBy(id, hint, error)}
        className={textInputClass(Boolean(error))}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Base &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'value' | 'name' | 'id'> & {
    name: TextPath;
  };

/** A labelled multi-line field of the editor, bound to one text of the form. */
export function TextAreaField({
  name,
  label,
  hint,
  className,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const { field, fieldState } = useController<Draft, TextPath>({ name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...field}
        id={id}
        rows={rows}
        {...describedBy(id, hint, error)}
        className={textAreaClass(Boolean(error))}
        {...textarea}
      />
    </FieldFrame>
  );
}
