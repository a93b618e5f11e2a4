import type { OpenDialog } from '../hooks/use-resume-actions';
import { DeleteDialog } from './delete-dialog';
import { ExportPdfDialog } from './export-pdf-dialog';
import { RenameDialog } from './rename-dialog';

type Props = {
  dialog: OpenDialog;
  onClose: () => void;
  beforeExport?: () => Promise<boolean>;
  beforeDelete?: () => void;
  onDeleted?: () => void;
};

/** Whichever of a resume's dialogs is open (rename, export as PDF, delete). */
export function ResumeDialogs({ dialog, onClose, beforeExport, beforeDelete, onDeleted }: Props) {
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  if (!dialog) return null;
  if (dialog.kind === 'rename')
    return <RenameDialog resume={dialog.resume} onOpenChange={onOpenChange} />;
  if (dialog.kind === 'exportPdf')
    return (
      <ExportPdfDialog
        resume={dialog.resume}
        onOpenChange={onOpenChange}
        beforeExport={beforeExport}
      />
    );
  return (
    <DeleteDialog
      resume={dialog.resume}
      onOpenChange={onOpenChange}
      beforeDelete={beforeDelete}
      onDeleted={onDeleted}
    />
  );
}
