import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '#lib/cn.ts';
import { FieldError } from './field-error';

export const textInputClass = (hasError: boolean) =>
  cn(
    'block h-11 w-full min-w-0 rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-sm transition placeholder:text-slate-500 sm:h-10 sm:text-sm',
    'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
    'read-only:bg-slate-50 read-only:text-slate-600 disabled:cursor-not-allowed disabled:bg-slate-50',
    hasError ? 'border-red-600' : 'border-slate-300',
  );

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** The input's ref (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  /** Shown under the field, linked with aria-describedby. */
  hint?: ReactNode;
  error?: string | null;
  /** Beside the label on the right (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Beside the input on the right (e.g. a "Get code" button). */
  trailing?: ReactNode;
};

/** A labelled text input whose hint and error are announced with it. */
export function TextField({
  label,
  hint,
  error,
  labelAside,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={textInputClass(Boolean(error))}
          {...input}
        />
        {trailing}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
