import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { title: string; isEmpty: boolean; children: ReactNode };

/** One titled section of the job page; an empty one says so (spec section 2.8). */
export function DetailSection({ title, isEmpty, children }: Props) {
  const { t } = useTranslation('jobs');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="border-t border-slate-100 pt-5 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2.5 text-sm leading-relaxed text-slate-700">
        {isEmpty ? <p className="text-slate-500">{t('detail.none')}</p> : children}
      </div>
    </section>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-2.5">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
