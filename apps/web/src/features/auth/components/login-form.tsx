import { loginSchema, type LoginInput } from '@yonder/contract/auth';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';
import { useAuthProviders } from '../api/get-providers';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { loginMessage } from '../utils/validate';
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
  const auth = useAuthForm<LoginInput>({
    schema: loginSchema,
    defaultValues: { email: initialEmail, password: '' },
    messageKey: ({ field, values }) => loginMessage(field, values),
  });
  const login = useLogin();
  const hasGoogle = useAuthProviders().data?.google !== false;
  const { isSubmitting } = auth.form.formState;

  const submit = auth.form.handleSubmit(
    async (values) => {
      try {
        const session = await login.mutateAsync({
          email: values.email.trim(),
          password: values.password,
        });
        onSignedIn(session, t('loginSuccess'));
      } catch (error) {
        auth.fail(messageFrom(error, t('errors.loginFailed')));
      }
    },
    (errors) => {
      // Nothing typed at all: one sentence for the whole form (spec section 5).
      const { email, password } = auth.form.getValues();
      if (!email.trim() && !password) {
        auth.form.clearErrors();
        return auth.report({ key: 'errors.required' });
      }
      auth.onInvalid(errors);
    },
  );

  return (
    <div className="space-y-5">
      {/* A server without an identity provider offers no Google sign-in: nothing to show. */}
      {hasGoogle ? (
        <>
          <GoogleButton redirectTo={redirectTo} />
          <div className="flex items-center gap-3 text-xs text-slate-500">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            <span>{t('divider')}</span>
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
        </>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAnnouncement text={auth.announcement} />
        <EmailField {...auth.field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          labelAside={<ModeLink onClick={() => onSwitch('forgot')}>{t('login.forgot')}</ModeLink>}
          {...auth.field('password')}
        />
        <SubmitButton
          isSubmitting={isSubmitting}
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
