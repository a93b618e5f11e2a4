import { AdminConsole } from '@/features/admin/components/admin-console';
import i18n from '@/lib/i18n';

export const loader = async () => {
  await i18n.loadNamespaces('admin');
  return null;
};

export function Component() {
  return <AdminConsole />;
}
