import { DashboardPage } from '#features/dashboard/components/dashboard-page.tsx';
import { OnboardingGate } from '#features/onboarding/components/onboarding-gate.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces(['dashboard']);
  return null;
};

export function Component() {
  return (
    <OnboardingGate>
      <DashboardPage />
    </OnboardingGate>
  );
}
