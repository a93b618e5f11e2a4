import { JOB_PAGE_SIZE } from '@yonder/contract/jobs-constants';

/** Spec section 9: ceil(total / page size) pages, at least one. */
export function countPages(total: number, pageSize = JOB_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PagerItem = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/** The shared pager's default number of visible pages (spec section 9). */
export const PAGER_VISIBLE_PAGES = 10;

/**
 * The desktop pager: the first and the last page always, a window of pages around the current
 * one, and a gap (an ellipsis) where pages are left out. Past `visible` pages it always has
 * `visible` items (pages and gaps), so it keeps its width while paging; a gap always stands for
 * two or more pages, since a gap of one might as well show the page.
 */
export function pagerItems(
  current: number,
  total: number,
  visible = PAGER_VISIBLE_PAGES,
): PagerItem[] {
  const last = Math.max(1, total);
  const page = Math.min(Math.max(1, current), last);
  const slots = Math.max(5, visible);
  if (last <= slots) {
    return Array.from({ length: last }, (_, index) => ({ type: 'page', page: index + 1 }));
  }
  // Two slots go to the first and the last page, one to each gap the window leaves.
  let start = Math.max(2, page - Math.floor((slots - 4) / 2));
  let end = start + slots - 5;
  if (start <= 3) {
    start = 2;
    end = slots - 2;
  } else if (end >= last - 2) {
    end = last - 1;
    start = last - (slots - 3);
  }
  const items: PagerItem[] = [{ type: 'page', page: 1 }];
  if (start > 2) items.push({ type: 'gap', key: 'start' });
  for (let number = start; number <= end; number += 1) items.push({ type: 'page', page: number });
  if (end < last - 1) items.push({ type: 'gap', key: 'end' });
  items.push({ type: 'page', page: last });
  return items;
}
