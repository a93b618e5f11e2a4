/**
 * Bookmarked job ids in local storage (spec sections 3 and 4): one list per user id, and one
 * shared key for guests. Every open tab follows a change.
 */
const PREFIX = 'bookmarked_jobs';
export const GUEST_BOOKMARK_OWNER = 'guest';
const CHANGE_EVENT = 'bookmarks-change';

export const bookmarkKey = (owner: string) => `${PREFIX}:${owner}`;

const cache = new Map<string, { raw: string | null; ids: readonly string[] }>();
const EMPTY: readonly string[] = [];

/** The ids of one owner; the same array while nothing changed, as useSyncExternalStore needs. */
export function readBookmarks(owner: string): readonly string[] {
  const raw = window.localStorage.getItem(bookmarkKey(owner));
  const cached = cache.get(owner);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    ids = EMPTY;
  }
  cache.set(owner, { raw, ids });
  return ids;
}

export function writeBookmarks(owner: string, ids: Iterable<string>) {
  window.localStorage.setItem(bookmarkKey(owner), JSON.stringify([...new Set(ids)]));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds or removes one id; answers the list as it was, to put back if the server refuses. */
export function setBookmarked(owner: string, jobId: string, isBookmarked: boolean) {
  const before = readBookmarks(owner);
  const next = before.filter((id) => id !== jobId);
  if (isBookmarked) next.unshift(jobId);
  writeBookmarks(owner, next);
  return before;
}

export function subscribeBookmarks(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
