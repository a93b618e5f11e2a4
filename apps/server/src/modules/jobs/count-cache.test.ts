import { jobSearchQuerySchema } from '@yonder/contract/jobs';
import { describe, expect, it } from 'vitest';
import { createCountCache, facetCounts } from './count-cache.ts';
import type { FacetRow } from './jobs-repository.ts';

const rows: FacetRow[] = [{ facet: 'category', value: 'frontend', count: 3 }];

describe('facet counts', () => {
  it('counts a search once for every page and sort of it, and for searches arriving together', async () => {
    const cache = createCountCache();
    let queries = 0;
    const count = async () => {
      queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return rows;
    };
    const query = (text: string) =>
      jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
    const together = await Promise.all(
      ['keyword=Go', 'keyword=go&page=2', 'keyword=go&sort=salary'].map((text) =>
        facetCounts(cache, query(text), count),
      ),
    );
    expect(together).toEqual([rows, rows, rows]);
    expect(queries).toBe(1);
    await facetCounts(cache, query('keyword=go&category=backend'), count);
    expect(queries).toBe(2);
  });

  it('counts every time without a cache', async () => {
    let queries = 0;
    const count = async () => {
      queries += 1;
      return rows;
    };
    const query = jobSearchQuerySchema.parse({ keyword: 'go' });
    await Promise.all([facetCounts(undefined, query, count), facetCounts(undefined, query, count)]);
    expect(queries).toBe(2);
  });

  it('counts again once a count has run out', async () => {
    const cache = createCountCache({ ttlMs: 30 });
    let queries = 0;
    const count = async () => {
      queries += 1;
      return rows;
    };
    const query = jobSearchQuerySchema.parse({ keyword: 'go' });
    await facetCounts(cache, query, count);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await facetCounts(cache, query, count);
    expect(queries).toBe(2);
  });
});
