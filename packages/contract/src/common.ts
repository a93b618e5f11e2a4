import { z } from 'zod';

/** Every answer of the API is wrapped in this envelope (DESIGN.md section 5). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    code: z.number().int(),
    message: z.string(),
    data,
  });

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Causes a client acts on beyond the message: `password_changed` refuses a refresh whose session a
 * password change on another device ended (the client says so at its sign-in).
 */
/**
 * Causes a client acts on: `unsupported_claims` (export refused, or a change that needs an edit or
 * a confirmation), `stale_change` (the line changed since the proposal was made).
 */
export const ERROR_REASONS = ['password_changed', 'unsupported_claims', 'stale_change'] as const;
export const errorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof errorReasonSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  request_id: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  reason: errorReasonSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const LANGUAGES = ['zh', 'en'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'zh';
