import { Info } from 'lucide-react';
import { resetPasswordSchema, type ResetPasswordInput } from '@yonder/contract/auth';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/toast.ts';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { digitsOnly, newAccountMessage } from '../utils/validate';
import { EmailField, CodeField, NewPasswordField, SubmitButton } from './auth-fields';
import { CodeButton } from './code-button';
import { FormAnnouncement } from './form-announcement';
import { ModeSwitch } from './mode-link';

type Props = { onReset: (email: string) => void; onBack: () => void };

/** Forgot mode: a real reset with an e-mailed code (DESIGN section 1), then back to login. */
export function ForgotForm({ onReset, onBack }: Props) {
  const { t } = useTranslation('auth');
  const auth = useAuthForm<ResetPasswordInput>({
    schema: resetPasswordSchema,
    defaultValues: { email: '', verification_code: '', new_password: '' },
    messageKey: ({ field, values }) =>
      newAccountMessage(
        field,
        values,
        field === 'verification_code' ? 'errors.codeInvalid' : 'errors.forgotRequired',
      ),
  });
  const resetPassword = useResetPassword();
  const { isSubmitting } = auth.form.formState;
  const email = auth.form.watch('email');

  const submit = auth.form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({
        email: values.email.trim(),
        verification_code: values.verification_code.trim(),
        new_password: values.new_password,
      });
      toast.success(t('resetSuccess'));
      onReset(values.email.trim());
    } catch (error) {
      auth.fail(messageFrom(error, t('errors.resetFailed')));
    }
  }, auth.onInvalid);

  return (
    <div className="space-y-5">
      <p className="flex gap-2.5 rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('forgot.tip')}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAnnouncement text={auth.announcement} />
        <EmailField
          trailing={<CodeButton email={email} purpose="reset" onProblem={auth.report} />}
          {...auth.field('email')}
        />
        <CodeField {...auth.field('verification_code', digitsOnly)} />
        <NewPasswordField label={t('fields.newPassword')} {...auth.field('new_password')} />
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('forgot.submit')}
          busyLabel={t('forgot.submitting')}
        />
      </form>
      <ModeSwitch action={t('forgot.backToLogin')} onClick={onBack} />
    </div>
  );
}
