import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhrasedText } from '#components/ui/phrased-text.tsx';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="closing-title" className="bg-slate-50 px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-slate-900 px-6 py-16 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-32 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(59,130,246,0.45),transparent)]"
        />
        <h2
          id="closing-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          <PhrasedText text={t('closing.title')} />
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-slate-300 sm:text-lg">
          {t('closing.description')}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link
            to={paths.dashboard.getHref()}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-7 font-semibold text-slate-900 shadow-sm transition hover:bg-brand-50"
          >
            {t('closing.cta')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link
            to={paths.pricing.getHref()}
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/30 transition-colors hover:bg-white/10"
          >
            {t('closing.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
