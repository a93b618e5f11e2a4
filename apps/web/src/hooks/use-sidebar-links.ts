import { ShieldCheck } from 'lucide-react';
import { SIDEBAR_LINKS, type SidebarLink } from '#components/layouts/sidebar-items.ts';
import { paths } from '#config/paths.ts';
import { useAccount } from '#lib/account.ts';

const ADMIN_LINK: SidebarLink = { key: 'admin', icon: ShieldCheck, to: paths.admin.getHref() };

/** The sidebar's pages; operators (the account says so) also get the console's link. */
export function useSidebarLinks(): SidebarLink[] {
  const account = useAccount();
  return account.data?.is_admin ? [...SIDEBAR_LINKS, ADMIN_LINK] : SIDEBAR_LINKS;
}
