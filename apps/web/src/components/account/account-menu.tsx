import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '#hooks/use-current-user.ts';
import { displayName } from '#lib/current-user.ts';
import { AccountTrigger } from './account-trigger';

const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = lazy(loadDropdown);

/**
 * The signed-in person's avatar in the top bar. The menu itself (Radix) is fetched on the first
 * hover, focus or click, like the language menu, so it weighs nothing on the first page load.
 */
export default function AccountMenu() {
  const { data: user } = useCurrentUser();
  const [isRequested, setRequested] = useState(false);
  if (!user) return <AccountTrigger name="" isPending />;
  const name = displayName(user);
  if (isRequested) {
    return (
      <Suspense fallback={<AccountTrigger name={name} avatarUrl={user.avatar_url} />}>
        <AccountDropdown user={user} />
      </Suspense>
    );
  }
  return (
    <AccountTrigger
      name={name}
      avatarUrl={user.avatar_url}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setRequested(true)}
    />
  );
}
