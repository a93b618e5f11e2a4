import { COMPLETENESS_ITEMS, type ProfileView } from '@yonder/contract/profile';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

/** Spec 2.12's progress panel: the share filled and the five items worth 20% each. */
export function CompletenessCard({ completeness }: { completeness: ProfileView['completeness'] }) {
  const { t } = useTranslation('profile');
  return (
    <section
      aria-labelledby="profile-completeness"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="profile-completeness" className="font-semibold text-slate-900">
          {t('completeness.title')}
        </h2>
        <span className="text-2xl font-bold text-brand-700" data-testid="profile-percent">
          {completeness.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('completeness.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completeness.percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${completeness.percent}%` }}
        />
      </div>
      <ul className="mt-4 space-y-2">
        {COMPLETENESS_ITEMS.map((item) => {
          const isDone = completeness.items[item];
          const Icon = isDone ? CheckCircle2 : Circle;
          return (
            <li key={item} className="flex items-center justify-between gap-3 text-sm">
              <span className="flex items-center gap-2">
                <Icon
                  className={cn('size-4', isDone ? 'text-emerald-600' : 'text-slate-400')}
                  aria-hidden="true"
                />
                <span className={isDone ? 'text-slate-900' : 'text-slate-600'}>
                  {t(`completeness.items.${item}`)}
                </span>
                <span className="sr-only">
                  {isDone ? t('completeness.done') : t('completeness.missing')}
                </span>
              </span>
              <span className={cn('font-medium', isDone ? 'text-emerald-700' : 'text-slate-500')}>
                +20%
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('completeness.hint')}</p>
    </section>
  );
}
