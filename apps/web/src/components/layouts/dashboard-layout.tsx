import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { MobileTopbar } from './mobile-topbar';
import { Sidebar } from './sidebar';

export function DashboardLayout() {
  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopbar />
        <main
          id="main"
          tabIndex={-1}
          className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-8 sm:py-8"
        >
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
