import type { DataExport } from '@yonder/contract/privacy';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { usePrivacy } from '../api/get-privacy';
import { useRequestExport } from '../api/request-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import { MailPreferences } from './mail-preferences';
import { SettingsSection } from './section';

function ExportStatus({ latest }: { latest: DataExport }) {
  const { t, i18n } = useTranslation('settings');
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '';
  const text =
    latest.status === 'pending'
      ? t('privacy.export.pending')
      : latest.status === 'failed'
        ? t('privacy.export.failed')
        : latest.is_expired
          ? t('privacy.export.expired')
          : t('privacy.export.ready', { date: date(latest.expires_at) });
  return (
    <p
      role="status"
      data-testid="export-status"
      data-status={latest.is_expired ? 'expired' : latest.status}
      className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
    >
      {latest.status === 'pending' ? <Spinner size="sm" /> : null}
      <span>
        {text}
        <span className="block text-xs text-slate-500">
          {t('privacy.export.askedAt', { date: date(latest.created_at) })}
        </span>
      </span>
    </p>
  );
}

/** Privacy & data: download everything the account holds, or delete the account and its data. */
export function PrivacyTab({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('settings');
  const privacy = usePrivacy({ isActive });
  const requestExport = useRequestExport();
  const [isDeleting, setDeleting] = useState(false);
  const latest = privacy.data?.latest_export ?? null;

  const askForExport = async () => {
    try {
      const answer = await requestExport.mutateAsync();
      toast.success(answer.message);
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status > 0
          ? failure.message
          : t('privacy.export.requestFailed'),
      );
    }
  };

  return (
    <div className="space-y-8">
      <MailPreferences isActive={isActive} />
      <SettingsSection
        title={t('privacy.export.heading')}
        description={t('privacy.export.hint', { days: privacy.data?.export_link_days ?? 7 })}
      >
        <div className="space-y-3">
          {privacy.isError ? (
            <p className="text-sm text-red-700">{t('privacy.loadFailed')}</p>
          ) : privacy.isPending ? (
            <Spinner />
          ) : latest ? (
            <ExportStatus latest={latest} />
          ) : null}
          <Button
            variant="secondary"
            disabled={requestExport.isPending || latest?.status === 'pending'}
            onClick={() => void askForExport()}
          >
            <Download className="size-4" aria-hidden="true" />
            {requestExport.isPending
              ? t('privacy.export.requesting')
              : latest
                ? t('privacy.export.again')
                : t('privacy.export.request')}
          </Button>
        </div>
      </SettingsSection>
      <SettingsSection title={t('privacy.delete.heading')} description={t('privacy.delete.hint')}>
        <Button
          variant="secondary"
          className="border-red-200 text-red-700 hover:bg-red-50"
          disabled={!privacy.data}
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('privacy.delete.open')}
        </Button>
        {privacy.data ? (
          <DeleteAccountDialog
            isOpen={isDeleting}
            onOpenChange={setDeleting}
            hasPassword={privacy.data.has_password}
          />
        ) : null}
      </SettingsSection>
    </div>
  );
}
