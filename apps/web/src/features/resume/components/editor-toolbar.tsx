import { ArrowLeft, FileDown } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { FieldError } from '#components/ui/field-error.tsx';
import { paths } from '#config/paths.ts';
import { cn } from '#lib/cn.ts';
import type { SaveStatus } from '../hooks/use-resume-autosave';
import type { Draft } from '../utils/draft';
import { describedBy } from './form-fields';
import { ResumeActionsMenu, type ResumeAction } from './resume-actions-menu';
import { SaveIndicator } from './save-indicator';

type Props = {
  status: SaveStatus;
  onRetry: () => void;
  onResolve: () => void;
  onReveal: () => void;
  onAction: (action: ResumeAction) => void;
};

/** Back to the list, the title (edited in place), where saving stands, export and the other actions. */
export function EditorToolbar({ status, onRetry, onResolve, onReveal, onAction }: Props) {
  const { t } = useTranslation('resume');
  const id = useId();
  const { field, fieldState } = useController<Draft, 'title'>({ name: 'title' });
  const error = fieldState.error?.message;
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
            {...field}
            aria-label={t('editor.titleLabel')}
            {...describedBy(id, null, error)}
            className={cn(
              'w-full rounded-lg border bg-transparent px-2 py-1 text-xl font-bold tracking-tight text-slate-900 hover:bg-white focus-visible:bg-white focus-visible:outline-none sm:text-2xl',
              error
                ? 'border-red-600'
                : 'border-transparent hover:border-slate-200 focus-visible:border-slate-300',
            )}
          />
          <div className="px-2">
            <FieldError id={`${id}-error`} message={error} compact />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SaveIndicator
            status={status}
            onRetry={onRetry}
            onResolve={onResolve}
            onReveal={onReveal}
          />
          <Button variant="secondary" size="sm" onClick={() => onAction('exportPdf')}>
            <FileDown className="size-4" aria-hidden="true" />
            {t('actions.exportPdf')}
          </Button>
          <ResumeActionsMenu
            title={field.value}
            actions={['duplicate', 'exportJson', 'delete']}
            onAction={onAction}
          />
        </div>
      </div>
    </div>
  );
}
