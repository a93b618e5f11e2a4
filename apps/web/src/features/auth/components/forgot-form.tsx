import { Info } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { checkForgot, digitsOnly } from '../utils/validate';
import { EmailField, CodeField, NewPasswordField, SubmitButton } from './auth-fields';
import { CodeButton } from './code-button';
import { FormAnnouncement } from './form-announcement';
import { ModeSwitch } from './mode-link';

type Props = { onReset: (email: string) => void; onBack: () => void };

/** Forgot mode: a real reset with an e-mailed code (DESIGN section 1), then back to login. */
export function ForgotForm({ onReset, onBack }: Props) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ email: '', code: '', password: '' }, formRef);
  const resetPassword = useResetPassword();
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkForgot(values);
    if (problem) return form.report(problem);
    form.setSubmitting(true);
    try {
      await resetPassword.mutateAsync({
        email: values.email.trim(),
        verification_code: values.code.trim(),
        new_password: values.password,
      });
      toast.success(t('resetSuccess'));
      onReset(values.email.trim());
    } catch (error) {
      form.fail(messageFrom(error, t('errors.resetFailed')));
      form.setSubmitting(false);
    }
  };

  return (
    <div className="space-y-5">
      <p className="flex gap-2.5 rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('forgot.tip')}
      </p>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAnnouncement text={form.announcement} />
        <EmailField
          trailing={<CodeButton email={values.email} purpose="reset" onProblem={form.report} />}
          {...form.bind('email')}
        />
        <CodeField {...form.bind('code', digitsOnly)} />
        <NewPasswordField label={t('fields.newPassword')} {...form.bind('password')} />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          label={t('forgot.submit')}
          busyLabel={t('forgot.submitting')}
        />
      </form>
      <ModeSwitch action={t('forgot.backToLogin')} onClick={onBack} />
    </div>
  );
}
