import { jobSearchQuerySchema } from '@yonder/contract/jobs';
import { describe, expect, it } from 'vitest';
import { createCountCache, FACET_COUNT_CAP, facetCounts } from './count-cache.ts';
import type { FacetCell } from './facets-repository.ts';
import { createSearchLoad } from './search-limits.ts';

const cells: FacetCell[] = [{ category: 'frontend', remote_type: 'fullRemote', count: 3 }];
const many: FacetCell[] = [
  { category: 'frontend', remote_type: 'fullRemote', count: FACET_COUNT_CAP },
  { category: 'backend', remote_type: 'hybrid', count: 500 },
];
const exact = { cells, isCapped: false };
const query = (text: string) =>
  jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));

/** A count that answers `full` in full, or its first `cap + 1` matches when capped. */
function fakeCount(full: FacetCell[] = cells) {
  const calls: (number | undefined)[] = [];
  const count = async ({ cap }: { cap?: number }) => {
    calls.push(cap);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (cap === undefined) return full;
    let left = cap + 1;
    return full.map((cell) => {
      const taken = Math.min(cell.count, left);
      left -= taken;
      return { ...cell, count: taken };
    });
  };
  return { count, calls };
}

/** A load with `inFlight` searches running, each still waiting for its answer. */
function busyLoad(inFlight: number, exactCounts = 1) {
  const load = createSearchLoad({ exactCounts, busyAt: 4 });
  let finish = () => {};
  const running = new Promise<void>((resolve) => (finish = resolve));
  for (let n = 0; n < inFlight; n += 1) void load.track(() => running);
  return { load, finish };
}

describe('facet counts', () => {
  it('counts a keyword once for every page, sort and facet filter, and for searches arriving together', async () => {
    const cache = createCountCache();
    const { count, calls } = fakeCount();
    const together = await Promise.all(
      [
        'keyword=Go',
        'keyword=go&page=2',
        'keyword=go&sort=salary',
        'keyword=go&category=backend',
      ].map((text) => facetCounts({ cache, query: query(text), count })),
    );
    expect(together).toEqual([exact, exact, exact, exact]);
    expect(calls).toEqual([undefined]);
    await facetCounts({ cache, query: query('keyword=go&salary_min=50000'), count });
    expect(calls).toHaveLength(2);
  });

  it('counts every time without a cache', async () => {
    const { count, calls } = fakeCount();
    await Promise.all([
      facetCounts({ query: query('keyword=go'), count }),
      facetCounts({ query: query('keyword=go'), count }),
    ]);
    expect(calls).toEqual([undefined, undefined]);
  });

  it('counts again once a count has run out', async () => {
    const cache = createCountCache({ ttlMs: 30 });
    const { count, calls } = fakeCount();
    await facetCounts({ cache, query: query('keyword=go'), count });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await facetCounts({ cache, query: query('keyword=go'), count });
    expect(calls).toHaveLength(2);
  });

  it('counts in full while search is not busy', async () => {
    const { load, finish } = busyLoad(3);
    const { count, calls } = fakeCount(many);
    const counts = await facetCounts({
      cache: createCountCache(),
      load,
      query: query('keyword=go'),
      count,
    });
    expect(counts).toEqual({ cells: many, isCapped: false });
    expect(calls).toEqual([undefined]);
    finish();
  });

  it('counts the first matches of a new search while busy, marked as capped, and in full when it comes again', async () => {
    const { load, finish } = busyLoad(10);
    const cache = createCountCache();
    const { count, calls } = fakeCount(many);
    const first = await facetCounts({ cache, load, query: query('keyword=go'), count });
    expect(first.isCapped).toBe(true);
    expect(first.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(FACET_COUNT_CAP + 1);
    // The next page of the same search is counted in full: people stay with a search, a script does not.
    const again = await facetCounts({ cache, load, query: query('keyword=go&page=2'), count });
    expect(again).toEqual({ cells: many, isCapped: false });
    expect(calls).toEqual([FACET_COUNT_CAP, undefined]);
    finish();
  });

  it('keeps a capped count exact when the matches fit under the cap', async () => {
    const { load, finish } = busyLoad(10);
    const cache = createCountCache();
    const { count, calls } = fakeCount(cells);
    expect(await facetCounts({ cache, load, query: query('keyword=rare'), count })).toEqual(exact);
    expect(await facetCounts({ cache, load, query: query('keyword=rare&page=2'), count })).toEqual(
      exact,
    );
    expect(calls).toEqual([FACET_COUNT_CAP]);
    finish();
  });

  it('runs no more exact counts at once than it has slots for', async () => {
    const { load, finish } = busyLoad(10, 1);
    const cache = createCountCache();
    const { count } = fakeCount(many);
    await facetCounts({ cache, load, query: query('keyword=a'), count });
    await facetCounts({ cache, load, query: query('keyword=b'), count });
    // Both come again at once: one gets the slot, the other keeps its capped count for now.
    const [a, b] = await Promise.all([
      facetCounts({ cache, load, query: query('keyword=a&page=2'), count }),
      facetCounts({ cache, load, query: query('keyword=b&page=2'), count }),
    ]);
    expect([a.isCapped, b.isCapped]).toEqual([false, true]);
    finish();
  });
});
