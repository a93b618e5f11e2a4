import { AI_ACTION_COST, FREE_DAILY_POINTS } from '@yonder/contract/pricing';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { PlanFeatures } from './plan-features';

export function FreePlanCard({
  isSignedIn,
  onChoose,
}: {
  isSignedIn: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('pricing');
  const features = t('free.features', {
    returnObjects: true,
    points: FREE_DAILY_POINTS,
    cost: AI_ACTION_COST,
  }) as string[];
  return (
    <section
      aria-labelledby="free-plan-title"
      className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="free-plan-title" className="text-lg font-semibold text-slate-900">
        {t('free.name')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('free.description')}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-bold tracking-tight text-slate-900">{t('free.price')}</span>
        <span className="text-sm text-slate-600">{t('free.priceNote')}</span>
      </p>
      <Button
        variant="secondary"
        size="lg"
        className="mt-6 w-full"
        onClick={onChoose}
        disabled={isSignedIn}
      >
        {isSignedIn ? t('free.current') : t('free.cta')}
      </Button>
      <div className="mt-8 border-t border-slate-100 pt-8">
        <PlanFeatures
          label={t('featuresLabel', { plan: t('free.name') })}
          features={features}
          tone="slate"
        />
      </div>
    </section>
  );
}
