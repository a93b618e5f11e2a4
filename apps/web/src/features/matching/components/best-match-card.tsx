import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/hooks/use-is-signed-in';
import { useMatches } from '../api/get-matches';
import { useLanguage } from '../hooks/use-language';

/** The dashboard's match card: the best current match, and the way to every recommendation. */
export function BestMatchCard({ label, empty }: { label: string; empty: string }) {
  const { t } = useTranslation('matching');
  const language = useLanguage();
  const { data } = useMatches({ page: 1, page_size: 1 }, language, useIsSignedIn());
  const best = data?.items[0];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
      <p className="mt-3 text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-semibold text-slate-900">
        {best ? `${best.match.score}%` : empty}
      </p>
      {best ? (
        <p className="mt-0.5 truncate text-xs text-slate-600">
          <Link to={paths.jobDetail.getHref(best.id)} className="hover:text-brand-700">
            {t('dashboard.best', { title: best.title })}
          </Link>
        </p>
      ) : null}
      <Link
        to={`${paths.jobSearch.getHref()}?tab=matching`}
        className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
      >
        {t('dashboard.open')}
      </Link>
    </div>
  );
}
