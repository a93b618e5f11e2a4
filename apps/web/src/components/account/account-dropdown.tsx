import type { AuthUser } from '@yonder/contract/auth';
import { FileText, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '#components/ui/avatar.tsx';
import { paths } from '#config/paths.ts';
import { useSignOut } from '#hooks/use-sign-out.ts';
import { displayName } from '#lib/current-user.ts';
import { AccountTrigger } from './account-trigger';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The account menu (spec section 2.3): name and e-mail, Profile, My resume, Sign out. */
export default function AccountDropdown({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <AccountTrigger name={name} avatarUrl={user.avatar_url} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          aria-label={t('common:account.menuLabel')}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <Avatar name={name} src={user.avatar_url} />
            <div className="min-w-0">
              <p
                className="truncate text-sm font-semibold text-slate-900"
                data-testid="account-name"
              >
                {name}
              </p>
              <p className="truncate text-xs text-slate-500" data-testid="account-email">
                {user.email}
              </p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.dashboard.getHref()}>
              <UserRound className="size-4" aria-hidden="true" />
              {t('common:account.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.resume.getHref()}>
              <FileText className="size-4" aria-hidden="true" />
              {t('common:account.myResume')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('common:account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
