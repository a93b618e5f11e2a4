import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { toast } from '#lib/toast.ts';
import { useDeleteResume } from '../api/delete-resume';
import { resumesQueryOptions } from '../api/get-resumes';
import { errorMessage } from '../utils/api-errors';

type Props = {
  resume: { id: string; title: string };
  onOpenChange: (isOpen: boolean) => void;
  /** Runs just before the request (the editor stops saving a resume about to go). */
  beforeDelete?: () => void;
  onDeleted?: () => void;
};

export function DeleteDialog({ resume, onOpenChange, beforeDelete, onDeleted }: Props) {
  const { t } = useTranslation('resume');
  const remove = useDeleteResume();
  const isPrimary = useQuery(resumesQueryOptions()).data?.primary_resume_id === resume.id;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={onOpenChange}
      title={t('delete.title', { title: resume.title })}
      description={
        isPrimary ? `${t('delete.description')} ${t('delete.primary')}` : t('delete.description')
      }
      confirmLabel={remove.isPending ? t('delete.deleting') : t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      isPending={remove.isPending}
      onConfirm={() => {
        beforeDelete?.();
        remove.mutate(resume.id, {
          onSuccess: ({ new_primary: successor }) => {
            toast.success(
              successor ? t('delete.doneNewPrimary', { title: successor.title }) : t('delete.done'),
            );
            onOpenChange(false);
            onDeleted?.();
          },
          onError: (error) => toast.error(errorMessage(error, t('delete.failed'))),
        });
      }}
    />
  );
}
