import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { MockWindow } from '../mock-window';

const COLUMNS = [
  { key: 'wishlist', accent: 'bg-slate-400' },
  { key: 'applied', accent: 'bg-brand-600' },
  { key: 'interview', accent: 'bg-emerald-600' },
] as const;

type TrackerCard = { role: string; company: string };

export function TrackerPreview() {
  const { t } = useTranslation('landing');
  return (
    <MockWindow title={t('features.preview.tracker.title')}>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {COLUMNS.map(({ key, accent }) => {
          const cards = t(`features.preview.tracker.cards.${key}`, {
            returnObjects: true,
          }) as TrackerCard[];
          return (
            <section
              key={key}
              aria-label={t(`features.preview.tracker.columns.${key}`)}
              className="rounded-xl bg-slate-100/80 p-2 sm:p-2.5"
            >
              <p className="flex flex-wrap items-center justify-between gap-x-1 px-0.5 text-[11px] font-bold sm:px-1 sm:tracking-wider text-slate-700 sm:text-xs">
                <span className="flex min-w-0 items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className={cn('hidden size-2 shrink-0 rounded-full sm:inline-block', accent)}
                  />
                  <span>{t(`features.preview.tracker.columns.${key}`)}</span>
                </span>
                <span className="text-slate-600">{cards.length}</span>
              </p>
              <ul className="mt-2 space-y-2">
                {cards.map((card) => (
                  <li
                    key={card.role}
                    className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-2.5"
                  >
                    <p className="text-xs font-semibold text-slate-900 sm:text-sm">{card.role}</p>
                    <p className="mt-0.5 text-[11px] text-slate-600 sm:text-xs">{card.company}</p>
                    {key === 'interview' ? (
                      <p className="mt-2 inline-flex items-center gap-1 rounded-md bg-emerald-50 px-1.5 py-0.5 text-[11px] font-medium text-emerald-800">
                        <CalendarClock className="size-3" aria-hidden="true" />
                        {t('features.preview.tracker.interviewDate')}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </MockWindow>
  );
}
