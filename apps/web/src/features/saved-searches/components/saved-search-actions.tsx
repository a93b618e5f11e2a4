import { BookmarkPlus, ListFilter } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { useSavedSearches } from '../api/get-saved-searches';
import type { SearchQuery } from '../utils/describe-query';

// The dialogs (with their forms and the contract's rules) load when opened, not with the search.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);
const SavedSearchesDialog = lazy(() =>
  import('./saved-searches-dialog').then((module) => ({ default: module.SavedSearchesDialog })),
);

type Props = {
  /** The search on screen (keyword and filters). */
  query: SearchQuery;
  /** Replaces the search on screen with a saved one. */
  onApply: (query: SearchQuery) => void;
};

/** "Save search" and "Saved searches" beside the job search box; a guest is asked to sign in. */
export function SavedSearchActions({ query, onApply }: Props) {
  const { t } = useTranslation('savedSearches');
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const { data } = useSavedSearches();
  const [isSaving, setIsSaving] = useState(false);
  const [isListing, setIsListing] = useState(false);
  const count = data?.items.length ?? 0;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => (isSignedIn ? setIsSaving(true) : openDialog('auth', { mode: 'login' }))}
      >
        <BookmarkPlus className="size-4" aria-hidden="true" />
        {t('actions.save')}
      </Button>
      {isSignedIn ? (
        <Button variant="ghost" size="sm" onClick={() => setIsListing(true)}>
          <ListFilter className="size-4" aria-hidden="true" />
          {count > 0 ? t('actions.listCount', { count }) : t('actions.list')}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {isSaving ? <SaveSearchDialog isOpen onOpenChange={setIsSaving} query={query} /> : null}
        {isListing ? (
          <SavedSearchesDialog isOpen onOpenChange={setIsListing} onApply={onApply} />
        ) : null}
      </Suspense>
    </div>
  );
}
