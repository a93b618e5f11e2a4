import { RESUME_TITLE_MAX } from '@yonder/contract/resumes';
import { Copy, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButton } from '#components/ui/choice-button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#lib/toast.ts';
import { createResume } from '../api/create-resume';
import { errorMessage } from '../utils/api-errors';
import type { Draft } from '../utils/draft';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  getDraft: () => Draft;
  loadLatest: () => Promise<void>;
  overwrite: () => Promise<void>;
  onOpenCopy: (id: string) => void;
};

/**
 * Another tab saved this resume first. Nothing is overwritten silently: either the latest
 * version is loaded and these edits are kept as a new copy, or these edits replace it.
 */
export function ConflictDialog({
  isOpen,
  onOpenChange,
  getDraft,
  loadLatest,
  overwrite,
  onOpenCopy,
}: Props) {
  const { t } = useTranslation('resume');
  const [busy, setBusy] = useState<'latest' | 'mine' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = getDraft();
  const copyTitle = t('conflict.copyTitle', {
    title: draft.title.trim() || t('create.blankTitle'),
  }).slice(0, RESUME_TITLE_MAX);

  const run = async (choice: 'latest' | 'mine') => {
    setBusy(choice);
    setFailure(null);
    try {
      if (choice === 'latest') {
        const mine = getDraft();
        const copy = await createResume({
          title: copyTitle,
          language: mine.language,
          document: mine.document,
        });
        await loadLatest();
        toast.success(t('conflict.keptCopy', { title: copyTitle }), {
          action: { label: t('conflict.openCopy'), onClick: () => onOpenCopy(copy.id) },
        });
      } else {
        await overwrite();
        toast.success(t('conflict.overwritten'));
      }
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, t('conflict.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('conflict.title')}
      description={t('conflict.description')}
      className="max-w-lg"
    >
      <div className="space-y-3">
        <ChoiceButton
          icon={Copy}
          tone="brand"
          label={busy === 'latest' ? t('conflict.working') : t('conflict.loadLatest')}
          hint={t('conflict.loadLatestHint', { title: copyTitle })}
          disabled={busy !== null}
          onClick={() => void run('latest')}
        />
        <ChoiceButton
          icon={Upload}
          tone="warning"
          label={busy === 'mine' ? t('conflict.working') : t('conflict.overwrite')}
          hint={t('conflict.overwriteHint')}
          disabled={busy !== null}
          onClick={() => void run('mine')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">{t('conflict.later')}</p>
      </div>
    </Dialog>
  );
}
