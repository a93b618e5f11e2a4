/**
 * A small map whose entries last `ttlMs`: a user's prepared candidate and their last rankings,
 * so paging through recommendations scores nothing again. Entries are keyed by what makes them
 * current (the profile's and resume's change times), so an edit is seen at the next request.
 */
export function createTtlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string, now = Date.now()): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T, now = Date.now()): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + ttlMs });
      // The oldest entry goes first: a Map keeps insertion order.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
