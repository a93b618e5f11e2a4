import { Star } from 'lucide-react';
import { cn } from '#lib/cn.ts';

const SIZES = { sm: 'size-4', md: 'size-5' } as const;

export type StarRowProps = {
  value: number;
  max?: number;
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
};

/** A read-only row of stars, announced once by its label (for example "Rated 5 out of 5"). */
export function StarRow({ value, max = 5, label, size = 'sm', className }: StarRowProps) {
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            SIZES[size],
            index < value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  );
}
