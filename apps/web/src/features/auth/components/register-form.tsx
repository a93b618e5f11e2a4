import { PASSWORD_MIN, VERIFICATION_CODE_LENGTH } from '@yonder/contract/auth';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRegister } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { checkRegister, digitsOnly } from '../utils/validate';
import type { FinishSignIn, SwitchMode } from './auth-form-types';
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
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
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
        <TextField
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={t('fields.codePlaceholder')}
          {...form.bind('code', digitsOnly)}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          {...form.bind('password')}
        />
        <Button type="submit" className="h-11 w-full" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <ModeSwitch
        prompt={t('register.hasAccount')}
        action={t('register.toLogin')}
        onClick={() => onSwitch('login')}
      />
    </div>
  );
}
