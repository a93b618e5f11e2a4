import { PASSWORD_MIN } from '@yonder/contract/auth';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { AuthField, AuthProblem } from '../utils/validate';

/** Values of one auth form, the problem found in it (told as a toast and beside its field), and a submitting flag. */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const message = (found: AuthProblem) => t(found.key, { min: PASSWORD_MIN });

  const bind = (field: keyof Values & AuthField, normalise: (value: string) => string = (value) => value) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = normalise(event.target.value);
      setValues((current) => ({ ...current, [field]: value }));
      setProblem((current) => (current?.field === field || !current?.field ? null : current));
    },
    error: problem?.field === field ? message(problem) : null,
  });

  const report = (found: AuthProblem) => {
    setProblem(found);
    toast.error(message(found));
  };

  /** A failure told by the server (already translated) or a fixed text. */
  const fail = (text: string) => {
    setProblem(null);
    toast.error(text);
  };

  return { values, setValues, bind, report, fail, isSubmitting, setSubmitting };
}
