import type { ResumeSummary } from '@yonder/contract/resumes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoosePrimaryResume } from '#hooks/use-choose-primary-resume.ts';
import { toast } from '#lib/toast.ts';
import { useDuplicateResume } from '../api/duplicate-resume';
import type { ResumeAction } from '../components/resume-actions-menu';
import { errorMessage } from '../utils/api-errors';
import { useDownloads } from './use-downloads';

export type OpenDialog = { kind: 'rename' | 'exportPdf' | 'delete'; resume: ResumeSummary } | null;

/** What a resume's menu does: make primary, duplicate and JSON export at once, the rest through a dialog. */
export function useResumeActions(onDuplicated: (id: string) => void) {
  const { t } = useTranslation('resume');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const duplicate = useDuplicateResume();
  const makePrimary = useChoosePrimaryResume();
  const { json } = useDownloads();

  const run = (action: ResumeAction, resume: ResumeSummary) => {
    if (action === 'duplicate')
      duplicate.mutate(
        { id: resume.id },
        {
          onSuccess: ({ id }) => {
            toast.success(t('duplicate.done'));
            onDuplicated(id);
          },
          onError: (error) => toast.error(errorMessage(error, t('duplicate.failed'))),
        },
      );
    else if (action === 'makePrimary')
      makePrimary.mutate(resume.id, {
        onSuccess: () => toast.success(t('primary.done', { title: resume.title })),
        onError: (error) => toast.error(errorMessage(error, t('primary.failed'))),
      });
    else if (action === 'exportJson') json.mutate(resume);
    else setDialog({ kind: action, resume });
  };

  return { dialog, close: () => setDialog(null), run };
}
