// Build-time only (vite build --ssr): renders the public pages of static content to HTML in each
// language, so a first visit paints the page before any JavaScript has run. See
// scripts/prerender.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Component as Feedback } from '@/app/routes/feedback';
import { Component as Landing } from '@/app/routes/landing';
import { Component as Pricing } from '@/app/routes/pricing';
import { Component as Privacy } from '@/app/routes/privacy';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { AppDialogsContext, type AppDialogs } from '@/lib/app-dialogs';
import i18n, { i18nReady, type AppLanguage } from '@/lib/i18n';

const NO_DIALOGS: AppDialogs = { openDialog: () => {}, closeDialog: () => {} };

type PrerenderedPage = {
  Page: ComponentType;
  /** The route's module, whose chunk the page preloads (a key of Vite's manifest). */
  module: string;
  namespace: string;
  /** The key of `common:pageTitles` the route names itself by (app/router.tsx); none: the app's title. */
  title?: string;
};

/** The pages whose first picture is the same for every visitor: the router's path → the page. */
const PAGES: Record<string, PrerenderedPage> = {
  [paths.home.path]: { Page: Landing, module: 'src/app/routes/landing.tsx', namespace: 'landing' },
  [paths.pricing.path]: {
    Page: Pricing,
    module: 'src/app/routes/pricing.tsx',
    namespace: 'pricing',
    title: 'pricing',
  },
  [paths.privacy.path]: {
    Page: Privacy,
    module: 'src/app/routes/privacy.tsx',
    namespace: 'privacy',
    title: 'privacy',
  },
  [paths.feedback.path]: {
    Page: Feedback,
    module: 'src/app/routes/feedback.tsx',
    namespace: 'feedback',
    title: 'feedback',
  },
};

/** What scripts/prerender.ts writes a file for: its path, the modules and the texts it preloads. */
export type PageFile = { pathname: string; name: string; modules: string[]; namespaces: string[] };

export const PRERENDERED: PageFile[] = Object.entries(PAGES).map(([pathname, page]) => ({
  pathname,
  name: pathname === paths.home.path ? 'index' : pathname.slice(1),
  modules: [page.module],
  namespaces: [page.namespace],
}));

const DASHBOARD_LAYOUT = 'src/components/layouts/dashboard-layout.tsx';

/**
 * The search's pages, the public pages most visited after those, get a shell of their own that
 * preloads their chunks and texts (the namespaces their route loaders load); every other route
 * (`*`) gets the shell with the interface's common texts. `:id` matches any one path segment.
 */
export const SHELLS: PageFile[] = [
  {
    pathname: paths.jobSearch.path,
    name: 'job-search',
    modules: [DASHBOARD_LAYOUT, 'src/app/routes/job-search.tsx'],
    namespaces: ['jobs', 'savedSearches', 'matching', 'tracker'],
  },
  {
    pathname: paths.jobDetail.path,
    name: 'job-detail',
    modules: [DASHBOARD_LAYOUT, 'src/app/routes/job-detail.tsx'],
    namespaces: ['jobs', 'matching'],
  },
  { pathname: '*', name: 'app', modules: [], namespaces: [] },
];

export async function renderPage(
  pathname: string,
  language: AppLanguage,
): Promise<{ html: string; title: string }> {
  const page = PAGES[pathname];
  if (!page) throw new Error(`${pathname} is not a prerendered page`);
  const { Page } = page;
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', page.namespace]);
  // Every text is loaded by now: nothing needs to suspend for translations.
  i18n.options.react = { ...i18n.options.react, useSuspense: false };
  const render = () =>
    prerender(
      <QueryClientProvider client={new QueryClient()}>
        <AppDialogsContext.Provider value={NO_DIALOGS}>
          <MemoryRouter initialEntries={[pathname]}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path={pathname} element={<Page />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AppDialogsContext.Provider>
      </QueryClientProvider>,
      // One document, nothing streamed: no boundary is split out behind an inline script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
  // The first pass resolves the lazy parts; the second renders them in place, so the HTML needs
  // no inline script to reveal them (the Content-Security-Policy allows none).
  await render();
  const { prelude } = await render();
  const html = await new Response(prelude).text();
  if (html.includes('<script'))
    throw new Error(`the prerendered page ${pathname} still needs inline scripts`);
  const title = page.title
    ? i18n.t('common:app.pageTitle', { page: i18n.t(`common:pageTitles.${page.title}`) })
    : i18n.t('common:app.title');
  return { html, title };
}
