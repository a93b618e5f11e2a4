import { CODE_RESEND_SECONDS, type CodePurpose } from '@yonder/contract/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#lib/toast.ts';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';
import { messageFrom } from '../utils/error-message';
import { checkEmail, type AuthProblem } from '../utils/validate';

type Props = {
  email: string;
  username?: string;
  purpose: CodePurpose;
  onProblem: (problem: AuthProblem) => void;
};

/** "Get code": e-mails a code, then waits 60 s showing the seconds; a failed request ends the wait (spec section 4). */
export function CodeButton({ email, username, purpose, onProblem }: Props) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown();
  const sendCode = useSendCode();

  const send = async () => {
    const problem = checkEmail(email);
    if (problem) return onProblem(problem);
    countdown.start(CODE_RESEND_SECONDS);
    try {
      await sendCode.mutateAsync({
        email: email.trim(),
        username: username?.trim() || undefined,
        purpose,
      });
      toast.success(t('codeSent'));
    } catch (error) {
      countdown.reset();
      toast.error(messageFrom(error, t('errors.sendCodeFailed')));
    }
  };

  return (
    <Button
      variant="secondary"
      className="h-11 shrink-0 px-3 tabular-nums sm:h-10"
      disabled={countdown.isRunning || sendCode.isPending}
      onClick={() => void send()}
    >
      {countdown.isRunning ? t('code.resendIn', { seconds: countdown.seconds }) : t('code.get')}
    </Button>
  );
}
