import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '#components/layouts/language-menu.tsx';

export function PricingHeader() {
  const { t } = useTranslation('pricing');
  return (
    <header className="relative mx-auto max-w-3xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
      <div className="flex justify-center">
        <span className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <LanguageToggle />
        </span>
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('eyebrow')}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg text-pretty text-slate-600">{t('description')}</p>
    </header>
  );
}
