// Build time (vite build --ssr): renders the public pages of static content to HTML in each
// language, so a first visit paints the page before any JavaScript has run. See
// scripts/prerender.ts.
import type { ComponentType } from 'react';
import { Component as Feedback } from '#app/routes/feedback.tsx';
import { Component as JobSearch } from '#app/routes/job-search.tsx';
import { Component as Landing } from '#app/routes/landing.tsx';
import { Component as Pricing } from '#app/routes/pricing.tsx';
import { Component as Privacy } from '#app/routes/privacy.tsx';
import { DashboardLayout } from '#components/layouts/dashboard-layout.tsx';
import { PublicLayout } from '#components/layouts/public-layout.tsx';
import { paths } from '#config/paths.ts';
import type { AppLanguage } from '#lib/i18n.ts';
import { renderRoute } from './render-route';

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

export function renderPage(
  pathname: string,
  language: AppLanguage,
): Promise<{ html: string; title: string }> {
  const page = PAGES[pathname];
  if (!page) throw new Error(`${pathname} is not a prerendered page`);
  return renderRoute({ ...page, location: pathname, routePath: pathname, language });
}
