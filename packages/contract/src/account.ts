import { z } from 'zod';

export const PLAN_NAMES = ['free', 'week', 'month', 'quarter'] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

export const accountSchema = z.object({
  username: z.string(),
  email: z.string(),
  available_credits: z.number().int(),
  current_plan: planNameSchema,
});
export type Account = z.infer<typeof accountSchema>;
