import { isOnboardingOpen } from '@yonder/contract/onboarding';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { useOnboarding } from '../api/onboarding';

/**
 * The dashboard of a new account opens the onboarding instead, until it is finished or skipped;
 * accounts older than onboarding, and guests, see the dashboard.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { data } = useOnboarding();
  if (isOnboardingOpen(data?.status)) return <Navigate to={paths.onboarding.getHref()} replace />;
  return children;
}
