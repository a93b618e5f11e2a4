import { USERNAME_MAX } from '@yonder/contract/auth';
import { updateProfileSchema, type UpdateProfile } from '@yonder/contract/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useCurrentUser } from '#hooks/use-current-user.ts';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { zodFormResolver } from '#lib/zod-form.ts';
import { useUserRecord } from '../api/get-user-record';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './section';

/** Username (editable, really saved) and e-mail (read-only), filled from the user's record. */
export function ProfileSection() {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  const { data: record } = useUserRecord(user?.id);
  const updateProfile = useUpdateProfile();
  const saved = record?.name ?? user?.username ?? '';
  const { register, handleSubmit, formState, reset, getFieldState } = useForm<UpdateProfile>({
    defaultValues: { username: saved },
    resolver: zodFormResolver(updateProfileSchema, () => t('profile.usernameRequired')),
  });

  // Filled once the record arrives (and after a save); what the person is typing is kept.
  useEffect(() => {
    if (!getFieldState('username').isDirty) reset({ username: saved });
  }, [saved, reset, getFieldState]);

  const save = handleSubmit(
    async ({ username }) => {
      try {
        await updateProfile.mutateAsync({ username: username.trim() });
        reset({ username: username.trim() });
        toast.success(t('profile.saved'));
      } catch (failure) {
        toast.error(
          failure instanceof ApiError && failure.status > 0
            ? failure.message
            : t('profile.saveFailed'),
        );
      }
    },
    (found) => {
      if (found.username?.message) toast.error(found.username.message);
    },
  );

  return (
    <SettingsSection title={t('profile.heading')}>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        <TextField
          label={t('profile.username')}
          autoComplete="username"
          maxLength={USERNAME_MAX}
          error={formState.errors.username?.message ?? null}
          {...register('username')}
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
