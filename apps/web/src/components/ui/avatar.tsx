import { useState } from 'react';
import { cn } from '#lib/cn.ts';

type Props = { name: string; src?: string | null; className?: string };

/** A round picture, or the first letter of the name when there is none or it fails to load (spec section 2.3). */
export function Avatar({ name, src, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-sm font-semibold text-white select-none',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
