import type { FeedbackType } from '@yonder/contract/feedback';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useCreateFeedback } from '../api/create-feedback';
import {
  INITIAL_FEEDBACK,
  toFieldErrors,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackValues,
} from '../utils/validate-feedback';

/** The feedback form's state: values, field errors, sending, and the sent state with its reset. */
export function useFeedbackForm(initialType?: FeedbackType) {
  const { t } = useTranslation('feedback');
  const mutation = useCreateFeedback();
  const [values, setValues] = useState<FeedbackValues>(() => ({
    ...INITIAL_FEEDBACK,
    type: initialType ?? INITIAL_FEEDBACK.type,
  }));
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [isSent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = <K extends keyof FeedbackValues>(key: K, value: FeedbackValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const focusFirstError = (fieldErrors: FeedbackErrors) => {
    const first = Object.keys(fieldErrors).find((key) => fieldErrors[key as keyof FeedbackErrors]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { payload, errors: found } = validateFeedback(values, t);
    if (found) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    mutation.mutate(payload, {
      onSuccess: () => {
        toast.success(t('successToast'));
        setSent(true);
      },
      onError: (error) => {
        // Every typed value stays in the form; only the server's words are added.
        toast.error(
          error instanceof ApiError && error.message ? error.message : t('errors.submitFailed'),
        );
        if (error instanceof ApiError && error.errors.length > 0) {
          const fieldErrors = toFieldErrors(error.errors);
          setErrors(fieldErrors);
          focusFirstError(fieldErrors);
        }
      },
    });
  };

  const startOver = () => {
    setValues(INITIAL_FEEDBACK);
    setErrors({});
    setSent(false);
    mutation.reset();
  };

  return {
    values,
    errors,
    setValue,
    submit,
    startOver,
    isSent,
    isSubmitting: mutation.isPending,
    formRef,
  };
}
