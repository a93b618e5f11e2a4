import { Gauge, PenLine, Target, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: 'editor' | 'analyzer' | 'matching'; icon: LucideIcon; tone: string }[] = [
  { key: 'editor', icon: PenLine, tone: 'bg-brand-50 text-brand-600' },
  { key: 'analyzer', icon: Gauge, tone: 'bg-emerald-50 text-emerald-600' },
  { key: 'matching', icon: Target, tone: 'bg-violet-50 text-violet-600' },
];

/** The three feature cards of spec 2.10: content editor, analyzer, job matching. */
export function ResumeIntro() {
  const { t } = useTranslation('resume');
  return (
    <ul aria-label={t('features.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {FEATURES.map(({ key, icon: Icon, tone }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
          <span className={`flex size-9 items-center justify-center rounded-lg ${tone}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-3 text-sm font-semibold text-slate-900">
            {t(`features.${key}.title`)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(`features.${key}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}
