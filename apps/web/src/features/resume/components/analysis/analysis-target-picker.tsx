import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import type { AnalysisTarget, LastJob, TargetMode } from '../../hooks/use-analysis';
import { textAreaClass } from '../form-fields';
import { JobChoice } from './job-choice';

export const JOB_DESCRIPTION_MAX = 20_000;
const MODES: TargetMode[] = ['none', 'job', 'paste'];

type Props = {
  target: AnalysisTarget;
  onChange: (target: AnalysisTarget) => void;
  linkedJobId: string | null;
  lastJob: LastJob | null;
  problem: string | null;
};

/** What to analyse against: nothing (a general check), a job, or a pasted job description. */
export function AnalysisTargetPicker({ target, onChange, linkedJobId, lastJob, problem }: Props) {
  const { t } = useTranslation('resume');
  const name = useId();
  const problemId = `${name}-problem`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{t('analysis.target')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {MODES.map((mode) => (
          <label
            key={mode}
            className={cn(
              'cursor-pointer rounded-md px-2 py-1.5 text-center text-[13px] font-medium text-slate-600 transition has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600',
              target.mode === mode && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={target.mode === mode}
              onChange={() => onChange({ ...target, mode })}
              className="sr-only"
            />
            {t(`analysis.targets.${mode}`)}
          </label>
        ))}
      </div>
      <div className="mt-3">
        {target.mode === 'none' ? (
          <p className="text-sm text-slate-500">{t('analysis.noneHint')}</p>
        ) : target.mode === 'job' ? (
          <JobChoice
            value={target.jobId}
            linkedJobId={linkedJobId}
            lastJob={lastJob}
            onChange={(jobId) => onChange({ ...target, jobId })}
            describedBy={problem ? problemId : undefined}
          />
        ) : (
          <div>
            <label htmlFor={`${name}-paste`} className="text-[13px] font-medium text-slate-700">
              {t('analysis.pasteLabel')}
            </label>
            <textarea
              id={`${name}-paste`}
              rows={7}
              maxLength={JOB_DESCRIPTION_MAX}
              value={target.description}
              placeholder={t('analysis.pastePlaceholder')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => onChange({ ...target, description: event.target.value })}
              className={cn(textAreaClass(), 'mt-1')}
            />
          </div>
        )}
        {problem ? (
          <p id={problemId} className="mt-1.5 text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
