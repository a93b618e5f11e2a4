import { AI_ACTION_COST, FREE_DAILY_POINTS } from '@yonder/contract/pricing';
import { Coins, FileSearch, FileText, Settings2, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ACTION_ICONS = [FileSearch, Wand2, Settings2, FileText];

export function PointsExplainer() {
  const { t } = useTranslation('pricing');
  const actions = t('points.actions', { returnObjects: true }) as string[];
  return (
    <section
      aria-labelledby="points-title"
      className="mx-auto mt-16 max-w-6xl px-4 pb-20 sm:px-6 sm:pb-28"
    >
      <div className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
            <Coins className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="points-title" className="text-lg font-semibold text-slate-900">
              {t('points.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('points.description', { points: FREE_DAILY_POINTS, cost: AI_ACTION_COST })}
            </p>
          </div>
        </div>
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map((action, index) => {
            const Icon = ACTION_ICONS[index] ?? FileText;
            return (
              <li
                key={action}
                className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800"
              >
                <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="flex-1">{action}</span>
                <span className="text-xs font-semibold text-amber-800">−{AI_ACTION_COST}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
