import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useRegister } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { checkRegister, digitsOnly } from '../utils/validate';
import type { FinishSignIn, SwitchMode } from './auth-form-types';
import { EmailField, CodeField, NewPasswordField, SubmitButton } from './auth-fields';
import { CodeButton } from './code-button';
import { FormAnnouncement } from './form-announcement';
import { ModeSwitch } from './mode-link';

type Props = { onSwitch: SwitchMode; onSignedIn: FinishSignIn };

/** Register mode (spec section 2.5): username, e-mail with Get code, the code, password. */
export function RegisterForm({ onSwitch, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ username: '', email: '', code: '', password: '' }, formRef);
  const register = useRegister();
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRegister(values);
    if (problem) return form.report(problem);
    form.setSubmitting(true);
    try {
      const session = await register.mutateAsync({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        verification_code: values.code.trim(),
      });
      onSignedIn(session, t('registerSuccess'));
    } catch (error) {
      form.fail(messageFrom(error, t('errors.registerFailed')));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <div className="space-y-5">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAnnouncement text={form.announcement} />
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          placeholder={t('fields.usernamePlaceholder')}
          {...form.bind('username')}
        />
        <EmailField
          trailing={
            <CodeButton
              email={values.email}
              username={values.username}
              purpose="signup"
              onProblem={form.report}
            />
          }
          {...form.bind('email')}
        />
        <CodeField {...form.bind('code', digitsOnly)} />
        <NewPasswordField label={t('fields.password')} {...form.bind('password')} />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
        />
      </form>
      <ModeSwitch
        prompt={t('register.hasAccount')}
        action={t('register.toLogin')}
        onClick={() => onSwitch('login')}
      />
    </div>
  );
}
