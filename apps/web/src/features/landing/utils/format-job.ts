import type { JobListItem } from '@yonder/contract/jobs';
import type { TFunction } from 'i18next';
import { formatPostedAgo, type FormatLanguage } from '#lib/format-posted-ago.ts';
import { formatSalary } from '#lib/format-salary.ts';
import type { JobCardView } from '../components/job-preview-card';

// Other hosts' logos are never requested from the landing page: it stays fast and private.
// Same-site and inline (data:) pictures cost no request to anyone else.
const isOwnLogo = (url: string | null): url is string =>
  Boolean(url && ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('data:image/')));

/** A live job as the landing's preview card shows it. */
export function toPreviewCard(
  job: JobListItem,
  language: FormatLanguage,
  t: TFunction<'landing'>,
  now = Date.now(),
): JobCardView {
  const amount = formatSalary(
    { min: job.salary_min, max: job.salary_max, currency: job.currency },
    language,
    (value) => t('jobs.upTo', { amount: value }),
  );
  const salary =
    amount && job.salary_period
      ? t('jobs.perPeriod', { amount, period: t(`jobs.periods.${job.salary_period}`) })
      : (amount ?? t('jobs.negotiable'));
  return {
    id: job.id,
    title: job.title,
    company: job.company_name,
    logoUrl: isOwnLogo(job.company_logo_url) ? job.company_logo_url : null,
    location: job.location?.trim() || t('jobs.remote'),
    salary,
    hasSalary: amount !== null,
    timeAgo: formatPostedAgo(job.posted_date, language, now),
    skills: job.skills,
  };
}
