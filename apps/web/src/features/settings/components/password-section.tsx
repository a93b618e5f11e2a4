import { PASSWORD_MIN } from '@yonder/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from '../api/update-password';
import { SettingsSection } from './section';

type Field = 'current' | 'next' | 'confirm';
const EMPTY: Record<Field, string> = { current: '', next: '', confirm: '' };

/** The password change with the spec's messages (section 5), made for real. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const updatePassword = useUpdatePassword();

  const report = (field: Field, message: string, kind: 'warning' | 'error' = 'error') => {
    setProblem({ field, message });
    toast[kind](message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = (Object.keys(values) as Field[]).find((field) => !values[field]);
    if (empty) return report(empty, t('password.incomplete'), 'warning');
    if (values.next !== values.confirm) return report('confirm', t('password.mismatch'));
    if (values.next.length < PASSWORD_MIN)
      return report('next', t('password.tooShort', { min: PASSWORD_MIN }));
    try {
      await updatePassword.mutateAsync({
        current_password: values.current,
        new_password: values.next,
      });
      setValues(EMPTY);
      setProblem(null);
      toast.success(t('password.success'));
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status > 0 ? failure.message : t('password.failed'),
      );
    }
  };

  const bind = (field: Field) => ({
    name: field,
    type: 'password',
    value: values[field],
    error: problem?.field === field ? problem.message : null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setProblem(null);
    },
  });

  return (
    <SettingsSection title={t('password.heading')} description={t('password.hint')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('password.current')}
          autoComplete="current-password"
          {...bind('current')}
        />
        <TextField label={t('password.new')} autoComplete="new-password" {...bind('next')} />
        <TextField label={t('password.confirm')} autoComplete="new-password" {...bind('confirm')} />
        <Button type="submit" disabled={updatePassword.isPending}>
          {updatePassword.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
