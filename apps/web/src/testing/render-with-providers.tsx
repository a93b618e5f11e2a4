import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { ToasterHost } from '#components/ui/toaster-host.tsx';
import { AppDialogsContext, type AppDialogs } from '#lib/app-dialogs.ts';
import { createTestI18n } from './test-i18n';

type Options = {
  /** The URL the memory router starts at. */
  route?: string;
  language?: 'zh' | 'en';
};

/**
 * Renders `ui` as the page at `route` with what the app provides around it: i18n with the real
 * texts, TanStack Query (no retries), a memory router (any other path renders nothing, so a test
 * reads where the user went from `router.state.location`), toasts, and app dialogs whose
 * `openDialog` is a spy.
 */
export function renderWithProviders(ui: ReactNode, { route = '/', language = 'zh' }: Options = {}) {
  const i18n = createTestI18n(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const dialogs = {
    openDialog: vi.fn<AppDialogs['openDialog']>(),
    closeDialog: vi.fn<AppDialogs['closeDialog']>(),
  };
  const pathname = new URL(route, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      { path: pathname, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppDialogsContext.Provider value={dialogs}>
          <RouterProvider router={router} />
          <ToasterHost />
        </AppDialogsContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const currentUrl = () => router.state.location.pathname + router.state.location.search;
  return {
    ...view,
    router,
    currentUrl,
    i18n,
    queryClient,
    openDialog: dialogs.openDialog,
    user: userEvent.setup(),
  };
}

/** A JSON answer for a mocked `fetch`. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
