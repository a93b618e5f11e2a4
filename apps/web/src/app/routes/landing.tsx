import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation('landing');
  return (
    <section className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">{t('hero.title')}</h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{t('hero.subtitle')}</p>
      <Link to={paths.dashboard.getHref()} className={`${buttonClass('primary', 'lg')} mt-8`}>
        {t('hero.start')}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </section>
  );
}
