import { z } from 'zod';
import { text } from './fields.ts';
import { planNameSchema } from './account.ts';
import { planPeriodSchema } from './pricing.ts';

export const checkoutRequestSchema = z.object({ period: planPeriodSchema });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Where the browser goes to pay: Stripe's hosted Checkout page. */
export const checkoutSessionSchema = z.object({ session_id: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  period: planPeriodSchema,
  /** In cents. */
  amount: z.number().int(),
  currency: z.string(),
  method: z.string().nullable(),
  status: paymentStatusSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The caller's plan, its end (the end of every pass in a row) and their payments, newest first. */
export const subscriptionSchema = z.object({
  current_plan: planNameSchema,
  plan_ends_at: z.string().nullable(),
  payments: z.array(paymentSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const paymentsConfigSchema = z.object({ is_configured: z.boolean() });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const sessionParamsSchema = z.object({ id: text().min(1).max(255) });

/** What the success page polls: the payment of one Checkout Session, and the plan it gave. */
export const checkoutStatusSchema = z.object({
  status: paymentStatusSchema,
  period: planPeriodSchema,
  plan_ends_at: z.string().nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
