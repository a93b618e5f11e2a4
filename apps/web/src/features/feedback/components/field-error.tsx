import { AlertCircle } from 'lucide-react';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

export const inputClass = (hasError: boolean) =>
  [
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition placeholder:text-slate-500 sm:text-sm',
    'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
    'disabled:cursor-not-allowed disabled:bg-slate-50',
    hasError ? 'border-red-600' : 'border-slate-300',
  ].join(' ');
