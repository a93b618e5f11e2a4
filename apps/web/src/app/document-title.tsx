import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** What a route names itself in the browser's tab: a key of `common:pageTitles`. */
export type RouteHandle = { title?: string };

/**
 * Each page's own document title, in the interface language: the deepest matched route's
 * `handle.title`, else the app's own title (the landing page).
 */
function useDocumentTitle() {
  const { t } = useTranslation('common');
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = title
      ? t('app.pageTitle', { page: t(`pageTitles.${title}`) })
      : t('app.title');
  }, [title, t]);
}

/** Renders nothing; in a Suspense boundary of its own, so it never holds the page back. */
export function DocumentTitle() {
  useDocumentTitle();
  return null;
}
