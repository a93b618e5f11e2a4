import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';
import { PhrasedText } from './phrased-text';

export type SectionHeadingProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
  className?: string;
};

/** The h2 heading block of a marketing section: a small eyebrow, the title and one line of context. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {typeof title === 'string' ? <PhrasedText text={title} /> : title}
      </h2>
      {description ? (
        <p className="mt-4 text-base text-pretty text-slate-600 sm:text-lg">{description}</p>
      ) : null}
    </div>
  );
}
