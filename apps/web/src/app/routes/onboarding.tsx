import { OnboardingPage } from '#features/onboarding/components/onboarding-page.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  // The steps reuse the profile's fields; the last shows match cards.
  await i18n.loadNamespaces(['onboarding', 'profile', 'jobs', 'matching']);
  return null;
};

export function Component() {
  return <OnboardingPage />;
}
