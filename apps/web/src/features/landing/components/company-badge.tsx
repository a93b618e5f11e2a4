import { cn } from '@/lib/cn';

// Each colour keeps white text above 4.5:1.
const BADGE_COLOURS = ['bg-brand-600', 'bg-violet-600', 'bg-emerald-700', 'bg-rose-600', 'bg-amber-700', 'bg-cyan-700'];

const colourOf = (name: string) => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return BADGE_COLOURS[hash % BADGE_COLOURS.length];
};

/** A company's logo stand-in: its first letter on a colour derived from its name. */
export function CompanyBadge({ name, colourIndex, className }: { name: string; colourIndex?: number; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold text-white shadow-sm',
        colourIndex === undefined ? colourOf(name) : BADGE_COLOURS[colourIndex % BADGE_COLOURS.length],
        className,
      )}
    >
      {initial}
    </span>
  );
}
