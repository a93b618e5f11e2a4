import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { Footer } from './footer';
import { Navbar } from './navbar';

// Guests never download the account pieces.
const AccountMenu = lazy(() => import('#components/account/account-menu.tsx'));
const AccountPanel = lazy(() => import('#components/account/account-panel.tsx'));

const avatarPlaceholder = <span className="size-9 rounded-full bg-slate-200" aria-hidden="true" />;

export function PublicLayout() {
  const isSignedIn = useIsSignedIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar
        account={
          isSignedIn ? (
            <Suspense fallback={avatarPlaceholder}>
              <AccountMenu />
            </Suspense>
          ) : undefined
        }
        mobileAccount={
          isSignedIn ? (
            <Suspense fallback={null}>
              <AccountPanel />
            </Suspense>
          ) : undefined
        }
      />
      <main id="main" tabIndex={-1} className="outline-none flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
