// Build-time only (vite build --ssr): renders the public pages of static content to HTML in each
// language, so a first visit paints the page before any JavaScript has run. See
// scripts/prerender.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Component as Feedback } from '@/app/routes/feedback';
import { Component as JobSearch } from '@/app/routes/job-search';
import { Component as Landing } from '@/app/routes/landing';
import { Component as Pricing } from '@/app/routes/pricing';
import { Component as Privacy } from '@/app/routes/privacy';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { AppDialogsContext, type AppDialogs } from '@/lib/app-dialogs';
import i18n, { i18nReady, type AppLanguage } from '@/lib/i18n';

const NO_DIALOGS: AppDialogs = { openDialog: () => {}, closeDialog: () => {} };

const DASHBOARD_LAYOUT = 'src/components/layouts/dashboard-layout.tsx';

type PrerenderedPage = {
  Page: ComponentType;
  /** The frame around the page, as the router nests it (app/router.tsx). */
  Layout: ComponentType;
  /** The route's modules, whose chunks the page preloads (keys of Vite's manifest). */
  modules: string[];
  /** The texts the page shows: those its route loader loads. */
  namespaces: string[];
  /** The key of `common:pageTitles` the route names itself by (app/router.tsx); none: the app's title. */
  title?: string;
};

/**
 * The pages whose first picture is the same for every visitor: the router's path → the page. The
 * job search paints its frame, search box and filters; its results come with the live app.
 */
const PAGES: Record<string, PrerenderedPage> = {
  [paths.home.path]: {
    Page: Landing,
    Layout: PublicLayout,
    modules: ['src/app/routes/landing.tsx'],
    namespaces: ['landing'],
  },
  [paths.pricing.path]: {
    Page: Pricing,
    Layout: PublicLayout,
    modules: ['src/app/routes/pricing.tsx'],
    namespaces: ['pricing'],
    title: 'pricing',
  },
  [paths.privacy.path]: {
    Page: Privacy,
    Layout: PublicLayout,
    modules: ['src/app/routes/privacy.tsx'],
    namespaces: ['privacy'],
    title: 'privacy',
  },
  [paths.feedback.path]: {
    Page: Feedback,
    Layout: PublicLayout,
    modules: ['src/app/routes/feedback.tsx'],
    namespaces: ['feedback'],
    title: 'feedback',
  },
  [paths.jobSearch.path]: {
    Page: JobSearch,
    Layout: DashboardLayout,
    modules: [DASHBOARD_LAYOUT, 'src/app/routes/job-search.tsx'],
    namespaces: ['jobs', 'savedSearches', 'matching', 'tracker'],
    title: 'jobSearch',
  },
};

/** What scripts/prerender.ts writes a file for: its path, the modules and the texts it preloads. */
export type PageFile = { pathname: string; name: string; modules: string[]; namespaces: string[] };

export const PRERENDERED: PageFile[] = Object.entries(PAGES).map(([pathname, page]) => ({
  pathname,
  name: pathname === paths.home.path ? 'index' : pathname.split('/').at(-1)!,
  modules: page.modules,
  namespaces: page.namespaces,
}));

/**
 * A job's page, a public page much visited after the search, gets a shell of its own that preloads
 * its chunks and texts (the namespaces its route loader loads); every other route (`*`) gets the
 * shell with the interface's common texts. `:id` matches any one path segment.
 */
export const SHELLS: PageFile[] = [
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
  const { Page, Layout } = page;
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', ...page.namespaces]);
  // Every text is loaded by now: nothing needs to suspend for translations.
  i18n.options.react = { ...i18n.options.react, useSuspense: false };
  const render = () =>
    prerender(
      <QueryClientProvider client={new QueryClient()}>
        <AppDialogsContext.Provider value={NO_DIALOGS}>
          <MemoryRouter initialEntries={[pathname]}>
            <Routes>
              <Route element={<Layout />}>
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
