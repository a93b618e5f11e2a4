import type { AtsRequirement, AtsScorePart, AtsTerm } from '@yonder/contract/resumes';
import { CheckCircle2, CircleDashed, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { usePathLabel } from '../../hooks/use-path-label';
import { BAND_COLOUR, scoreBand } from './score-ring';

const BAR = { strong: 'bg-emerald-500', fair: 'bg-amber-400', weak: 'bg-red-400' } as const;

function useTermLabel() {
  const { t } = useTranslation('resume');
  return (term: AtsTerm) => {
    if (term.kind === 'years')
      return t('analysis.requirements.terms.years', { count: term.value ?? 0 });
    if (term.kind === 'degree')
      return t(`analysis.requirements.terms.degree.${term.label}`, { defaultValue: term.label });
    if (term.kind === 'role') return t('analysis.requirements.terms.role', { role: term.label });
    return term.label;
  };
}

/** The parts of the headline against a job: must-haves met, nice-to-haves met, the resume's quality. */
export function ScoreParts({ parts }: { parts: AtsScorePart[] }) {
  const { t } = useTranslation('resume');
  return (
    <section data-testid="score-parts">
      <h3 className="text-sm font-semibold text-slate-900">{t('analysis.parts.title')}</h3>
      <p className="mt-0.5 text-xs text-slate-600">{t('analysis.parts.explain')}</p>
      <ul className="mt-3 space-y-3">
        {parts.map((part) => {
          const band = scoreBand(part.score);
          const name = t(`analysis.parts.${part.part}`);
          return (
            <li key={part.part}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-800">
                  {name}
                  {part.total !== null ? (
                    <span className="ml-1.5 font-normal text-slate-600">
                      {t('analysis.parts.metOf', { met: part.met, total: part.total })}
                    </span>
                  ) : null}
                </span>
                <span className={cn('font-semibold tabular-nums', BAND_COLOUR[band])}>
                  {part.score}
                </span>
              </div>
              <div
                role="meter"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={part.score}
                className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={cn('h-full rounded-full', BAR[band])}
                  style={{ width: `${part.score}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {t('analysis.parts.share', { percent: Math.round(part.weight * 100) })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Evidence({ check }: { check: AtsRequirement }) {
  const { t } = useTranslation('resume');
  const pathLabel = usePathLabel();
  const languageName = (label: string) =>
    t(`analysis.languageNames.${label}`, { defaultValue: label });
  if (check.reason === 'writtenIn' && check.met)
    return (
      <p className="text-sm text-slate-700">
        {t('analysis.requirements.writtenIn', { language: languageName(check.met.label) })}
      </p>
    );
  if (check.reason === 'notFound')
    return <p className="text-sm text-slate-600">{t('analysis.requirements.notFound')}</p>;
  if (check.reason === 'noDates')
    return <p className="text-sm text-slate-600">{t('analysis.requirements.noDates')}</p>;
  if (check.reason === 'tooFewYears')
    return (
      <p className="text-sm text-slate-600">
        {t('analysis.requirements.tooFewYears', { count: check.years ?? 0 })}
      </p>
    );
  const evidence = check.evidence;
  if (!evidence) return null;
  const { text, start, end } = evidence;
  return (
    <div className="text-sm text-slate-800">
      {check.reason === 'years' ? (
        <p className="text-slate-700">
          {t('analysis.requirements.years', { count: check.years ?? 0 })}
        </p>
      ) : null}
      <p>
        <span className="text-xs font-medium text-slate-600">{pathLabel(evidence.path)}: </span>
        {text.slice(0, start)}
        <mark className="rounded bg-emerald-100 px-0.5 text-emerald-950">
          {text.slice(start, end)}
        </mark>
        {text.slice(end)}
      </p>
    </div>
  );
}

function RequirementItem({ check }: { check: AtsRequirement }) {
  const { t } = useTranslation('resume');
  const termLabel = useTermLabel();
  const isMet = check.met !== null;
  const labels = check.alternatives.map(termLabel);
  return (
    <li
      className="rounded-xl bg-white p-3 ring-1 ring-slate-200"
      data-testid="requirement"
      data-met={isMet}
    >
      <div className="flex items-start gap-2">
        {isMet ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <CircleDashed className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="text-sm font-medium text-slate-900">
            <span className="sr-only">
              {isMet ? t('analysis.requirements.met') : t('analysis.requirements.notMet')}:{' '}
            </span>
            {labels.join(` ${t('analysis.requirements.or')} `)}
            {check.or_equivalent ? (
              <span className="font-normal text-slate-600">
                {' '}
                ({t('analysis.requirements.orEquivalent')})
              </span>
            ) : null}
            {check.is_core ? (
              <span className="ml-1.5 inline-flex items-center gap-0.5 rounded-full bg-violet-50 px-1.5 py-0.5 align-middle text-xs font-normal text-violet-800">
                <Star className="size-3" aria-hidden="true" />
                {t('analysis.requirements.core')}
              </span>
            ) : null}
          </p>
          {labels.length > 1 ? (
            <p className="text-xs text-slate-600">{t('analysis.requirements.alternatives')}</p>
          ) : null}
          <p className="text-xs text-slate-600 wrap-anywhere">
            <span className="font-medium">{t('analysis.requirements.posting')}: </span>“{check.text}
            ”
          </p>
          <Evidence check={check} />
        </div>
      </div>
    </li>
  );
}

/** Each requirement of the posting, must-haves first, with the resume's line that meets it or "not found". */
export function RequirementsView({
  requirements,
  unchecked,
}: {
  requirements: AtsRequirement[];
  unchecked: string[];
}) {
  const { t } = useTranslation('resume');
  if (!requirements.length)
    return <p className="text-sm text-slate-600">{t('analysis.requirements.empty')}</p>;
  const met = requirements.filter((check) => check.met).length;
  return (
    <section aria-labelledby="requirements-heading" data-testid="requirements">
      <h3 id="requirements-heading" className="text-sm font-semibold text-slate-900">
        {t('analysis.requirements.title')}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">
        {t('analysis.requirements.summary', { count: met, total: requirements.length })}
      </p>
      {(['must', 'nice'] as const).map((importance) => {
        const items = requirements.filter((check) => check.importance === importance);
        if (!items.length) return null;
        return (
          <div key={importance} className="mt-3">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t(`analysis.requirements.${importance}`)}
            </h4>
            <ul className="mt-2 space-y-2">
              {items.map((check, index) => (
                <RequirementItem key={`${importance}-${index}`} check={check} />
              ))}
            </ul>
          </div>
        );
      })}
      {unchecked.length ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-700">
            {t('analysis.requirements.unchecked')}
          </summary>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-slate-600">
            {unchecked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
