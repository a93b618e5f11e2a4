import type { ResumeSummary } from '@yonder/contract/resumes';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { CopyPanel } from './copy-panel';
import { CreateOptions, type CreateChoice } from './create-options';
import { ImportJsonPanel } from './import-json-panel';
import { TranslatePanel } from './translate-panel';
import { UploadPanel } from './upload-panel';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  resumes: ResumeSummary[];
  onCreated: (id: string) => void;
};

/** The create-resume options (spec 2.10): upload, blank template, a copy, translate; and a JSON Resume import. */
export function CreateResumeDialog({ isOpen, onOpenChange, resumes, onCreated }: Props) {
  const { t } = useTranslation('resume');
  const [choice, setChoice] = useState<CreateChoice | null>(null);
  const finish = (id: string) => {
    onOpenChange(false);
    onCreated(id);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setChoice(null);
        onOpenChange(open);
      }}
      title={choice ? t(`create.${choice}.title`) : t('create.title')}
      description={choice ? t(`create.${choice}.description`) : t('create.description')}
      className="max-w-lg"
    >
      {choice ? (
        <button
          type="button"
          onClick={() => setChoice(null)}
          className="-mt-1 mb-3 inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('create.back')}
        </button>
      ) : null}
      {choice === null ? <CreateOptions onChoose={setChoice} onCreated={finish} /> : null}
      {choice === 'upload' ? <UploadPanel onCreated={finish} /> : null}
      {choice === 'copy' ? <CopyPanel resumes={resumes} onCreated={finish} /> : null}
      {choice === 'translate' ? <TranslatePanel resumes={resumes} onCreated={finish} /> : null}
      {choice === 'import' ? <ImportJsonPanel onCreated={finish} /> : null}
    </Dialog>
  );
}
