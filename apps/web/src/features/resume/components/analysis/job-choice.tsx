import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { textInputClass } from '#components/ui/text-field.tsx';
import { paths } from '#config/paths.ts';
import { useJobHeading } from '../../api/get-job-title';
import { useSavedJobs } from '../../api/get-saved-jobs';
import type { LastJob } from '../../hooks/use-analysis';

type Props = {
  value: string | null;
  linkedJobId: string | null;
  /** The job the last analysis was against: offered even when it is no longer saved. */
  lastJob: LastJob | null;
  onChange: (jobId: string | null) => void;
  describedBy?: string;
};

/**
 * A job to analyse against: the job a `?job=` link named, the job of the last analysis, or one of
 * the person's saved jobs.
 */
export function JobChoice({ value, linkedJobId, lastJob, onChange, describedBy }: Props) {
  const { t } = useTranslation('resume');
  const id = useId();
  const saved = useSavedJobs(true);
  const linked = useJobHeading(linkedJobId);
  const savedJobs = (saved.data?.items ?? []).filter((item) => item.status === 'saved');
  const isLinkedSaved = savedJobs.some((item) => item.job_id === linkedJobId);
  const hasLinked = Boolean(linkedJobId && linked.data && !isLinkedSaved);
  const extraJob =
    lastJob && lastJob.id !== linkedJobId && !savedJobs.some((item) => item.job_id === lastJob.id)
      ? lastJob
      : null;
  const isLinkedMissing = Boolean(linkedJobId && (linked.isError || linked.data === null));

  // A link to a job that is gone preselects nothing: the person picks another.
  useEffect(() => {
    if (isLinkedMissing && value === linkedJobId) onChange(null);
  }, [isLinkedMissing, value, linkedJobId, onChange]);
  const missingNote = isLinkedMissing ? (
    <p className="mt-1.5 text-xs text-amber-800">{t('analysis.linkedJobMissing')}</p>
  ) : null;

  if (saved.isPending && !hasLinked && !extraJob)
    return <Spinner size="sm" label={t('analysis.loadingJobs')} />;
  if (saved.isError && !hasLinked && !extraJob)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('analysis.jobsFailed')}{' '}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => void saved.refetch()}
        >
          {t('actions.retry')}
        </button>
      </p>
    );
  if (!savedJobs.length && !hasLinked && !extraJob)
    return (
      <div>
        <p className="text-sm text-slate-600">
          {t('analysis.noSavedJobs')}{' '}
          <Link to={paths.jobSearch.getHref()} className="font-medium text-brand-700 underline">
            {t('analysis.findJobs')}
          </Link>
        </p>
        {missingNote}
      </div>
    );

  return (
    <div>
      <label htmlFor={id} className="text-[13px] font-medium text-slate-700">
        {t('analysis.pickJob')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value || null)}
        className={`${textInputClass(false)} mt-1`}
      >
        <option value="">{t('analysis.pickJobPlaceholder')}</option>
        {hasLinked && linked.data ? (
          <option value={linked.data.id}>
            {t('analysis.linkedJob', {
              title: linked.data.title,
              company: linked.data.company_name,
            })}
          </option>
        ) : null}
        {extraJob ? (
          <option value={extraJob.id}>
            {extraJob.company ? `${extraJob.title} · ${extraJob.company}` : extraJob.title}
          </option>
        ) : null}
        {savedJobs.map((item) => (
          <option key={item.job_id} value={item.job_id}>
            {item.job.title} · {item.job.company_name}
          </option>
        ))}
      </select>
      {missingNote}
    </div>
  );
}
