import { registerSchema, type RegisterInput } from '@yonder/contract/auth';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';
import { useRegister } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { messageFrom } from '../utils/error-message';
import { digitsOnly, newAccountMessage } from '../utils/validate';
import type { FinishSignIn, SwitchMode } from './auth-form-types';
import { EmailField, CodeField, NewPasswordField, SubmitButton } from './auth-fields';
import { CodeButton } from './code-button';
import { FormAnnouncement } from './form-announcement';
import { ModeSwitch } from './mode-link';

type Props = { onSwitch: SwitchMode; onSignedIn: FinishSignIn };

/** Register mode (spec section 2.5): username, e-mail with Get code, the code, password. */
export function RegisterForm({ onSwitch, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const auth = useAuthForm<RegisterInput>({
    schema: registerSchema,
    defaultValues: { username: '', email: '', verification_code: '', password: '' },
    messageKey: ({ field, values }) => newAccountMessage(field, values, 'errors.required'),
  });
  const register = useRegister();
  const { isSubmitting } = auth.form.formState;
  const [email, username] = auth.form.watch(['email', 'username']);

  const submit = auth.form.handleSubmit(async (values) => {
    try {
      const session = await register.mutateAsync({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        verification_code: values.verification_code.trim(),
      });
      onSignedIn(session, t('registerSuccess'));
    } catch (error) {
      auth.fail(messageFrom(error, t('errors.registerFailed')));
    }
  }, auth.onInvalid);

  return (
    <div className="space-y-5">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAnnouncement text={auth.announcement} />
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          placeholder={t('fields.usernamePlaceholder')}
          {...auth.field('username')}
        />
        <EmailField
          trailing={
            <CodeButton
              email={email}
              username={username}
              purpose="signup"
              onProblem={auth.report}
            />
          }
          {...auth.field('email')}
        />
        <CodeField {...auth.field('verification_code', digitsOnly)} />
        <NewPasswordField label={t('fields.password')} {...auth.field('password')} />
        <SubmitButton
          isSubmitting={isSubmitting}
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
