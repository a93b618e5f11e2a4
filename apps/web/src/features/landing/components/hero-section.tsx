import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { StarRow } from '#components/ui/star-row.tsx';
import { paths } from '#config/paths.ts';
import { JobSearchBox } from './job-search-box';

const STATS = ['users', 'partners', 'interviews'] as const;

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-white">
      <HeroBackdrop />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('hero.badge')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-6xl sm:leading-[1.1]"
        >
          <span className="block">{t('hero.titleLead')}</span>
          <span className="block bg-gradient-to-r from-brand-600 to-indigo-600 bg-clip-text text-transparent">
            {t('hero.titleAccent')}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          {t('hero.subtitle')}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <StarRow value={5} label={t('hero.ratingLabel')} size="md" />
          <span>{t('hero.ratingText')}</span>
        </div>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={paths.dashboard.getHref()} className={buttonClass('primary', 'lg')}>
            {t('hero.start')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link to={paths.pricing.getHref()} className={buttonClass('secondary', 'lg')}>
            {t('hero.secondary')}
          </Link>
        </div>
        <JobSearchBox />
        <dl
          aria-label={t('hero.statsLabel')}
          className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4"
        >
          {STATS.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1">
              <dt className="text-xs text-slate-600 sm:text-sm">{t(`hero.stats.${key}.label`)}</dt>
              <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {t(`hero.stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Soft brand glow and a faint grid behind the hero: pure CSS, nothing to download. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,#e2e8f0_1px,transparent_1px),linear-gradient(to_bottom,#e2e8f0_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:48px_48px] opacity-60" />
      <div className="absolute -top-40 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,#bfdbfe,transparent)] opacity-80" />
      <div className="absolute top-40 -right-40 h-80 w-80 rounded-full bg-[radial-gradient(closest-side,#c7d2fe,transparent)] opacity-70" />
    </div>
  );
}
