import { ArrowRight, Clock3, Globe2, Languages, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhrasedText } from '#components/ui/phrased-text.tsx';
import { Link } from 'react-router';
import { buildJobSearchHref } from '../utils/build-job-search-href';

const POINT_ICONS = [Clock3, ShieldCheck, Languages];

type Point = { title: string; description: string };

export function GlobalRemoteCta() {
  const { t } = useTranslation('landing');
  const points = t('globalRemote.points', { returnObjects: true }) as Point[];
  return (
    <section aria-labelledby="global-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-700 to-indigo-800 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
          <GlobeArt />
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">
              <Globe2 className="size-4" aria-hidden="true" />
              {t('globalRemote.eyebrow')}
            </p>
            <h2 id="global-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              <PhrasedText text={t('globalRemote.title')} />
            </h2>
            <p className="mt-4 text-base text-brand-50 sm:text-lg">
              {t('globalRemote.description')}
            </p>
          </div>
          <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-3 lg:max-w-4xl">
            {points.map((point, index) => {
              const Icon = POINT_ICONS[index % POINT_ICONS.length] ?? Globe2;
              return (
                <li key={point.title}>
                  <span className="flex size-10 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-3 font-semibold">{point.title}</h3>
                  <p className="mt-1 text-sm text-brand-50">{point.description}</p>
                </li>
              );
            })}
          </ul>
          <Link
            to={buildJobSearchHref('', 'fullRemote')}
            className="mt-10 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50"
          >
            {t('globalRemote.cta')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A wireframe globe drawn in SVG, decoration only. */
function GlobeArt() {
  return (
    <svg
      viewBox="0 0 200 200"
      aria-hidden="true"
      className="absolute -right-24 -bottom-24 -z-10 size-[26rem] text-white/15 sm:-right-10 lg:top-1/2 lg:right-8 lg:bottom-auto lg:-translate-y-1/2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
    >
      <circle cx="100" cy="100" r="90" />
      <ellipse cx="100" cy="100" rx="40" ry="90" />
      <ellipse cx="100" cy="100" rx="70" ry="90" />
      <path d="M100 10v180M10 100h180" />
      <ellipse cx="100" cy="100" rx="90" ry="35" />
      <ellipse cx="100" cy="100" rx="90" ry="65" />
      <circle cx="62" cy="68" r="4" fill="#fde68a" stroke="none" />
      <circle cx="138" cy="120" r="4" fill="#fde68a" stroke="none" />
      <path d="M62 68 Q100 40 138 120" stroke="#fde68a" strokeDasharray="4 4" strokeWidth="1.5" />
    </svg>
  );
}
