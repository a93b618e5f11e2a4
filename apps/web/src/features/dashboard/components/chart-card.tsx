import type { ReactNode } from 'react';

/** A titled card around a picture, with the sentence that says what it shows. */
export function ChartCard({
  title,
  summary,
  testId,
  children,
}: {
  title: string;
  summary: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <figure data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <figcaption className="mt-0.5 text-sm text-slate-600">{summary}</figcaption>
      <div className="mt-3">{children}</div>
    </figure>
  );
}
