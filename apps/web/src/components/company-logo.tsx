import { useState } from 'react';
import { cn } from '#lib/cn.ts';

// Each colour keeps white text above 4.5:1.
const COLOURS = [
  'bg-brand-600',
  'bg-violet-600',
  'bg-emerald-700',
  'bg-rose-600',
  'bg-amber-700',
  'bg-cyan-700',
];
const SIZES = {
  sm: 'size-9 text-base rounded-lg',
  md: 'size-11 text-lg rounded-xl',
  lg: 'size-14 text-2xl rounded-2xl',
} as const;

const colourOf = (name: string) => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length];
};

type Props = { name: string; src: string | null; size?: keyof typeof SIZES };

/** The company's logo; its first letter on a colour of its own when there is none or it fails. */
export function CompanyLogo({ name, src, size = 'md' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A web, same-site or inline picture; nothing else is ever loaded.
  const isImage =
    Boolean(src) && failedSrc !== src && /^(https:\/\/|\/(?!\/)|data:image\/)/.test(src ?? '');
  if (isImage) {
    return (
      <img
        src={src!}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className={cn('shrink-0 border border-slate-200 bg-white object-contain', SIZES[size])}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center font-bold text-white',
        SIZES[size],
        colourOf(name),
      )}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
