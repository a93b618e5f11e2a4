import { PASSWORD_MIN } from '@yonder/contract/auth';
import { updatePasswordSchema } from '@yonder/contract/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { zodFormResolver } from '#lib/zod-form.ts';
import { useUpdatePassword } from '../api/update-password';
import { SettingsSection } from './section';

/** The contract's password change, plus the confirmation only the form has. */
const passwordFormSchema = updatePasswordSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'mismatch',
    // Checked even while another field is wrong, so every problem shows at once.
    when: () => true,
  });
type PasswordForm = z.input<typeof passwordFormSchema>;
const EMPTY: PasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** The password change with the spec's messages (section 5), each beside its field. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const updatePassword = useUpdatePassword();
  const { register, handleSubmit, formState, reset } = useForm<PasswordForm>({
    defaultValues: EMPTY,
    resolver: zodFormResolver(passwordFormSchema, ({ field, code, values }) => {
      if (!values[field]) return t('password.incomplete');
      if (code === 'custom') return t('password.mismatch');
      return t('password.tooShort', { min: PASSWORD_MIN });
    }),
  });
  const { errors } = formState;

  const save = handleSubmit(
    async (values) => {
      try {
        await updatePassword.mutateAsync({
          current_password: values.current_password,
          new_password: values.new_password,
        });
        reset(EMPTY);
        toast.success(t('password.success'));
      } catch (failure) {
        // What was typed stays: only the server's words are added.
        toast.error(
          failure instanceof ApiError && failure.status > 0
            ? failure.message
            : t('password.failed'),
        );
      }
    },
    (found) => {
      const first = found.current_password ?? found.new_password ?? found.confirm_password;
      if (!first?.message) return;
      if (first.message === t('password.incomplete')) toast.warning(first.message);
      else toast.error(first.message);
    },
  );

  return (
    <SettingsSection title={t('password.heading')} description={t('password.hint')}>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message ?? null}
          {...register('current_password')}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message ?? null}
          {...register('new_password')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message ?? null}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={updatePassword.isPending}>
          {updatePassword.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
