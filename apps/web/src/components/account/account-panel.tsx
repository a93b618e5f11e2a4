import { FileText, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '#components/ui/avatar.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentUser } from '#hooks/use-current-user.ts';
import { useSignOut } from '#hooks/use-sign-out.ts';
import { displayName } from '#lib/current-user.ts';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100';

/** The account menu's items laid out in the mobile menu (spec section 2.3: the same items). */
export default function AccountPanel() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const name = user ? displayName(user) : '';
  return (
    <div>
      {user ? (
        <div className="flex items-center gap-3 px-3 py-2">
          <Avatar name={name} src={user.avatar_url} className="size-10" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
        </div>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1">
        <li>
          <Link to={paths.dashboard.getHref()} className={rowClass}>
            <UserRound className="size-5" aria-hidden="true" />
            {t('common:account.profile')}
          </Link>
        </li>
        <li>
          <Link to={paths.resume.getHref()} className={rowClass}>
            <FileText className="size-5" aria-hidden="true" />
            {t('common:account.myResume')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={rowClass}
            disabled={isSigningOut}
            onClick={() => void signOut()}
          >
            <LogOut className="size-5" aria-hidden="true" />
            {t('common:account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
