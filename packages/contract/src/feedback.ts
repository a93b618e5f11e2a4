import { z } from 'zod';
import { text } from './fields.ts';

export const FEEDBACK_TYPES = ['bug', 'feature', 'ux', 'subscription', 'other'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_DESCRIPTION_MAX = 5000;
export const FEEDBACK_TITLE_MAX = 200;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const createFeedbackSchema = z.object({
  user_id: text().max(200).optional().default(''),
  type: feedbackTypeSchema.default('bug'),
  description: text().trim().min(1).max(FEEDBACK_DESCRIPTION_MAX),
  rating: z.number().int().min(0).max(FEEDBACK_RATING_MAX).default(0),
  title: optionalText(FEEDBACK_TITLE_MAX),
  email: z
    .email()
    .max(320)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  allow_email_reply: z.boolean().default(false),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackSchema>;
export type CreateFeedback = z.output<typeof createFeedbackSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: feedbackTypeSchema,
  description: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  allow_email_reply: z.boolean(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
