import {
  createFeedbackSchema,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_TITLE_MAX,
  type CreateFeedbackInput,
  type FeedbackType,
} from '@yonder/contract/feedback';
import type { FieldError } from '@yonder/contract/common';
import type { TFunction } from 'i18next';

export type FeedbackValues = {
  type: FeedbackType;
  rating: number;
  title: string;
  description: string;
  email: string;
  allowEmailReply: boolean;
};

export const FEEDBACK_FIELDS = ['type', 'rating', 'title', 'description', 'email'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** Spec section 4: type bug, rating 0. */
export const INITIAL_FEEDBACK: FeedbackValues = {
  type: 'bug',
  rating: 0,
  title: '',
  description: '',
  email: '',
  allowEmailReply: false,
};

export const toFeedbackPayload = (values: FeedbackValues): CreateFeedbackInput => ({
  user_id: '',
  type: values.type,
  description: values.description.trim(),
  rating: values.rating,
  title: values.title.trim(),
  email: values.email.trim(),
  allow_email_reply: values.allowEmailReply,
});

const isField = (name: string): name is FeedbackField =>
  (FEEDBACK_FIELDS as readonly string[]).includes(name);

/**
 * Checks the form with the contract's own schema. A blank description shows the description
 * label as its error (spec section 5); the other fields get a sentence.
 */
export function validateFeedback(
  values: FeedbackValues,
  t: TFunction<'feedback'>,
): { payload: CreateFeedbackInput; errors: null } | { payload: null; errors: FeedbackErrors } {
  const payload = toFeedbackPayload(values);
  const result = createFeedbackSchema.safeParse(payload);
  if (result.success) return { payload, errors: null };
  const errors: FeedbackErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!isField(field) || errors[field]) continue;
    if (field === 'description') {
      errors.description = payload.description
        ? t('errors.descriptionTooLong', { max: FEEDBACK_DESCRIPTION_MAX })
        : t('fields.description');
    } else if (field === 'email') errors.email = t('errors.email');
    else if (field === 'title') errors.title = t('errors.title', { max: FEEDBACK_TITLE_MAX });
    else errors[field] = issue.message;
  }
  return { payload: null, errors };
}

/** The 422 answer's `errors` list, as messages next to the fields they name. */
export function toFieldErrors(serverErrors: FieldError[]): FeedbackErrors {
  const errors: FeedbackErrors = {};
  for (const { field, message } of serverErrors) {
    const name = field.split('.')[0] ?? '';
    if (isField(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}
