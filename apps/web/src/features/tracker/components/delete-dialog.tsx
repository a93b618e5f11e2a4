import type { Application } from '@yonder/contract/applications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useDeleteApplication } from '../hooks/use-application-mutations';

type Props = { application: Application | null; onClose: () => void; onDeleted: () => void };

/** "Delete this application?": gone for good, with its timeline. */
export function DeleteDialog({ application, onClose, onDeleted }: Props) {
  const { t } = useTranslation('tracker');
  const remove = useDeleteApplication();
  return (
    <ConfirmDialog
      isOpen={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('drawer.deleteTitle')}
      description={t('drawer.deleteDescription', {
        title: application?.title ?? '',
        company: application?.company ?? '',
      })}
      confirmLabel={t('drawer.delete')}
      cancelLabel={t('drawer.cancel')}
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => {
        if (application) remove.mutate(application.id, { onSuccess: onDeleted });
      }}
    />
  );
}
