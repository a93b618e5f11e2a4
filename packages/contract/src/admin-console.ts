import { z } from 'zod';
import { planNameSchema } from './account.ts';
import { text } from './fields.ts';
import { paymentStatusSchema } from './payments.ts';
import { planPeriodSchema } from './pricing.ts';

export const ADMIN_REASON_MAX = 500;
export const ADMIN_POINTS_MAX = 10_000;

export const adminUserQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  created_at: z.string(),
  current_plan: planNameSchema,
  plan_ends_at: z.string().nullable(),
  daily_credits: z.number().int(),
  bonus_credits: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

const reasonSchema = text().trim().min(3).max(ADMIN_REASON_MAX);

export const grantPointsSchema = z.object({
  points: z.number().int().min(1).max(ADMIN_POINTS_MAX),
  reason: reasonSchema,
});
export type GrantPoints = z.infer<typeof grantPointsSchema>;

export const extendPlanSchema = z.object({ period: planPeriodSchema, reason: reasonSchema });
export type ExtendPlan = z.infer<typeof extendPlanSchema>;

export const reviewReferralSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: reasonSchema,
});
export type ReviewReferral = z.infer<typeof reviewReferralSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  email: z.string(),
  period: planPeriodSchema,
  amount: z.number().int(),
  currency: z.string(),
  method: z.string().nullable(),
  status: paymentStatusSchema,
  checkout_session_id: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminStripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  object_id: z.string().nullable(),
  outcome: z.string(),
  received_at: z.string(),
});
export type AdminStripeEvent = z.infer<typeof adminStripeEventSchema>;

export const adminHeldReferralSchema = z.object({
  invitee_id: z.string(),
  invitee_email: z.string(),
  inviter_email: z.string(),
  created_at: z.string(),
});
export type AdminHeldReferral = z.infer<typeof adminHeldReferralSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string().nullable(),
  target_email: z.string().nullable(),
  action: z.string(),
  points: z.number().int().nullable(),
  days: z.number().int().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminBillingSchema = z.object({
  payments: z.array(adminPaymentSchema),
  events: z.array(adminStripeEventSchema),
  held_referrals: z.array(adminHeldReferralSchema),
  audit: z.array(adminAuditEntrySchema),
});
export type AdminBilling = z.infer<typeof adminBillingSchema>;
