import type { QueryClient } from '@tanstack/react-query';
import { GUEST_BOOKMARKS_MAX } from '@yonder/contract/jobs-constants';
import i18n from '#lib/i18n.ts';
import { toast } from '#lib/toast.ts';
import { favoritesQueryOptions } from '../api/get-favorites';
import { importFavoriteJobs } from '../api/import-favorites';
import { GUEST_BOOKMARK_OWNER, readBookmarks, writeBookmarks } from './bookmark-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let merging: Promise<void> | null = null;

/**
 * What a guest bookmarked in this browser joins the account they sign in to (the saved-jobs tab
 * promises it). The guest list is emptied only once the server has them; a failure keeps it for
 * the next sign-in or page load.
 */
export function mergeGuestBookmarks(queryClient: QueryClient): Promise<void> {
  merging ??= merge(queryClient).finally(() => (merging = null));
  return merging;
}

async function merge(queryClient: QueryClient) {
  const ids = readBookmarks(GUEST_BOOKMARK_OWNER).filter((id) => UUID.test(id));
  if (ids.length === 0) return;
  try {
    const { saved } = await importFavoriteJobs({ job_ids: ids.slice(0, GUEST_BOOKMARKS_MAX) });
    writeBookmarks(GUEST_BOOKMARK_OWNER, []);
    await queryClient.invalidateQueries({ queryKey: favoritesQueryOptions().queryKey });
    if (saved > 0) {
      await i18n.loadNamespaces('jobs');
      toast.success(i18n.t('jobs:bookmark.guestMerged', { count: saved }));
    }
  } catch {
    // Kept for the next try; the bookmarks are still in this browser.
  }
}
