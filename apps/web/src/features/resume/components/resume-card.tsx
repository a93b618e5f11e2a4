import type { ResumeSummary } from '@yonder/contract/resumes';
import { FileText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#lib/cn.ts';
import { ResumeActionsMenu, type ResumeAction } from './resume-actions-menu';
import { scoreBand } from './analysis/score-ring';

type Props = {
  resume: ResumeSummary;
  /** The primary resume: matching and the dashboard read it. */
  isPrimary: boolean;
  href: string;
  onAction: (action: ResumeAction) => void;
};

const SCORE_TONE = {
  strong: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  fair: 'bg-amber-50 text-amber-800 ring-amber-200',
  weak: 'bg-red-50 text-red-700 ring-red-200',
} as const;

const ACTIONS: ResumeAction[] = ['rename', 'duplicate', 'exportPdf', 'exportJson', 'delete'];

/** One resume: the whole card opens it; its menu holds the other actions. */
export function ResumeCard({ resume, isPrimary, href, onAction }: Props) {
  const { t, i18n } = useTranslation('resume');
  const updated = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
  }).format(new Date(resume.updated_at));
  return (
    <li className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-brand-500/60 hover:shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
            >
              {resume.title}
            </Link>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <span>{t('list.updated', { date: updated })}</span>
            {isPrimary ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-1.5 py-px font-medium text-brand-700 ring-1 ring-brand-200">
                <Star className="size-3 fill-current" aria-hidden="true" />
                {t('list.primary')}
              </span>
            ) : null}
          </p>
        </div>
        <ResumeActionsMenu
          title={resume.title}
          actions={isPrimary ? ACTIONS : ['makePrimary', ...ACTIONS]}
          onAction={onAction}
          className="relative z-10 -mt-1 -mr-1"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {t(`origins.${resume.origin}`)}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {t(`languages.${resume.language}`)}
        </span>
        <span
          className={cn(
            'ml-auto rounded-full px-2 py-0.5 font-medium ring-1',
            resume.ats_score === null
              ? 'bg-white text-slate-500 ring-slate-200'
              : SCORE_TONE[scoreBand(resume.ats_score)],
          )}
        >
          {resume.ats_score === null
            ? t('list.notAnalysed')
            : t('list.score', { score: resume.ats_score })}
        </span>
      </div>
    </li>
  );
}
