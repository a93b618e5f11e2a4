import { z } from 'zod';

/** Prices of the paid plans, in USD cents. One table, read by the pricing page and the server. */
export const PLAN_PERIODS = ['week', 'month', 'quarter'] as const;
// Pure: a page that only reads the price table does not pull zod into its bundle.
export const planPeriodSchema = /* @__PURE__ */ z.enum(PLAN_PERIODS);
export type PlanPeriod = z.infer<typeof planPeriodSchema>;

export type PaidPlan = {
  period: PlanPeriod;
  days: number;
  priceCents: number;
  perDayCents: number;
  savePercent: number | null;
  isMostPopular: boolean;
};

export const PAID_PLANS: readonly PaidPlan[] = [
  {
    period: 'week',
    days: 7,
    priceCents: 999,
    perDayCents: 143,
    savePercent: null,
    isMostPopular: false,
  },
  {
    period: 'month',
    days: 30,
    priceCents: 1999,
    perDayCents: 67,
    savePercent: 53,
    isMostPopular: true,
  },
  {
    period: 'quarter',
    days: 90,
    priceCents: 4999,
    perDayCents: 56,
    savePercent: 61,
    isMostPopular: false,
  },
];

export const DEFAULT_PLAN_PERIOD: PlanPeriod = 'month';
export const FREE_DAILY_POINTS = 3;
export const AI_ACTION_COST = 1;

export const REFERRAL_POINTS = {
  register: 5,
  uploadResume: 5,
  paidSubscription: 20,
  socialShare: 30,
} as const;

export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
