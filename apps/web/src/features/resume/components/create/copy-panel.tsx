import type { ResumeSummary } from '@yonder/contract/resumes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#lib/toast.ts';
import { useDuplicateResume } from '../../api/duplicate-resume';
import { ActionError } from '../analysis/action-error';
import { ResumePicker } from './resume-picker';

type Props = { resumes: ResumeSummary[]; onCreated: (id: string) => void };

/** Copy: one of the user's resumes as the start of a new one; the copy opens when it is made. */
export function CopyPanel({ resumes, onCreated }: Props) {
  const { t } = useTranslation('resume');
  const id = useId();
  const [resumeId, setResumeId] = useState(resumes[0]?.id ?? '');
  const duplicate = useDuplicateResume();

  if (!resumes.length)
    return <p className="text-sm text-slate-600">{t('create.copy.noResumes')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    duplicate.mutate(
      { id: resumeId },
      {
        onSuccess: (result) => {
          toast.success(t('duplicate.done'));
          onCreated(result.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <ResumePicker
        id={`${id}-resume`}
        label={t('create.copy.resume')}
        resumes={resumes}
        value={resumeId}
        onChange={setResumeId}
      />
      {duplicate.isError ? (
        <ActionError error={duplicate.error} fallback={t('duplicate.failed')} />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={duplicate.isPending}>
          {duplicate.isPending ? t('create.copy.working') : t('create.copy.submit')}
        </Button>
      </div>
    </form>
  );
}
