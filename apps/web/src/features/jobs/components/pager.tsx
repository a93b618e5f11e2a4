import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#lib/cn.ts';
import { pagerItems } from '../utils/pagination';

type Props = {
  page: number;
  totalPages: number;
  /** The `search` part of the URL of a page. */
  searchFor: (page: number) => string;
};

const CELL =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium tabular-nums';

function Step({
  page,
  searchFor,
  label,
  children,
  isDisabled,
}: {
  page: number;
  searchFor: Props['searchFor'];
  label: string;
  children: ReactNode;
  isDisabled: boolean;
}) {
  if (isDisabled) {
    return (
      <span
        aria-disabled="true"
        aria-label={label}
        role="link"
        className={cn(CELL, 'text-slate-300')}
      >
        {children}
      </span>
    );
  }
  return (
    <Link
      to={{ search: searchFor(page) }}
      aria-label={label}
      className={cn(CELL, 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100')}
    >
      {children}
    </Link>
  );
}

/**
 * Pages of results as links (each page has its own URL): previous, next, and on wider screens
 * the first, the last and a window around the current page with ellipses; on a phone "3 / 12".
 */
export function Pager({ page, totalPages, searchFor }: Props) {
  const { t } = useTranslation('jobs');
  if (totalPages <= 1) return null;
  const previous = (
    <Step page={page - 1} searchFor={searchFor} label={t('pager.previous')} isDisabled={page <= 1}>
      <ChevronLeft className="size-4" aria-hidden="true" />
    </Step>
  );
  const next = (
    <Step
      page={page + 1}
      searchFor={searchFor}
      label={t('pager.next')}
      isDisabled={page >= totalPages}
    >
      <ChevronRight className="size-4" aria-hidden="true" />
    </Step>
  );
  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex justify-center">
      <ul className="hidden items-center gap-1.5 sm:flex">
        <li>{previous}</li>
        {pagerItems(page, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.key}`} className="w-6 text-center text-slate-400">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('pager.more')}</span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={{ search: searchFor(item.page) }}
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={cn(
                  CELL,
                  item.page === page
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{next}</li>
      </ul>
      <div className="flex items-center gap-4 sm:hidden">
        {previous}
        <p className="min-w-16 text-center text-sm font-medium text-slate-700 tabular-nums">
          <span aria-hidden="true">{t('pager.mobile', { page, total: totalPages })}</span>
          <span className="sr-only">{t('pager.mobileLabel', { page, total: totalPages })}</span>
        </p>
        {next}
      </div>
    </nav>
  );
}
