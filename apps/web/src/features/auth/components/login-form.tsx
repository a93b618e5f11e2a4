import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { checkLogin } from '../utils/validate';
import type { FinishSignIn, SwitchMode } from './auth-form-types';
import { GoogleButton } from './google-button';
import { EmailField, SubmitButton } from './auth-fields';
import { FormAnnouncement } from './form-announcement';
import { ModeLink, ModeSwitch } from './mode-link';

type Props = {
  onSwitch: SwitchMode;
  onSignedIn: FinishSignIn;
  redirectTo?: string;
  initialEmail?: string;
};

/** Login mode (spec section 2.5): Google, an "or email" divider, e-mail and password. */
export function LoginForm({ onSwitch, onSignedIn, redirectTo, initialEmail = '' }: Props) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ email: initialEmail, password: '' }, formRef);
  const login = useLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkLogin(form.values);
    if (problem) return form.report(problem);
    form.setSubmitting(true);
    try {
      const session = await login.mutateAsync({
        email: form.values.email.trim(),
        password: form.values.password,
      });
      onSignedIn(session, t('loginSuccess'));
    } catch (error) {
      form.fail(messageFrom(error, t('errors.loginFailed')));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <div className="space-y-5">
      <GoogleButton redirectTo={redirectTo} />
      <div className="flex items-center gap-3 text-xs text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        <span>{t('divider')}</span>
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAnnouncement text={form.announcement} />
        <EmailField {...form.bind('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          labelAside={<ModeLink onClick={() => onSwitch('forgot')}>{t('login.forgot')}</ModeLink>}
          {...form.bind('password')}
        />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          label={t('login.submit')}
          busyLabel={t('login.submitting')}
        />
      </form>
      <ModeSwitch
        prompt={t('login.noAccount')}
        action={t('login.toRegister')}
        onClick={() => onSwitch('register')}
      />
    </div>
  );
}
