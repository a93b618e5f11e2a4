import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { useBookmarkToggle, type BookmarkJob } from '../hooks/use-bookmark-toggle';

type Props = { job: BookmarkJob; variant?: 'icon' | 'button'; className?: string };

/** The bookmark toggle: an icon on a card, a labelled button on the job's page. */
export function BookmarkButton({ job, variant = 'icon', className }: Props) {
  const { t } = useTranslation('jobs');
  const { isBookmarked, toggle, isPending, isReady } = useBookmarkToggle(job);
  const icon = (
    <Bookmark
      className={cn('size-5', isBookmarked ? 'fill-current text-brand-600' : 'text-slate-500')}
      aria-hidden="true"
    />
  );
  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={toggle}
        disabled={!isReady || isPending}
        aria-pressed={isBookmarked}
        aria-label={t('bookmark.addJob', { title: job.title })}
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 disabled:opacity-60',
          className,
        )}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!isReady || isPending}
      aria-pressed={isBookmarked}
      className={cn(
        'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm sm:px-4 font-medium ring-1 transition-colors disabled:opacity-60',
        isBookmarked
          ? 'bg-brand-50 text-brand-700 ring-brand-500/40 hover:bg-brand-100'
          : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
        className,
      )}
    >
      {icon}
      <span className="sr-only sm:not-sr-only">
        {t(isBookmarked ? 'bookmark.remove' : 'bookmark.add')}
      </span>
    </button>
  );
}
