import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicLayout } from '#components/layouts/public-layout.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './document-title';

const title = (key: string): RouteHandle => ({ title: key });

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: paths.home.path, lazy: () => import('./routes/landing') },
          {
            path: paths.pricing.path,
            handle: title('pricing'),
            lazy: () => import('./routes/pricing'),
          },
          {
            path: paths.privacy.path,
            handle: title('privacy'),
            lazy: () => import('./routes/privacy'),
          },
          {
            path: paths.feedback.path,
            handle: title('feedback'),
            lazy: () => import('./routes/feedback'),
          },
          {
            path: paths.extension.path,
            handle: title('extension'),
            lazy: () => import('./routes/extension-install'),
          },
          {
            path: paths.extensionConnect.path,
            handle: title('extensionConnect'),
            lazy: () => import('./routes/extension-connect'),
          },
          {
            path: paths.paymentSuccess.path,
            handle: title('paymentSuccess'),
            lazy: () => import('./routes/payment-success'),
          },
          {
            path: paths.paymentCancel.path,
            handle: title('paymentCancel'),
            lazy: () => import('./routes/payment-cancel'),
          },
          {
            path: paths.unsubscribed.path,
            handle: title('unsubscribed'),
            lazy: () => import('./routes/unsubscribed'),
          },
        ],
      },
      {
        // The signed-in area's frame is its own chunk: the landing page never downloads the sidebar.
        lazy: () =>
          import('#components/layouts/dashboard-layout.tsx').then((module) => ({
            Component: module.DashboardLayout,
          })),
        children: [
          {
            path: paths.dashboard.path,
            handle: title('dashboard'),
            lazy: () => import('./routes/dashboard'),
          },
          {
            path: paths.onboarding.path,
            handle: title('onboarding'),
            lazy: () => import('./routes/onboarding'),
          },
          {
            path: paths.jobSearch.path,
            handle: title('jobSearch'),
            lazy: () => import('./routes/job-search'),
          },
          {
            path: paths.jobDetail.path,
            handle: title('jobDetail'),
            lazy: () => import('./routes/job-detail'),
          },
          {
            path: paths.resume.path,
            handle: title('resume'),
            lazy: () => import('./routes/resume'),
          },
          {
            path: paths.coverLetter.path,
            handle: title('coverLetter'),
            lazy: () => import('./routes/cover-letter'),
          },
          {
            path: paths.autoApply.path,
            handle: title('autoApply'),
            lazy: () => import('./routes/auto-apply'),
          },
          {
            path: paths.admin.path,
            handle: title('admin'),
            lazy: () => import('./routes/admin'),
          },
        ],
      },
      {
        path: paths.authCallback.path,
        handle: title('authCallback'),
        lazy: () => import('./routes/auth-callback'),
      },
      { path: '*', handle: title('notFound'), Component: ErrorPage },
    ],
  },
];

/** The app's router; creating it matches the address and starts loading the page's module. */
export const createAppRouter = () => createBrowserRouter(routes);

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
