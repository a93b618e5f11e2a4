import { CalendarDays, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_SECTIONS } from '../utils/privacy-sections';
import { PrivacySection } from './privacy-section';
import { PrivacyToc } from './privacy-toc';

export function PrivacyPolicy() {
  const { t } = useTranslation('privacy');
  return (
    <div className="bg-white">
      <header className="border-b border-slate-200 bg-[radial-gradient(ellipse_at_top_left,#dbeafe_0%,transparent_60%)]">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:py-20">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('description')}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            {t('lastUpdated')}
          </p>
        </div>
      </header>
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <aside className="lg:order-none">
          <PrivacyToc />
        </aside>
        <article className="max-w-3xl space-y-12">
          {PRIVACY_SECTIONS.map((key, index) => (
            <PrivacySection key={key} sectionKey={key} number={index + 1} />
          ))}
        </article>
      </div>
    </div>
  );
}
