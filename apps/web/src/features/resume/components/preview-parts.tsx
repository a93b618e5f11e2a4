import type { ReactNode } from 'react';

export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-1.5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
        {title}
      </h3>
      <div className="space-y-2.5">{children}</div>
    </section>
  );
}

type EntryProps = {
  title: string;
  aside?: string;
  subtitle?: string;
  text?: string;
  bullets?: string[];
};

export function PreviewEntry({ title, aside, subtitle, text, bullets = [] }: EntryProps) {
  const shown = bullets.filter((bullet) => bullet.trim());
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-slate-900">{title}</p>
        {aside ? <p className="text-xs text-slate-500 tabular-nums">{aside}</p> : null}
      </div>
      {subtitle ? <p className="text-xs text-slate-500">{subtitle}</p> : null}
      {text ? <p className="mt-0.5 whitespace-pre-line">{text}</p> : null}
      {shown.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-4 marker:text-slate-400">
          {shown.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
