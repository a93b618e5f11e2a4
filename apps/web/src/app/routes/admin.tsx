import { AdminConsole } from '#features/admin/components/admin-console.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('admin');
  return null;
};

export function Component() {
  return <AdminConsole />;
}
