import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export type StarRowProps = { value: number; max?: number; label: string; className?: string; starClassName?: string };

/** A read-only row of stars, announced once by its label (for example "Rated 5 out of 5"). */
export function StarRow({ value, max = 5, label, className, starClassName }: StarRowProps) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
            starClassName,
          )}
        />
      ))}
    </span>
  );
}
