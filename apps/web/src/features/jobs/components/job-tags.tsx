import type { JobListItem } from '@yonder/contract/jobs';
import { FlaskConical, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { experienceText } from '../utils/job-text';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

type TagJob = Pick<
  JobListItem,
  'remote_type' | 'job_type' | 'required_experience_years' | 'is_featured' | 'is_sample'
>;

/** Sample and featured badges, remote type, employment type and experience as small pills. */
export function JobTags({
  job,
  className,
  hasJobType = true,
}: {
  job: TagJob;
  className?: string;
  /** The job page names the job type in its facts line instead. */
  hasJobType?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const experience = experienceText(job.required_experience_years, t);
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {job.is_sample ? (
        <li
          className={cn(PILL, 'bg-violet-50 text-violet-800 ring-1 ring-violet-200')}
          title={t('card.sampleHint')}
        >
          <FlaskConical className="size-3" aria-hidden="true" />
          {t('card.sample')}
        </li>
      ) : null}
      {job.is_featured ? (
        <li className={cn(PILL, 'bg-amber-50 text-amber-800 ring-1 ring-amber-200')}>
          <Sparkles className="size-3" aria-hidden="true" />
          {t('card.featured')}
        </li>
      ) : null}
      <li className={cn(PILL, 'bg-brand-50 text-brand-700')}>
        {t(`remoteTypes.${job.remote_type}`)}
      </li>
      {hasJobType ? (
        <li className={cn(PILL, 'bg-slate-100 text-slate-700')}>{t(`jobTypes.${job.job_type}`)}</li>
      ) : null}
      {experience ? (
        <li className={cn(PILL, 'bg-slate-100 text-slate-700')}>{experience}</li>
      ) : null}
    </ul>
  );
}

/** The first skills as pills, the rest as "+N more" (its full list for screen readers and on hover). */
export function SkillPills({ skills, limit = 4 }: { skills: string[]; limit?: number }) {
  const { t } = useTranslation('jobs');
  if (skills.length === 0) return <p className="text-xs text-slate-500">{t('card.noSkills')}</p>;
  const shown = skills.slice(0, limit);
  const rest = skills.slice(limit);
  return (
    <ul aria-label={t('card.skills')} className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li
          key={skill}
          className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-xs text-slate-700"
        >
          {skill}
        </li>
      ))}
      {rest.length > 0 ? (
        <li
          title={rest.join(', ')}
          className="rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-500"
        >
          <span aria-hidden="true">{t('card.moreSkills', { count: rest.length })}</span>
          <span className="sr-only">
            {t('card.moreSkillsLabel', { count: rest.length, skills: rest.join(', ') })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
