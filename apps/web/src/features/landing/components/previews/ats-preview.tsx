import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MockWindow } from '../mock-window';

const SCORE = 86;
const CHECK_STATUSES = ['pass', 'pass', 'pass', 'warn'] as const;
const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function AtsPreview() {
  const { t } = useTranslation('landing');
  const checks = t('features.preview.ats.checks', { returnObjects: true }) as string[];
  return (
    <MockWindow title={t('features.preview.ats.title')}>
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
        <div className="relative size-36 shrink-0">
          <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
            <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="10" />
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              stroke="url(#ats-dial)"
              strokeWidth="10"
              strokeLinecap="round"
              strokeDasharray={`${(CIRCUMFERENCE * SCORE) / 100} ${CIRCUMFERENCE}`}
            />
            <defs>
              <linearGradient id="ats-dial" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0%" stopColor="#2563eb" />
                <stop offset="100%" stopColor="#4f46e5" />
              </linearGradient>
            </defs>
          </svg>
          <p className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-4xl font-bold text-slate-900">{SCORE}</span>
            <span className="text-xs font-medium text-slate-600">
              {t('features.preview.ats.score')}
            </span>
          </p>
        </div>
        <div className="w-full">
          <p className="text-sm text-slate-700">{t('features.preview.ats.summary')}</p>
          <ul className="mt-4 space-y-2.5">
            {checks.map((check, index) => (
              <li key={check} className="flex items-start gap-2.5 text-sm text-slate-800">
                {CHECK_STATUSES[index] === 'pass' ? (
                  <CheckCircle2
                    className="mt-0.5 size-4 shrink-0 text-emerald-600"
                    aria-hidden="true"
                  />
                ) : (
                  <AlertTriangle
                    className="mt-0.5 size-4 shrink-0 text-amber-600"
                    aria-hidden="true"
                  />
                )}
                {check}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </MockWindow>
  );
}
