import { ConnectPage } from '@/features/extension/components/connect-page';
import i18n from '@/lib/i18n';

export const loader = async () => {
  await i18n.loadNamespaces('extension');
  return null;
};

export function Component() {
  return <ConnectPage />;
}
