import { Globe2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { cn } from '#lib/cn.ts';
import { useJobMatch } from '../api/get-job-match';
import { useLanguage } from '../hooks/use-language';
import { FitsAndGaps } from './fits-and-gaps';
import { MatchBreakdown, SkillLists } from './match-breakdown';
import { MatchScore } from './match-score';

/** The job page's match panel: score, "can I be hired from here", skills and the whole breakdown. */
export function JobMatchPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('matching');
  const language = useLanguage();
  const isSignedIn = useIsSignedIn();
  const { data, isPending, isError } = useJobMatch(jobId, language, isSignedIn);
  if (!isSignedIn) return null;

  const frame = (children: React.ReactNode) => (
    <section
      aria-labelledby="job-match-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2
        id="job-match-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
        {t('panel.title')}
      </h2>
      {children}
    </section>
  );

  if (isPending) return frame(<Spinner className="mt-3" label={t('breakdownLoading')} />);
  if (isError || !data)
    return frame(<p className="mt-2 text-sm text-rose-700">{t('panel.failed')}</p>);
  if (!data.has_candidate || !data.match) {
    return frame(
      <div className="mt-2 text-sm text-slate-600">
        <p className="font-medium text-slate-800">{t('panel.emptyTitle')}</p>
        <p className="mt-0.5">{t('panel.emptyDescription')}</p>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={paths.autoApply.getHref()} className="font-medium text-brand-700 underline">
            {t('empty.profile')}
          </Link>
          <Link to={paths.resume.getHref()} className="font-medium text-brand-700 underline">
            {t('empty.resume')}
          </Link>
        </div>
      </div>,
    );
  }
  const { match } = data;
  return frame(
    <div className="mt-3 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="space-y-4">
        <div className="flex items-start gap-4">
          <MatchScore score={match.score} isEligible={match.hire.is_eligible} size="lg" />
          <FitsAndGaps
            fits={match.fits}
            gaps={match.gaps}
            countrySource={match.hire.country_source}
            headingLevel="h3"
            isStacked
            className="min-w-0 flex-1"
          />
        </div>
        <div
          className={cn(
            'rounded-xl p-3 text-sm',
            match.hire.is_eligible ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-900',
          )}
        >
          <p className="flex items-center gap-1.5 font-medium">
            <Globe2 className="size-4" aria-hidden="true" />
            {t('panel.hire')}
          </p>
          <p className="mt-0.5">
            {match.hire.text}
            {match.hire.country_source ? (
              <span className="opacity-80"> · {t(`countryFrom.${match.hire.country_source}`)}</span>
            ) : null}
          </p>
          {match.hire.country_source !== 'profile' ? (
            <Link
              to={paths.autoApply.getHref()}
              className="mt-1 inline-block font-medium underline underline-offset-2"
            >
              {t('panel.setCountries')}
            </Link>
          ) : null}
        </div>
        <SkillLists match={match} />
        <Link
          to={`${paths.jobSearch.getHref()}?tab=matching`}
          className="inline-block text-sm font-medium text-brand-700 underline"
        >
          {t('panel.more')}
        </Link>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-800">{t('panel.breakdown')}</h3>
        <MatchBreakdown match={match} />
      </div>
    </div>,
  );
}
