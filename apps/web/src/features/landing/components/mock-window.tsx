import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';

/** A drawn app window around a static product preview; decorative chrome, readable content. */
export function MockWindow({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        'overflow-hidden rounded-2xl bg-white shadow-xl ring-1 shadow-slate-900/5 ring-slate-200',
        className,
      )}
    >
      <figcaption className="flex items-center gap-3 border-b border-slate-100 bg-slate-50/80 px-4 py-3">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
        </span>
        <span className="truncate text-xs font-medium text-slate-600">{title}</span>
      </figcaption>
      <div className="p-4 sm:p-6">{children}</div>
    </figure>
  );
}
