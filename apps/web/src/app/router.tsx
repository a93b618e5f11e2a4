import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: paths.home.path, lazy: () => import('./routes/landing') },
          { path: paths.pricing.path, lazy: () => import('./routes/pricing') },
          { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
          { path: paths.feedback.path, lazy: () => import('./routes/feedback') },
          { path: paths.unsubscribed.path, lazy: () => import('./routes/unsubscribed') },
        ],
      },
      {
        // The signed-in area's frame is its own chunk: the landing page never downloads the sidebar.
        lazy: () =>
          import('@/components/layouts/dashboard-layout').then((module) => ({
            Component: module.DashboardLayout,
          })),
        children: [
          { path: paths.dashboard.path, lazy: () => import('./routes/dashboard') },
          { path: paths.jobSearch.path, lazy: () => import('./routes/job-search') },
          { path: paths.jobDetail.path, lazy: () => import('./routes/job-detail') },
          { path: paths.resume.path, lazy: () => import('./routes/resume') },
          { path: paths.coverLetter.path, lazy: () => import('./routes/cover-letter') },
          { path: paths.autoApply.path, lazy: () => import('./routes/auto-apply') },
        ],
      },
      { path: paths.authCallback.path, lazy: () => import('./routes/auth-callback') },
      { path: '*', Component: ErrorPage },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
