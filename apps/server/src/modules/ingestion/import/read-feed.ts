import fs from 'node:fs/promises';
import type { FeedContext, SourceAdapter } from '../types.ts';
import { decodeFeed } from './decode-feed.ts';
import { fetchFeed, type FetchOptions } from './fetch-feed.ts';

export type FeedOrigin = { url: string } | { file: string };
export type FeedItems = {
  items: unknown[];
  /** False when pages were left unread (a page limit, or one page of a paginated feed saved to a file). */
  complete: boolean;
  companyName: string | null;
};

/** Paginated feeds are read up to this many pages a run. */
export const DEFAULT_MAX_PAGES = 50;

/**
 * Reads a whole feed, every page of it, before anything is written: a page that fails fails the
 * run, and the jobs stay as they were.
 */
export async function readFeedItems(
  adapter: SourceAdapter,
  origin: FeedOrigin,
  context: Omit<FeedContext, 'url'>,
  {
    fetch: fetchOptions,
    maxPages = DEFAULT_MAX_PAGES,
  }: { fetch?: FetchOptions; maxPages?: number } = {},
): Promise<FeedItems> {
  if ('file' in origin) {
    const body = decodeFeed(await fs.readFile(origin.file));
    const page = adapter.parsePage(body, { ...context, url: `file://${origin.file}` });
    return { items: page.items, complete: !page.next, companyName: page.companyName ?? null };
  }
  const items: unknown[] = [];
  let url: string | null = origin.url;
  let companyName: string | null = null;
  for (let pages = 0; url; pages += 1) {
    if (pages >= maxPages) return { items, complete: false, companyName };
    const body = await fetchFeed(url, fetchOptions);
    const page = adapter.parsePage(body, { ...context, url });
    items.push(...page.items);
    companyName ??= page.companyName ?? null;
    url = page.next && page.next !== url ? page.next : null;
  }
  return { items, complete: true, companyName };
}
