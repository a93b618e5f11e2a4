import { PrivacyPolicy } from '#features/privacy/components/privacy-policy.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('privacy');
  return null;
};

export function Component() {
  return <PrivacyPolicy />;
}
