import { AlertCircle } from 'lucide-react';
import { cn } from '#lib/cn.ts';

/**
 * Why a field's value is refused, under the field; the control names it with `aria-describedby`
 * (its `id`). `compact` is the smaller line of dense forms such as the resume editor's entries.
 */
export function FieldError({
  id,
  message,
  compact = false,
}: {
  id: string;
  message: string | null | undefined;
  compact?: boolean;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={cn(
        'flex gap-1.5 font-medium text-red-700',
        compact ? 'mt-1 items-start text-xs' : 'mt-1.5 items-center text-sm',
      )}
    >
      <AlertCircle
        className={compact ? 'mt-px size-3.5 shrink-0' : 'size-4 shrink-0'}
        aria-hidden="true"
      />
      {message}
    </p>
  );
}
