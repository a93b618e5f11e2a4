import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '#hooks/use-current-user.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useFavorites } from '../api/get-favorites';
import {
  GUEST_BOOKMARK_OWNER,
  readBookmarks,
  subscribeBookmarks,
  writeBookmarks,
} from '../utils/bookmark-store';

const NONE: readonly string[] = [];
export const FAVORITE_MUTATION_KEY = ['jobs', 'favorite'];

/**
 * Whose bookmarks this browser shows: the signed-in user's id, the shared guest key, or null
 * while a signed-in user's id is still being read.
 */
export function useBookmarkOwner(): { owner: string | null; userId: string | null } {
  const isSignedIn = useIsSignedIn();
  const { data: user } = useCurrentUser();
  if (!isSignedIn) return { owner: GUEST_BOOKMARK_OWNER, userId: null };
  return { owner: user?.id ?? null, userId: user?.id ?? null };
}

/** The bookmarked job ids of whoever uses this browser, followed across tabs. */
export function useBookmarkedIds(): readonly string[] {
  const { owner } = useBookmarkOwner();
  return useSyncExternalStore(
    subscribeBookmarks,
    () => (owner ? readBookmarks(owner) : NONE),
    () => NONE,
  );
}

/**
 * For a signed-in user the server's saved jobs are the truth: once they are read, the local
 * list becomes them (a bookmark made on another device shows here too). Used once per page.
 */
export function useBookmarkSync() {
  const { owner, userId } = useBookmarkOwner();
  const { data } = useFavorites();
  // While a change is on its way the list read before it is stale: wait for the next one.
  const isSaving = useIsMutating({ mutationKey: FAVORITE_MUTATION_KEY }) > 0;
  useEffect(() => {
    if (!data || !userId || owner !== userId || isSaving) return;
    writeBookmarks(
      userId,
      data.items.filter((item) => item.status === 'saved').map((item) => item.job_id),
    );
  }, [data, owner, userId, isSaving]);
}
