import { cn } from '#lib/cn.ts';

// Each colour keeps white text above 4.5:1.
const BADGE_COLOURS = [
  'bg-brand-600',
  'bg-violet-600',
  'bg-emerald-700',
  'bg-rose-600',
  'bg-amber-700',
  'bg-cyan-700',
];
const SIZES = { md: 'size-11 text-lg', sm: 'size-10 text-base' } as const;
const SHAPES = { rounded: 'rounded-xl', circle: 'rounded-full' } as const;

const colourOf = (name: string) => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return BADGE_COLOURS[hash % BADGE_COLOURS.length];
};

type Props = {
  name: string;
  colourIndex?: number;
  size?: keyof typeof SIZES;
  shape?: keyof typeof SHAPES;
};

/** A company's (or person's) logo stand-in: the first letter on a colour of its own. */
export function CompanyBadge({ name, colourIndex, size = 'md', shape = 'rounded' }: Props) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center font-bold text-white shadow-sm',
        SIZES[size],
        SHAPES[shape],
        colourIndex === undefined
          ? colourOf(name)
          : BADGE_COLOURS[colourIndex % BADGE_COLOURS.length],
      )}
    >
      {initial}
    </span>
  );
}
