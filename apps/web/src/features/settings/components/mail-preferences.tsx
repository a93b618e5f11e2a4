import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner.tsx';
import { toast } from '#lib/toast.ts';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { SettingsSection } from './section';

/** The daily next-steps mail: on unless the person turns it off here or by the mail's link. */
export function MailPreferences({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const preferences = usePreferences({ isActive });
  const update = useUpdatePreferences();
  // The box shows the click at once (a controlled box would otherwise spring back until the
  // cache's optimistic value lands) and the stored value again once the server has answered.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const change = async (isOn: boolean) => {
    setClicked(isOn);
    try {
      const answer = await update.mutateAsync({ next_step_emails: isOn });
      toast.success(answer.message);
    } catch {
      toast.error(t('mail.failed'));
    } finally {
      setClicked(null);
    }
  };
  return (
    <SettingsSection title={t('mail.heading')} description={t('mail.hint')}>
      {preferences.isError ? (
        <p className="text-sm text-red-700">{t('mail.loadFailed')}</p>
      ) : !preferences.data ? (
        <Spinner size="sm" />
      ) : (
        <div className="space-y-3">
          <div className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={clicked ?? preferences.data.next_step_emails}
              disabled={update.isPending}
              onChange={(event) => void change(event.target.checked)}
            />
            <label htmlFor={id} className="text-sm text-slate-800">
              {t('mail.nextSteps')}
              <span className="block text-xs text-slate-500">{t('mail.nextStepsHint')}</span>
            </label>
          </div>
          <p className="text-xs text-slate-500" data-testid="time-zone">
            {t('mail.timeZone', {
              zone: preferences.data.time_zone,
              source: t(`mail.timeZoneSource.${preferences.data.time_zone_source}`),
            })}
          </p>
        </div>
      )}
    </SettingsSection>
  );
}
