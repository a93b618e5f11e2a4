import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#lib/toast.ts';
import { exportApplications } from '../api/applications';

/** Downloads every application as CSV (archived ones too). */
export function ExportButton() {
  const { t } = useTranslation('tracker');
  const [isBusy, setIsBusy] = useState(false);
  const download = async () => {
    setIsBusy(true);
    try {
      const file = await exportApplications();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.fileName ?? 'applications.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      toast.error(t('actions.exportFailed'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className="h-9"
      onClick={() => void download()}
      disabled={isBusy}
    >
      <Download className="size-4" aria-hidden="true" />
      {t('actions.export')}
    </Button>
  );
}
