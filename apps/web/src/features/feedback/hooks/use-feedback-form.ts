import {
  createFeedbackSchema,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_TITLE_MAX,
  type FeedbackType,
} from '@yonder/contract/feedback';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { zodFormResolver } from '#lib/zod-form.ts';
import { useCreateFeedback } from '../api/create-feedback';
import {
  INITIAL_FEEDBACK,
  toFeedbackPayload,
  toFieldErrors,
  type FeedbackField,
  type FeedbackValues,
} from '../utils/validate-feedback';

/** The form's values checked by the contract's own schema, as the server will check them. */
const feedbackFormSchema = z.preprocess(
  (values) => toFeedbackPayload(values as FeedbackValues),
  createFeedbackSchema,
) as unknown as z.ZodType<unknown, FeedbackValues>;

/** The feedback form on react-hook-form: its fields, their errors, sending, and the sent state. */
export function useFeedbackForm(initialType?: FeedbackType) {
  const { t } = useTranslation('feedback');
  const mutation = useCreateFeedback();
  // Opened for a subject (contact support from the subscription tab), the form starts on it.
  const initial: FeedbackValues = {
    ...INITIAL_FEEDBACK,
    type: initialType ?? INITIAL_FEEDBACK.type,
  };
  const [isSent, setSent] = useState(false);
  const form = useForm<FeedbackValues>({
    defaultValues: initial,
    resolver: zodFormResolver(feedbackFormSchema, ({ field, values }) => {
      // The spec shows a blank description's label as its error; a sentence says what to do.
      if (field === 'description')
        return values.description.trim()
          ? t('errors.descriptionTooLong', { max: FEEDBACK_DESCRIPTION_MAX })
          : t('errors.descriptionRequired');
      if (field === 'email') return t('errors.email');
      return t('errors.title', { max: FEEDBACK_TITLE_MAX });
    }),
  });

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(toFeedbackPayload(values), {
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
          const found = Object.entries(toFieldErrors(error.errors)) as [FeedbackField, string][];
          found.forEach(([field, message], index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
        }
      },
    });
  });

  const startOver = () => {
    form.reset(initial);
    setSent(false);
    mutation.reset();
  };

  return { form, submit, startOver, isSent, isSubmitting: mutation.isPending };
}
