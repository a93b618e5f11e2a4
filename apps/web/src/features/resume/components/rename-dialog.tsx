import { RESUME_TITLE_MAX, type ResumeSummary } from '@yonder/contract/resumes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#lib/toast.ts';
import { useRenameResume } from '../api/rename-resume';
import { errorMessage, isVersionConflict } from '../utils/api-errors';

type Props = { resume: ResumeSummary; onOpenChange: (isOpen: boolean) => void };

export function RenameDialog({ resume, onOpenChange }: Props) {
  const { t } = useTranslation('resume');
  const [title, setTitle] = useState(resume.title);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenameResume();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setProblem(t('rename.required'));
    rename.mutate(
      { id: resume.id, version: resume.version, title: trimmed },
      {
        onSuccess: () => {
          toast.success(t('rename.done'));
          onOpenChange(false);
        },
        onError: (error) =>
          setProblem(
            isVersionConflict(error)
              ? t('rename.conflict')
              : errorMessage(error, t('rename.failed')),
          ),
      },
    );
  };
  return (
    <Dialog isOpen onOpenChange={onOpenChange} title={t('rename.title')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('rename.label')}
          value={title}
          maxLength={RESUME_TITLE_MAX}
          error={problem}
          onChange={(event) => {
            setTitle(event.target.value);
            setProblem(null);
          }}
        />
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? t('rename.saving') : t('rename.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
