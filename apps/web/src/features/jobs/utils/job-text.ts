import type { JobListItem } from '@yonder/contract/jobs';
import type { TFunction } from 'i18next';
import { formatSalary } from '#lib/format-salary.ts';
import type { FormatLanguage } from '#lib/format-posted-ago.ts';

type SalaryJob = Pick<JobListItem, 'salary_min' | 'salary_max' | 'currency' | 'salary_period'>;

/** "USD 120,000 - 160,000 / year", or null when the job names no salary (spec section 9). */
export function jobSalaryText(job: SalaryJob, language: FormatLanguage, t: TFunction<'jobs'>) {
  const amount = formatSalary(
    { min: job.salary_min, max: job.salary_max, currency: job.currency },
    language,
    (value) => t('salary.upTo', { amount: value }),
  );
  if (!amount) return null;
  return job.salary_period
    ? t('salary.perPeriod', { amount, period: t(`periods.${job.salary_period}`) })
    : amount;
}

/** The card's and the detail's place: the location, else the remote type (spec section 2.8). */
export const jobPlaceText = (
  job: Pick<JobListItem, 'location' | 'remote_type'>,
  t: TFunction<'jobs'>,
) => job.location?.trim() || t(`remoteTypes.${job.remote_type}`);

export const experienceText = (years: number | null, t: TFunction<'jobs'>) => {
  if (years === null) return null;
  return years <= 0 ? t('card.noExperience') : t('card.experience', { count: years });
};
