import { PASSWORD_MIN } from '@yonder/contract/auth';
import { useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { AuthField, AuthProblem } from '../utils/validate';

/** Values of one auth form, the problem found in it (told as a toast and beside its field), and a submitting flag. */
export function useAuthForm<Values extends Record<string, string>>(
  initial: Values,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Toasts sit outside the modal dialog, hidden from assistive technology while it is open: the
  // same words are also said in the dialog (see FormAnnouncement).
  const [announcement, setAnnouncement] = useState('');

  const message = (found: AuthProblem) => t(found.key, { min: PASSWORD_MIN });

  const bind = (
    field: keyof Values & AuthField,
    normalise: (value: string) => string = (value) => value,
  ) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = normalise(event.target.value);
      setValues((current) => ({ ...current, [field]: value }));
      setProblem((current) => (current?.field === field || !current?.field ? null : current));
      setAnnouncement('');
    },
    error: problem?.field === field ? message(problem) : null,
  });

  const report = (found: AuthProblem) => {
    setProblem(found);
    setAnnouncement(found.field ? '' : message(found));
    toast.error(message(found));
    // On the field, its label and the error (its description) are read out together.
    if (found.field)
      formRef.current?.querySelector<HTMLInputElement>(`[name="${found.field}"]`)?.focus();
  };

  /** A failure told by the server (already translated) or a fixed text. */
  const fail = (text: string) => {
    setProblem(null);
    setAnnouncement(text);
    toast.error(text);
  };

  return { values, setValues, bind, report, fail, announcement, isSubmitting, setSubmitting };
}
