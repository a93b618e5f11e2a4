import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { SectionHeading } from '#components/ui/section-heading.tsx';
import { paths } from '#config/paths.ts';

const RING_RADIUS = 80;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;
const RATE = 0.9;

/** The navbar's "AI job match" anchor lands here (`/#match`). */
export function AiMatchPromo() {
  const { t } = useTranslation('landing');
  const points = t('match.points', { returnObjects: true }) as string[];
  return (
    <section
      id="match"
      aria-labelledby="match-title"
      className="scroll-mt-20 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2">
        <div className="relative mx-auto flex size-72 items-center justify-center sm:size-80 lg:order-none">
          <div
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-[radial-gradient(closest-side,#dbeafe,transparent)]"
          />
          <svg
            viewBox="0 0 200 200"
            className="absolute inset-0 size-full -rotate-90"
            aria-hidden="true"
          >
            <circle
              cx="100"
              cy="100"
              r={RING_RADIUS}
              fill="none"
              stroke="#e2e8f0"
              strokeWidth="14"
            />
            <circle
              cx="100"
              cy="100"
              r={RING_RADIUS}
              fill="none"
              stroke="#2563eb"
              strokeWidth="14"
              strokeLinecap="round"
              strokeDasharray={`${RING_LENGTH * RATE} ${RING_LENGTH}`}
            />
          </svg>
          <p className="relative flex flex-col items-center text-center">
            <span className="text-6xl font-bold tracking-tight text-slate-900">
              {t('match.rate')}
            </span>
            <span className="mt-2 max-w-40 text-sm font-medium text-slate-600">
              {t('match.rateLabel')}
            </span>
          </p>
          <span
            aria-hidden="true"
            className="absolute top-6 -right-2 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-brand-700 shadow-md ring-1 ring-slate-200"
          >
            <Sparkles className="size-3.5" />
            AI
          </span>
        </div>
        <div>
          <SectionHeading
            id="match-title"
            align="left"
            eyebrow={t('match.eyebrow')}
            title={t('match.title')}
            description={t('match.description')}
          />
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-800">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <Link to={paths.dashboard.getHref()} className={`${buttonClass('primary', 'lg')} mt-8`}>
            {t('match.cta')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
