import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { OnboardingGate } from '@/features/onboarding/components/onboarding-gate';
import i18n from '@/lib/i18n';

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
