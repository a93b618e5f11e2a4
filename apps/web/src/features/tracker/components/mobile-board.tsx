import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@yonder/contract/applications';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { toColumns } from '../utils/board';
import { ApplicationCard } from './application-card';
import { COLUMN_TONES } from './board-column';

const SWIPE_PX = 60;

/**
 * The board on a phone: one column at a time, chosen with the switcher or by swiping left and
 * right; each card's menu moves it to another column.
 */
export function MobileBoard({ items }: { items: Application[] }) {
  const { t } = useTranslation('tracker');
  const columns = useMemo(() => toColumns(items), [items]);
  const [status, setStatus] = useState<ApplicationStatus>('wishlist');
  const start = useRef<{ x: number; y: number } | null>(null);
  const index = APPLICATION_STATUSES.indexOf(status);
  const step = (delta: number) => {
    const next = APPLICATION_STATUSES[index + delta];
    if (next) setStatus(next);
  };
  const listId = 'tracker-mobile-column';
  return (
    <div data-testid="tracker-mobile-board">
      <div
        role="group"
        aria-label={t('column.switcher')}
        className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-2"
      >
        {APPLICATION_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === status}
            aria-controls={listId}
            onClick={() => setStatus(value)}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
              value === status
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300',
            )}
          >
            <span className={cn('size-2 rounded-full', COLUMN_TONES[value])} aria-hidden="true" />
            {t('column.label', { status: t(`status.${value}`), count: columns[value].length })}
          </button>
        ))}
      </div>
      <section
        id={listId}
        aria-label={t(`status.${status}`)}
        className="min-h-64 touch-pan-y rounded-2xl bg-slate-100/80 p-2"
        onTouchStart={(event) => {
          const touch = event.touches[0];
          start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const touch = event.changedTouches[0];
          const from = start.current;
          start.current = null;
          if (!touch || !from) return;
          const dx = touch.clientX - from.x;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - from.y))
            step(dx < 0 ? 1 : -1);
        }}
      >
        <ol className="flex flex-col gap-2">
          {columns[status].map((item) => (
            <li key={item.id} data-testid="tracker-card" data-id={item.id}>
              <ApplicationCard application={item} />
            </li>
          ))}
          {columns[status].length === 0 ? (
            <li className="rounded-xl border border-dashed border-slate-300 px-3 py-8 text-center text-sm text-slate-600">
              {t('column.empty')}
            </li>
          ) : null}
        </ol>
      </section>
    </div>
  );
}
