import type { JobListItem } from '@yonder/contract/jobs';
import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '#lib/format-posted-ago.ts';
import { cn } from '#lib/cn.ts';
import { useLanguage } from '../hooks/use-language';

type SourcesJob = Pick<JobListItem, 'sources' | 'is_stale' | 'repost_count' | 'first_seen_at'>;

/** A board's name as people know it; an unknown one as its key. */
function useBoardName() {
  const { t } = useTranslation('jobs');
  return (name: string, isCompanyBoard = false) => {
    const board = t(`sources.boards.${name}`, { defaultValue: name });
    return isCompanyBoard ? t('sources.companyBoard', { board }) : board;
  };
}

/** "May be closed" and "Reposted 2 times", when they apply. */
export function JobFlags({ job, className }: { job: SourcesJob; className?: string }) {
  const { t } = useTranslation('jobs');
  if (!job.is_stale && job.repost_count === 0) return null;
  return (
    <span className={cn('inline-flex flex-wrap gap-1.5', className)}>
      {job.is_stale ? (
        <span
          title={t('sources.staleHint')}
          className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('sources.stale')}
        </span>
      ) : null}
      {job.repost_count > 0 ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {t('sources.reposted', { count: job.repost_count })}
        </span>
      ) : null}
    </span>
  );
}

/** Whether the card has a boards line to show (several boards, stale or reposted). */
export const hasSourcesLine = (job: SourcesJob) =>
  job.sources.length > 1 || job.is_stale || job.repost_count > 0;

/** The card's line: every board the job is on, the company's own first, and its flags. */
export function JobSourcesLine({ job, className }: { job: SourcesJob; className?: string }) {
  const { t } = useTranslation('jobs');
  const boardName = useBoardName();
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600',
        className,
      )}
    >
      {job.sources.length > 0 ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <Layers className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            {t('sources.line', {
              boards: job.sources
                .map((source) => boardName(source.name, source.is_company_board))
                .join(' · '),
            })}
          </span>
        </span>
      ) : null}
      <JobFlags job={job} />
    </p>
  );
}

/** The detail's list: a link to the job on each board, the company's own first, and when first seen. */
export function JobSourcesList({ job }: { job: SourcesJob }) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const boardName = useBoardName();
  if (job.sources.length === 0 && !job.is_stale && job.repost_count === 0) return null;
  return (
    <section
      aria-label={t('sources.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Layers className="size-4 text-slate-500" aria-hidden="true" />
        {t('sources.label')}
      </h2>
      {job.sources.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {job.sources.map((source) => (
            <li key={source.name}>
              {source.url ? (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-block rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                >
                  {boardName(source.name, source.is_company_board)}
                </a>
              ) : (
                <span className="inline-block rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-700">
                  {boardName(source.name, source.is_company_board)}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span>{t('sources.firstSeen', { date: formatLongDate(job.first_seen_at, language) })}</span>
        <JobFlags job={job} />
      </p>
    </section>
  );
}
