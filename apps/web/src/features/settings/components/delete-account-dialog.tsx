import { useQueryClient } from '@tanstack/react-query';
import { CODE_RESEND_SECONDS } from '@yonder/contract/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { endLocalSession } from '#lib/session.ts';
import { toast } from '#lib/toast.ts';
import { useDeleteAccount, useSendDeleteCode } from '../api/delete-account';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; hasPassword: boolean };
type Field = 'secret' | 'word';

/**
 * Deleting the account: confirmed with the password (or, for an account made with Google, a code
 * mailed on request) and by typing the confirmation word. Focus stays inside; Escape closes.
 */
export function DeleteAccountDialog({ isOpen, onOpenChange, hasPassword }: Props) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const sendCode = useSendDeleteCode();
  const [secret, setSecret] = useState('');
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [countdown, setCountdown] = useState(0);
  const confirmWord = t('privacy.delete.word');

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  // Closing forgets what was typed: the password never waits in a closed dialog.
  const changeOpen = (open: boolean) => {
    if (!open) {
      setSecret('');
      setWord('');
      setProblem(null);
    }
    onOpenChange(open);
  };

  const errorText = (failure: unknown, fallback: string) =>
    failure instanceof ApiError && failure.status > 0 ? failure.message : fallback;

  const requestCode = async () => {
    setCountdown(CODE_RESEND_SECONDS);
    try {
      const answer = await sendCode.mutateAsync();
      toast.success(answer.message);
    } catch (failure) {
      setCountdown(0);
      toast.error(errorText(failure, t('privacy.delete.codeFailed')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) {
      return setProblem({
        field: 'secret',
        message: hasPassword
          ? t('privacy.delete.passwordRequired')
          : t('privacy.delete.codeRequired'),
      });
    }
    if (word.trim() !== confirmWord) {
      return setProblem({
        field: 'word',
        message: t('privacy.delete.wordMismatch', { word: confirmWord }),
      });
    }
    try {
      await deleteAccount.mutateAsync(hasPassword ? { password: secret } : { code: secret.trim() });
      changeOpen(false);
      endLocalSession(queryClient);
      toast.success(t('privacy.delete.goodbye'));
      void navigate(paths.home.getHref(), { replace: true });
    } catch (failure) {
      const message = errorText(failure, t('privacy.delete.failed'));
      setProblem({ field: 'secret', message });
      toast.error(message);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={changeOpen}
      title={t('privacy.delete.title')}
      description={t('privacy.delete.warning')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {hasPassword ? (
          <TextField
            label={t('privacy.delete.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={secret}
            error={problem?.field === 'secret' ? problem.message : null}
            onChange={(event) => {
              setSecret(event.target.value);
              setProblem(null);
            }}
          />
        ) : (
          <TextField
            label={t('privacy.delete.code')}
            hint={t('privacy.delete.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={secret}
            error={problem?.field === 'secret' ? problem.message : null}
            onChange={(event) => {
              setSecret(event.target.value);
              setProblem(null);
            }}
            trailing={
              <Button
                type="button"
                variant="secondary"
                className="shrink-0"
                disabled={countdown > 0}
                onClick={() => void requestCode()}
              >
                {countdown > 0
                  ? t('privacy.delete.codeWait', { seconds: countdown })
                  : t('privacy.delete.sendCode')}
              </Button>
            }
          />
        )}
        <TextField
          label={t('privacy.delete.wordLabel', { word: confirmWord })}
          name="confirm-word"
          autoComplete="off"
          value={word}
          error={problem?.field === 'word' ? problem.message : null}
          onChange={(event) => {
            setWord(event.target.value);
            setProblem(null);
          }}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => changeOpen(false)}>
            {t('privacy.delete.cancel')}
          </Button>
          <Button
            type="submit"
            className="bg-red-600 hover:bg-red-700"
            disabled={deleteAccount.isPending}
          >
            {deleteAccount.isPending ? t('privacy.delete.deleting') : t('privacy.delete.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
