import type { CreateFeedbackInput, FeedbackType } from '@yonder/contract/feedback';
import type { FieldError } from '@yonder/contract/common';

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

/** The 422 answer's `errors` list, as messages next to the fields they name. */
export function toFieldErrors(serverErrors: FieldError[]): FeedbackErrors {
  const errors: FeedbackErrors = {};
  for (const { field, message } of serverErrors) {
    const name = field.split('.')[0] ?? '';
    if (isField(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}
