import { AlertTriangle, Check, CircleDot, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../hooks/use-resume-autosave';

type Props = {
  status: SaveStatus;
  onRetry: () => void;
  onResolve: () => void;
  /** Takes the person to the first field the rules refuse. */
  onReveal: () => void;
};

const PROBLEMS = {
  failed: 'save.failed',
  conflict: 'save.conflict',
  invalid: 'save.invalid',
} as const;

/**
 * Where the working copy stands: unsaved, saving, saved, failed (retry), changed elsewhere
 * (resolve) or held back by a refused field (show it).
 */
export function SaveIndicator({ status, onRetry, onResolve, onReveal }: Props) {
  const { t } = useTranslation('resume');
  const action =
    status === 'failed'
      ? { label: t('save.retry'), onClick: onRetry }
      : status === 'conflict'
        ? { label: t('save.resolve'), onClick: onResolve }
        : status === 'invalid'
          ? { label: t('save.reveal'), onClick: onReveal }
          : null;
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="save-status" data-status={status}>
      <span
        role="status"
        aria-live="polite"
        className="inline-flex items-center gap-1.5 whitespace-nowrap"
      >
        {status === 'saved' ? (
          <>
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
            <span className="text-slate-600">{t('save.saved')}</span>
          </>
        ) : status === 'pending' ? (
          <>
            <CircleDot className="size-4 text-slate-400" aria-hidden="true" />
            <span className="text-slate-500">{t('save.pending')}</span>
          </>
        ) : status === 'saving' ? (
          <>
            <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden="true" />
            <span className="text-slate-600">{t('save.saving')}</span>
          </>
        ) : (
          <>
            <AlertTriangle className="size-4 text-red-600" aria-hidden="true" />
            <span className="font-medium text-red-700">{t(PROBLEMS[status])}</span>
          </>
        )}
      </span>
      {action ? (
        <button
          type="button"
          onClick={action.onClick}
          className="rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
