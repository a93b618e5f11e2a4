import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import type { AuthMode, OpenDialogOptions } from '#lib/app-dialogs.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Props = OpenDialogOptions & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * The auth dialog (spec section 2.5) in login, register or forgot mode. Each mode's form is keyed
 * by the mode, so switching clears every field and the code countdown. It closes itself as soon
 * as someone is signed in, here or in another tab.
 */
export default function AuthDialog({
  isOpen,
  onOpenChange,
  mode: initialMode = 'login',
  redirectTo,
  onSuccess,
}: Props) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [loginEmail, setLoginEmail] = useState('');
  const isSignedIn = useIsSignedIn();
  const close = () => onOpenChange(false);
  const finish = useFinishSignIn({ onSuccess, redirectTo, close });

  useEffect(() => {
    if (isOpen && isSignedIn) onOpenChange(false);
  }, [isOpen, isSignedIn, onOpenChange]);

  const switchTo = (next: AuthMode) => {
    setLoginEmail('');
    setMode(next);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(`${mode}.title`)}
      description={t(`${mode}.subtitle`)}
    >
      <div data-mode={mode} data-testid="auth-dialog">
        {mode === 'login' ? (
          <LoginForm
            key="login"
            onSwitch={switchTo}
            onSignedIn={finish}
            redirectTo={redirectTo}
            initialEmail={loginEmail}
          />
        ) : mode === 'register' ? (
          <RegisterForm key="register" onSwitch={switchTo} onSignedIn={finish} />
        ) : (
          <ForgotForm
            key="forgot"
            onBack={() => switchTo('login')}
            onReset={(email) => {
              setMode('login');
              setLoginEmail(email);
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
