import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { toast } from '#lib/toast.ts';
import {
  useExtensionConnections,
  useRevokeExtensionConnection,
} from '../api/extension-connections';
import { SettingsSection } from './section';

/** The browser extensions connected to the account, each revocable at once. */
export function ExtensionsSection() {
  const { t, i18n } = useTranslation('settings');
  const connections = useExtensionConnections();
  const revoke = useRevokeExtensionConnection();
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  const disconnect = async (id: string) => {
    try {
      await revoke.mutateAsync(id);
      toast.success(t('extensions.revoked'));
    } catch {
      toast.error(t('extensions.revokeFailed'));
    }
  };

  return (
    <SettingsSection title={t('extensions.title')} description={t('extensions.description')}>
      {connections.isPending ? (
        <p className="text-sm text-slate-500">{t('extensions.loading')}</p>
      ) : connections.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('extensions.error')}
        </p>
      ) : connections.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t('extensions.empty')}{' '}
          <Link className="font-medium text-brand-700 underline" to={paths.extension.getHref()}>
            {t('extensions.install')}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {connections.data.map((connection) => (
            <li key={connection.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{connection.label}</p>
                <p className="text-slate-500">
                  {t('extensions.lastUsed', { date: date(connection.lastUsedAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => disconnect(connection.id)}
                aria-label={t('extensions.revokeNamed', { name: connection.label })}
              >
                {t('extensions.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
