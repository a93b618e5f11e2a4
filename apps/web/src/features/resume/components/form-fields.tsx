import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { textInputClass } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

type Base = { label: ReactNode; hint?: ReactNode; className?: string };

type InputFieldProps = Base &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
  };

function FieldFrame({
  id,
  label,
  hint,
  className,
  children,
}: Base & { id: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="text-[13px] font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled one-line field of the editor. */
export function InputField({ label, hint, className, value, onChange, ...input }: InputFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={textInputClass(false)}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Base &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'className' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
  };

export const textAreaClass =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-base text-slate-900 shadow-sm transition placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 sm:text-sm';

/** A labelled multi-line field of the editor. */
export function TextAreaField({
  label,
  hint,
  className,
  value,
  onChange,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={textAreaClass}
        {...textarea}
      />
    </FieldFrame>
  );
}
