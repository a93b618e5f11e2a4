import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { captureReferralCode } from '#lib/referral.ts';
import { AppDialogsProvider } from './app-dialogs-provider';
import { AuthLink } from './auth-link';
import { SessionKeeper } from './session-keeper';
import { SignedOutNotice } from './signed-out-notice';
import { DocumentTitle } from './document-title';

/** Every change of path scrolls instantly to the top (spec section 2.1); each page has its title. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  // The live app has its first frame: the prerendered picture of the page gives way in the same frame.
  useLayoutEffect(() => {
    document.getElementById('prerender')?.remove();
  }, []);
  // An invite link (`/?ref=CODE`): kept through sign-up, by e-mail or Google.
  useEffect(() => {
    captureReferralCode(search);
  }, [search]);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    <AppDialogsProvider>
      <SessionKeeper />
      <SignedOutNotice />
      <AuthLink />
      <Suspense fallback={null}>
        <DocumentTitle />
      </Suspense>
      <Outlet />
    </AppDialogsProvider>
  );
}
