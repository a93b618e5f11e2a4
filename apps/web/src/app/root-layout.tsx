import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppDialogsProvider } from './app-dialogs-provider';

/** Every change of path scrolls instantly to the top (spec section 2.1). */
export function RootLayout() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    <AppDialogsProvider>
      <Outlet />
    </AppDialogsProvider>
  );
}
