import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy';
import i18n from '@/lib/i18n';

export const loader = async () => {
  await i18n.loadNamespaces('privacy');
  return null;
};

export function Component() {
  return <PrivacyPolicy />;
}
