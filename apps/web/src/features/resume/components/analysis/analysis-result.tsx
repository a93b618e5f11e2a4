import type { StoredResumeAnalysis } from '@yonder/contract/resumes';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { AnalysisMeta } from './analysis-meta';
import { KeywordPills } from './keyword-pills';
import { PointsLeft } from './out-of-points';
import { RequirementsView, ScoreParts } from './requirements-view';
import { BAND_COLOUR, scoreBand, ScoreRing } from './score-ring';

const BAR_COLOUR = { strong: 'bg-emerald-500', fair: 'bg-amber-400', weak: 'bg-red-400' } as const;

/**
 * Score and, against a job, how it is made and each requirement of the posting with the resume's
 * evidence; the resume's quality check by check; suggestions. An analysis made before
 * requirements were read shows its matched and missing keywords. The points left only right after
 * an analysis (a stored one shown again cost nothing).
 */
export function AnalysisResult({
  result,
  credits,
}: {
  result: StoredResumeAnalysis;
  credits?: number | null;
}) {
  const { t } = useTranslation('resume');
  return (
    <div className="space-y-6" data-testid="analysis-result">
      <AnalysisMeta result={result} />
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:items-center sm:gap-6">
        <ScoreRing score={result.score} />
        <div className="text-center sm:text-left">
          <p className="text-sm text-slate-600">
            {t(`analysis.bandText.${scoreBand(result.score)}`)}
          </p>
          {credits === undefined ? null : (
            <div className="mt-2">
              <PointsLeft credits={credits} />
            </div>
          )}
        </div>
      </div>

      {result.parts ? <ScoreParts parts={result.parts} /> : null}
      {result.requirements ? (
        <RequirementsView requirements={result.requirements} unchecked={result.unchecked ?? []} />
      ) : null}

      <section>
        <h3 className="text-sm font-semibold text-slate-900">
          {result.parts ? t('analysis.parts.resume') : t('analysis.breakdown')}
        </h3>
        <ul className="mt-3 space-y-3">
          {result.breakdown.map((item) => {
            const band = scoreBand(item.score);
            return (
              <li key={item.check}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">
                    {t(`checks.${item.check}.name`)}
                  </span>
                  <span className={cn('font-semibold tabular-nums', BAND_COLOUR[band])}>
                    {item.score}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-label={t(`checks.${item.check}.name`)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.score}
                  className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className={cn('h-full rounded-full', BAR_COLOUR[band])}
                    style={{ width: `${item.score}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {t(`checks.${item.check}.description`)} ·{' '}
                  {t('analysis.weight', { percent: Math.round(item.weight * 100) })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section>
        <h3 className="text-sm font-semibold text-slate-900">{t('analysis.suggestions')}</h3>
        {result.suggestions.length ? (
          <ul className="mt-2 space-y-2">
            {result.suggestions.map((suggestion, index) => (
              <li
                key={index}
                className="flex gap-2.5 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700"
              >
                <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
                <span>
                  <span className="mr-1.5 font-medium text-slate-900">
                    {t(`checks.${suggestion.check}.name`)}:
                  </span>
                  {suggestion.message}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-500">{t('analysis.noSuggestions')}</p>
        )}
      </section>

      {result.keywords && !result.requirements ? (
        <section className="space-y-4">
          <KeywordPills
            title={t('analysis.matched')}
            words={result.keywords.matched}
            kind="matched"
            emptyText={t('analysis.noMatched')}
          />
          <KeywordPills
            title={t('analysis.missing')}
            words={result.keywords.missing}
            kind="missing"
            emptyText={t('analysis.noMissing')}
          />
        </section>
      ) : null}
    </div>
  );
}
