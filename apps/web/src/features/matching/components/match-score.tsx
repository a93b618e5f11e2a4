import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

export const scoreTone = (score: number, isEligible = true) =>
  !isEligible
    ? 'bg-slate-100 text-slate-600 ring-slate-300'
    : score >= 75
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30'
      : score >= 50
        ? 'bg-brand-50 text-brand-800 ring-brand-600/30'
        : 'bg-amber-50 text-amber-900 ring-amber-600/30';

/** The score in a ring of its colour: green for a strong match, grey when the job cannot hire you. */
export function MatchScore({
  score,
  isEligible = true,
  size = 'md',
}: {
  score: number;
  isEligible?: boolean;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('matching');
  return (
    <span
      role="img"
      aria-label={t('scoreLabel', { score })}
      className={cn(
        'inline-flex shrink-0 flex-col items-center justify-center rounded-full font-semibold ring-2 ring-inset',
        size === 'lg' ? 'size-20 text-2xl' : 'size-14 text-lg',
        scoreTone(score, isEligible),
      )}
    >
      {score}
      <span className="text-[10px] leading-none font-medium opacity-80">%</span>
    </span>
  );
}
