// Build-time only (vite build --ssr): renders the landing page to HTML in each language, so a
// first visit paints the page before any JavaScript has run. See scripts/prerender.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Component as Landing } from '@/app/routes/landing';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AppDialogsContext, type AppDialogs } from '@/lib/app-dialogs';
import i18n, { i18nReady, type AppLanguage } from '@/lib/i18n';

const NO_DIALOGS: AppDialogs = { openDialog: () => {}, closeDialog: () => {} };

export async function renderLanding(
  language: AppLanguage,
): Promise<{ html: string; title: string }> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'landing']);
  // Every text is loaded by now: nothing needs to suspend for translations.
  i18n.options.react = { ...i18n.options.react, useSuspense: false };
  const render = () =>
    prerender(
      <QueryClientProvider client={new QueryClient()}>
        <AppDialogsContext.Provider value={NO_DIALOGS}>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route index element={<Landing />} />
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
    throw new Error('the prerendered landing page still needs inline scripts');
  return { html, title: i18n.t('common:app.title') };
}
