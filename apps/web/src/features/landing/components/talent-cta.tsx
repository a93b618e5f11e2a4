import { ArrowRight, BadgeCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { SectionHeading } from '#components/ui/section-heading.tsx';
import { paths } from '#config/paths.ts';

const STATS = [
  { key: 'employed', icon: BadgeCheck, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'active', icon: Users, tone: 'bg-brand-50 text-brand-700' },
] as const;

const AVATARS = [
  { initial: '陈', tone: 'bg-brand-600' },
  { initial: 'W', tone: 'bg-violet-600' },
  { initial: '李', tone: 'bg-emerald-700' },
  { initial: 'D', tone: 'bg-rose-600' },
];

export function TalentCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="talent-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="talent-title"
            align="left"
            eyebrow={t('talent.eyebrow')}
            title={t('talent.title')}
            description={t('talent.description')}
          />
          <div className="mt-6 flex items-center" aria-hidden="true">
            {AVATARS.map(({ initial, tone }) => (
              <span
                key={initial}
                className={`-ml-2 flex size-10 items-center justify-center rounded-full text-sm font-semibold text-white ring-4 ring-slate-50 first:ml-0 ${tone}`}
              >
                {initial}
              </span>
            ))}
          </div>
          <Link to={paths.resume.getHref()} className={`${buttonClass('primary', 'lg')} mt-8`}>
            {t('talent.cta')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {STATS.map(({ key, icon: Icon, tone }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <span
                className={`mb-5 flex size-11 items-center justify-center rounded-xl ${tone}`}
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
              <p className="text-4xl font-bold tracking-tight text-slate-900">
                {t(`talent.stats.${key}.value`)}
              </p>
              <p className="mt-1 text-sm text-slate-600">{t(`talent.stats.${key}.label`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
