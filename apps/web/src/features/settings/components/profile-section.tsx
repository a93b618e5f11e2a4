import { USERNAME_MAX } from '@yonder/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUserRecord } from '../api/get-user-record';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './section';

/** Username (editable, really saved) and e-mail (read-only), filled from the user's record. */
export function ProfileSection() {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  const { data: record } = useUserRecord(user?.id);
  const updateProfile = useUpdateProfile();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saved = record?.name ?? user?.username ?? '';
  const username = draft ?? saved;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setError(t('profile.usernameRequired'));
      return void toast.error(t('profile.usernameRequired'));
    }
    try {
      await updateProfile.mutateAsync({ username: username.trim() });
      setDraft(null);
      toast.success(t('profile.saved'));
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status > 0
          ? failure.message
          : t('profile.saveFailed'),
      );
    }
  };

  return (
    <SettingsSection title={t('profile.heading')}>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        <TextField
          label={t('profile.username')}
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={username}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          trailing={
            <Button
              type="submit"
              className="h-11 shrink-0 sm:h-10"
              disabled={updateProfile.isPending || !user}
            >
              {updateProfile.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          }
        />
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          readOnly
          value={record?.email ?? user?.email ?? ''}
          hint={t('profile.emailHint')}
        />
      </form>
    </SettingsSection>
  );
}
