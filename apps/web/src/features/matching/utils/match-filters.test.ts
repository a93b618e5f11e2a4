import { describe, expect, it } from 'vitest';
import { parseMatchFilters, toMatchesQuery, writeMatchFilters } from './match-filters';

describe('match filters in the URL', () => {
  it('shares the search filters, pages apart and keeps the tab', () => {
    const params = new URLSearchParams(
      'tab=matching&keyword=react&category=frontend&remote_type=fullRemote&salary=range3&page=4&mpage=2',
    );
    const filters = parseMatchFilters(params);
    expect(filters).toEqual({
      keyword: 'react',
      category: 'frontend',
      remoteType: 'fullRemote',
      salary: 'range3',
      page: 2,
    });
    expect(toMatchesQuery(filters)).toEqual({
      page: 2,
      page_size: 10,
      keyword: 'react',
      category: 'frontend',
      remote_type: 'fullRemote',
      salary_min: 100_000,
      salary_max: 149_999,
    });
    const written = writeMatchFilters({ ...filters, category: null, page: 1 }, params);
    expect(written.get('tab')).toBe('matching');
    expect(written.get('page')).toBe('4');
    expect(written.has('category')).toBe(false);
    expect(written.has('mpage')).toBe(false);
  });

  it('leaves out what it does not know', () => {
    expect(parseMatchFilters(new URLSearchParams('category=chef&salary=lots&mpage=-3'))).toEqual({
      keyword: '',
      category: null,
      remoteType: null,
      salary: null,
      page: 1,
    });
  });
});
