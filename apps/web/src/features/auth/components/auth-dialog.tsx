import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { SESSION_CHANGE_EVENT } from '@/hooks/use-is-signed-in';
import { api, ApiError } from '@/lib/api-client';
import type { OpenDialogOptions } from '@/lib/app-dialogs';
import { setTokens } from '@/lib/auth-storage';

type Props = OpenDialogOptions & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };
type LoginAnswer = { data: { access_token: string; refresh_token: string } };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function AuthDialog({ isOpen, onOpenChange, redirectTo, onSuccess }: Props) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return void toast.error(t('errors.required'));
    if (!EMAIL_PATTERN.test(email.trim())) return void toast.error(t('errors.invalidEmail'));
    setSubmitting(true);
    try {
      const answer = await api.post<LoginAnswer>('/api/v1/auth/login', { email: email.trim(), password });
      setTokens({ accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token });
      window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
      toast.success(t('loginSuccess'));
      if (onSuccess) onSuccess();
      else void navigate(redirectTo ?? paths.dashboard.getHref());
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.loginFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('login.title')} description={t('login.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="block text-sm font-medium text-slate-700">
          {t('fields.email')}
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="mt-1 block h-10 w-full rounded-lg border border-slate-300 px-3 text-sm" />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          {t('fields.password')}
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className="mt-1 block h-10 w-full rounded-lg border border-slate-300 px-3 text-sm" />
        </label>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
