import { InstallPage } from '#features/extension/components/install-page.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('extension');
  return null;
};

export function Component() {
  return <InstallPage />;
}
