import { describe, expect, it } from 'vitest';
import { countPages, pagerItems, type PagerItem } from './pagination';

/** A pager as text: "1 2 … 9 10" with … for a gap. */
const show = (items: PagerItem[]) =>
  items.map((item) => (item.type === 'gap' ? '…' : String(item.page))).join(' ');

describe('countPages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
    [1000, 50],
    [-5, 1],
    [Number.NaN, 1],
  ])('%i jobs make %i pages of 20', (total, pages) => {
    expect(countPages(total)).toBe(pages);
  });
});

describe('pagerItems', () => {
  it('shows every page when there are no more than ten', () => {
    expect(show(pagerItems(1, 1))).toBe('1');
    expect(show(pagerItems(4, 10))).toBe('1 2 3 4 5 6 7 8 9 10');
  });

  it('near the start: the first pages, a gap, the last page', () => {
    expect(show(pagerItems(1, 50))).toBe('1 2 3 4 5 6 7 8 … 50');
    expect(show(pagerItems(6, 50))).toBe('1 2 3 4 5 6 7 8 … 50');
  });

  it('in the middle: a window around the current page between two gaps', () => {
    expect(show(pagerItems(7, 50))).toBe('1 … 4 5 6 7 8 9 … 50');
    expect(show(pagerItems(25, 50))).toBe('1 … 22 23 24 25 26 27 … 50');
  });

  it('near the end: the first page, a gap, the last pages', () => {
    expect(show(pagerItems(46, 50))).toBe('1 … 43 44 45 46 47 48 49 50');
    expect(show(pagerItems(50, 50))).toBe('1 … 43 44 45 46 47 48 49 50');
  });

  it('keeps ten items while paging, never a gap for a single page, and always the current page', () => {
    for (const total of [11, 12, 13, 30]) {
      for (let page = 1; page <= total; page += 1) {
        const items = pagerItems(page, total);
        expect(items).toHaveLength(10);
        expect(items).toContainEqual({ type: 'page', page });
        items.forEach((item, index) => {
          if (item.type !== 'gap') return;
          const before = items[index - 1] as { page: number };
          const after = items[index + 1] as { page: number };
          expect(after.page - before.page, show(items)).toBeGreaterThanOrEqual(3);
        });
      }
    }
  });

  it('keeps a page out of range inside it', () => {
    expect(show(pagerItems(99, 12))).toBe('1 … 5 6 7 8 9 10 11 12');
    expect(show(pagerItems(0, 3))).toBe('1 2 3');
  });

  it('takes a smaller window', () => {
    expect(show(pagerItems(10, 20, 7))).toBe('1 … 9 10 11 … 20');
  });
});
