import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

/** Marks of our fictional partners, drawn here: no image leaves our own host. */
const MARKS: ReactNode[] = [
  <path
    key="n"
    d="M4 20V4l16 16V4"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinejoin="round"
  />,
  <g key="l">
    <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
    <circle cx="12" cy="12" r="3" fill="currentColor" />
  </g>,
  <g key="o">
    <ellipse
      cx="12"
      cy="12"
      rx="10"
      ry="4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      transform="rotate(-25 12 12)"
    />
    <circle cx="12" cy="12" r="3.5" fill="currentColor" />
  </g>,
  <path key="q" d="M12 2l9 5v10l-9 5-9-5V7z" fill="currentColor" />,
  <path
    key="k"
    d="M3 12L12 3l9 9-9 9z M12 3v18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.6"
    strokeLinejoin="round"
  />,
  <path
    key="m"
    d="M2 20c3-8 6-12 10-12s7 4 10 12"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinecap="round"
  />,
];

const WORDMARK_STYLES = [
  'font-extrabold tracking-tight',
  'font-semibold tracking-wide',
  'font-bold lowercase',
  'font-black tracking-widest uppercase text-base',
  'font-medium italic',
  'font-serif font-semibold',
];

export function PartnerLogos() {
  const { t } = useTranslation('landing');
  const names = t('partners.names', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="partners-title" className="text-center text-sm font-medium text-slate-600">
          {t('partners.title')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
          {names.map((name, index) => (
            <li
              key={name}
              className="flex items-center gap-2 text-slate-500 transition-colors hover:text-slate-800"
            >
              <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
                {MARKS[index % MARKS.length]}
              </svg>
              <span className={cn('text-lg', WORDMARK_STYLES[index % WORDMARK_STYLES.length])}>
                {name}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
