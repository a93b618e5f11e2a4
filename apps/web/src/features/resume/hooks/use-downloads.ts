import type { ResumeTemplate } from '@yonder/contract/resumes';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/toast.ts';
import { exportJsonResume, exportResumePdf } from '../api/export-resume';
import { errorMessage } from '../utils/api-errors';
import { safeFileName, saveFile } from '../utils/save-file';

type Target = { id: string; title: string };

/** The PDF (in a template) and JSON Resume downloads, each fetched with the session's token. */
export function useDownloads() {
  const { t } = useTranslation('resume');
  const pdf = useMutation({
    mutationFn: async ({ resume, template }: { resume: Target; template: ResumeTemplate }) => {
      saveFile(await exportResumePdf(resume.id, template), safeFileName(resume.title, 'pdf'));
    },
    onSuccess: () => toast.success(t('export.done')),
  });
  const json = useMutation({
    mutationFn: async (resume: Target) => {
      saveFile(await exportJsonResume(resume.id), safeFileName(resume.title, 'json'));
    },
    onSuccess: () => toast.success(t('export.jsonDone')),
    onError: (error) => toast.error(errorMessage(error, t('export.failed'))),
  });
  return { pdf, json };
}
