import { z } from 'zod';

/** The onboarding's steps after the first sign-in, in order; it ends on the first recommendations. */
export const ONBOARDING_STEPS = ['role', 'place', 'pay', 'resume', 'results'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * Where a person is in it: `pending` (not begun), the step reached (to resume there), `done` or
 * `skipped`. Null for accounts made before onboarding existed: never asked.
 */
export const ONBOARDING_STATUSES = ['pending', ...ONBOARDING_STEPS, 'done', 'skipped'] as const;
export const onboardingStatusSchema = z.enum(ONBOARDING_STATUSES);
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

export const onboardingSchema = z.object({ status: onboardingStatusSchema.nullable() });
export type Onboarding = z.infer<typeof onboardingSchema>;

/** A step reached, finished, or skipped; `pending` is only where a new account starts. */
export const updateOnboardingSchema = z.object({
  status: z.enum([...ONBOARDING_STEPS, 'done', 'skipped']),
});
export type UpdateOnboarding = z.infer<typeof updateOnboardingSchema>;

/** True while the onboarding should open instead of the dashboard. */
export const isOnboardingOpen = (status: OnboardingStatus | null | undefined) =>
  status !== null && status !== undefined && status !== 'done' && status !== 'skipped';

/** Seniority a target role may name; it prefixes the desired title in the profile. */
export const SENIORITIES = ['junior', 'mid', 'senior', 'lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];
