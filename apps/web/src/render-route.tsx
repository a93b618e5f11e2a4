// Server side only (vite build --ssr): one route of the app, in its layout, rendered to HTML in a
// language. The build renders the static public pages with it (prerender.tsx); the API server
// renders a job's page with it at run time (job-page.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppDialogsContext, type AppDialogs } from '#lib/app-dialogs.ts';
import i18n, { i18nReady, type AppLanguage } from '#lib/i18n.ts';

const NO_DIALOGS: AppDialogs = { openDialog: () => {}, closeDialog: () => {} };

export type RouteRender = {
  Page: ComponentType;
  /** The frame around the page, as the router nests it (app/router.tsx). */
  Layout: ComponentType;
  /** The texts the page shows: those its route loader loads. */
  namespaces: string[];
  /** The key of `common:pageTitles` the route names itself by (app/router.tsx); none: the app's title. */
  title?: string;
  /** The address rendered, and the router's pattern for it (`/jobs/:id`). */
  location: string;
  routePath: string;
  language: AppLanguage;
  /** What the page's queries find without asking the server. */
  queryClient?: QueryClient;
  /** Gives up, waiting or rendering: the caller no longer wants the page. */
  signal?: AbortSignal;
};

async function render({
  Page,
  Layout,
  namespaces,
  title,
  location,
  routePath,
  language,
  queryClient = new QueryClient(),
  signal,
}: RouteRender): Promise<{ html: string; title: string }> {
  signal?.throwIfAborted();
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', ...namespaces]);
  // Every text is loaded by now: nothing needs to suspend for translations.
  i18n.options.react = { ...i18n.options.react, useSuspense: false };
  const renderOnce = async () => {
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <QueryClientProvider client={queryClient}>
        <AppDialogsContext.Provider value={NO_DIALOGS}>
          <MemoryRouter initialEntries={[location]}>
            <Routes>
              <Route element={<Layout />}>
                <Route path={routePath} element={<Page />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AppDialogsContext.Provider>
      </QueryClientProvider>,
      {
        // One document, nothing streamed: no boundary is split out behind an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal,
        // A part that failed would be left for the browser to render: the page is not drawn.
        onError: (error) => void errors.push(error),
      },
    );
    const html = await new Response(prelude).text();
    // An aborted render ends with the parts it had not finished left as their fallbacks.
    signal?.throwIfAborted();
    if (errors.length) throw new AggregateError(errors, `the page ${location} failed to render`);
    return html;
  };
  // A lazy part met for the first time is revealed by an inline script, which the
  // Content-Security-Policy refuses; once loaded, it renders in place on the next pass.
  let html = await renderOnce();
  if (html.includes('<script')) html = await renderOnce();
  if (html.includes('<script'))
    throw new Error(`the rendered page ${location} still needs inline scripts`);
  return {
    html,
    title: title
      ? i18n.t('common:app.pageTitle', { page: i18n.t(`common:pageTitles.${title}`) })
      : i18n.t('common:app.title'),
  };
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * Renders one route to HTML. One render at a time: the interface language is the one i18next
 * instance's, which a render in the other language must not change halfway.
 */
export function renderRoute(route: RouteRender): Promise<{ html: string; title: string }> {
  const rendered = previous.then(() => render(route));
  previous = rendered.catch(() => undefined);
  return rendered;
}
