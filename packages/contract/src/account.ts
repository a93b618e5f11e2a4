import { z } from 'zod';

export const PLAN_NAMES = ['free', 'week', 'month', 'quarter'] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

export const accountSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** Daily plus bonus points; -1 on an unlimited (paid) plan. */
  available_credits: z.number().int(),
  /** What is left of today's free points (0 on a paid plan, which needs none). */
  daily_credits: z.number().int(),
  /** Points that last (referral rewards, operators' grants), spent after the daily ones. */
  bonus_credits: z.number().int(),
  current_plan: planNameSchema,
  /** When the paid plan (with every pass bought after it) ends; null on the free plan. */
  plan_ends_at: z.string().nullable(),
  /** When today's free points are whole again: 00:00 of the person's next day, in `time_zone`. */
  daily_credits_reset_at: z.string(),
  /** The time zone the person's day is counted in (their profile's, else their browser's, else UTC). */
  time_zone: z.string(),
  /** An operator (ADMIN_EMAILS): the web app shows the console's link. The server checks anyway. */
  is_admin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
