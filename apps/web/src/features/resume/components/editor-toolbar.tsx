import { RESUME_TITLE_MAX } from '@yonder/contract/resumes';
import { ArrowLeft, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { SaveStatus } from '../hooks/use-resume-autosave';
import { ResumeActionsMenu, type ResumeAction } from './resume-actions-menu';
import { SaveIndicator } from './save-indicator';

type Props = {
  title: string;
  onTitleChange: (title: string) => void;
  status: SaveStatus;
  onRetry: () => void;
  onResolve: () => void;
  onAction: (action: ResumeAction) => void;
};

/** Back to the list, the title (edited in place), where saving stands, export and the other actions. */
export function EditorToolbar({
  title,
  onTitleChange,
  status,
  onRetry,
  onResolve,
  onAction,
}: Props) {
  const { t } = useTranslation('resume');
  const isTitleEmpty = !title.trim();
  return (
    <div className="space-y-2">
      <Link
        to={paths.resume.getHref()}
        className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('editor.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="-ml-2 min-w-0 flex-[1_1_16rem]">
          <input
            value={title}
            maxLength={RESUME_TITLE_MAX}
            aria-label={t('editor.titleLabel')}
            aria-invalid={isTitleEmpty || undefined}
            aria-describedby={isTitleEmpty ? 'resume-title-problem' : undefined}
            onChange={(event) => onTitleChange(event.target.value)}
            className="w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-xl font-bold tracking-tight text-slate-900 hover:border-slate-200 hover:bg-white focus-visible:border-slate-300 focus-visible:bg-white focus-visible:outline-none sm:text-2xl"
          />
          {isTitleEmpty ? (
            <p id="resume-title-problem" className="px-2 text-xs text-red-700">
              {t('editor.titleRequired')}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <SaveIndicator status={status} onRetry={onRetry} onResolve={onResolve} />
          <Button variant="secondary" size="sm" onClick={() => onAction('exportPdf')}>
            <FileDown className="size-4" aria-hidden="true" />
            {t('actions.exportPdf')}
          </Button>
          <ResumeActionsMenu
            title={title}
            actions={['duplicate', 'exportJson', 'delete']}
            onAction={onAction}
          />
        </div>
      </div>
    </div>
  );
}
