import type { ActivityItem as Item, ActivityKind } from '@yonder/contract/dashboard';
import {
  ArrowRightLeft,
  Bookmark,
  FileCheck2,
  FilePlus2,
  PenLine,
  Scissors,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { formatPostedAgo } from '#lib/format-posted-ago.ts';
import { jobsTab } from '../utils/links';

const ICONS: Record<ActivityKind, LucideIcon> = {
  job_saved: Bookmark,
  application_added: FilePlus2,
  application_moved: ArrowRightLeft,
  resume_analysed: FileCheck2,
  resume_tailored: Scissors,
  letter_written: PenLine,
};

/** Where an entry leads: its job, resume, letters or the board (nothing for a demo entry). */
function hrefOf(item: Item): string | null {
  if (!item.subject_id) return null;
  switch (item.kind) {
    case 'job_saved':
      return paths.jobDetail.getHref(item.subject_id);
    case 'resume_analysed':
    case 'resume_tailored':
      return paths.resume.getHref({ resume: item.subject_id });
    case 'letter_written':
      return paths.coverLetter.getHref();
    default:
      return jobsTab('tracking');
  }
}

export function ActivityItem({ item, isDemo }: { item: Item; isDemo: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const Icon = ICONS[item.kind];
  const status = (value: string | null | undefined) =>
    value ? t(`status.${value}`, { defaultValue: value }) : '';
  const text = t(`activity.kinds.${item.kind}`, {
    title: item.title || t('activity.untitled'),
    from: status(item.detail.from),
    to: status(item.detail.to),
    score: item.detail.score ?? '',
  });
  const href = isDemo ? null : hrefOf(item);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          {href ? (
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="text-xs text-slate-600">
          {item.detail.company ? `${item.detail.company} · ` : ''}
          <time dateTime={item.created_at}>
            {formatPostedAgo(item.created_at, i18n.language.startsWith('en') ? 'en' : 'zh')}
          </time>
        </p>
      </div>
    </li>
  );
}
