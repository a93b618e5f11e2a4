import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export const scoreBand = (score: number) =>
  score >= 80 ? 'strong' : score >= 60 ? 'fair' : 'weak';
/** Text in the band's colour, dark enough to read on white (WCAG AA). */
export const BAND_COLOUR = {
  strong: 'text-emerald-700',
  fair: 'text-amber-700',
  weak: 'text-red-600',
} as const;
const RING_COLOUR = {
  strong: 'text-emerald-500',
  fair: 'text-amber-500',
  weak: 'text-red-500',
} as const;

/** The overall score as a ring, its number inside and its band (strong, fair, needs work) below. */
export function ScoreRing({ score }: { score: number }) {
  const { t } = useTranslation('resume');
  const band = scoreBand(score);
  return (
    <div className="flex flex-col items-center">
      <div role="img" aria-label={t('analysis.scoreLabel', { score })} className="relative size-28">
        <svg viewBox="0 0 100 100" className="size-28 -rotate-90" aria-hidden="true">
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="9"
            className="stroke-slate-100"
          />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="9"
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
            className={cn('transition-[stroke-dashoffset] duration-700', RING_COLOUR[band])}
          />
        </svg>
        <span
          className="absolute inset-0 flex flex-col items-center justify-center"
          aria-hidden="true"
        >
          <span className="text-3xl font-bold text-slate-900 tabular-nums">{score}</span>
          <span className="text-xs text-slate-500">/ 100</span>
        </span>
      </div>
      <span className={cn('mt-1 text-sm font-semibold', BAND_COLOUR[band])}>
        {t(`analysis.bands.${band}`)}
      </span>
    </div>
  );
}
