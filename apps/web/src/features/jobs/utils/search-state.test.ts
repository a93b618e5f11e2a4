import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  fromSearchQuery,
  parseSearchParams,
  toJobsQuery,
  writeSearchParams,
  type JobSearchState,
} from './search-state';

const EMPTY: JobSearchState = {
  keyword: '',
  category: null,
  remoteType: null,
  salary: null,
  sort: null,
  page: 1,
  openTo: null,
  timezone: null,
};
const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const write = (state: Partial<JobSearchState>) =>
  writeSearchParams({ ...EMPTY, ...state }).toString();
const queryFor = (state: Partial<JobSearchState>) => toJobsQuery({ ...EMPTY, ...state });

describe('parseSearchParams', () => {
  it('reads nothing from an empty URL', () => {
    expect(parse('')).toEqual(EMPTY);
  });

  it('reads every part of a search', () => {
    expect(
      parse(
        'keyword=+react+&category=frontend&remote_type=hybrid&salary=range2&sort=newest&page=3',
      ),
    ).toEqual({
      keyword: 'react',
      category: 'frontend',
      remoteType: 'hybrid',
      salary: 'range2',
      sort: 'newest',
      page: 3,
      openTo: null,
      timezone: null,
    });
  });

  it.each([
    ['fullRemote', 'fullRemote'],
    ['regionRemote', 'regionRemote'],
    ['hybrid', 'hybrid'],
    ['onsite', 'onsite'],
    // The landing filter's own words (spec section 9).
    ['all', null],
    ['full-remote', 'fullRemote'],
    ['part-remote', 'regionRemote'],
    ['partRemote', 'regionRemote'],
    ['anywhere', null],
  ])('reads remote_type=%s as %s', (value, remoteType) => {
    expect(parse(`remote_type=${value}`).remoteType).toBe(remoteType);
  });

  it('leaves out unknown or malformed values', () => {
    expect(parse('category=astronaut&salary=range9&sort=random&page=-2')).toEqual(EMPTY);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=999999').page).toBe(10_000);
  });
});

describe('writeSearchParams', () => {
  it('writes the plain search as no parameters at all', () => {
    expect(write({})).toBe('');
    expect(write({ keyword: '   ', page: 1 })).toBe('');
  });

  it('writes every part, the page only past the first', () => {
    expect(
      write({
        keyword: ' go ',
        category: 'backend',
        remoteType: 'regionRemote',
        salary: 'range4',
        sort: 'salary',
        page: 2,
      }),
    ).toBe('keyword=go&category=backend&remote_type=regionRemote&salary=range4&sort=salary&page=2');
  });

  it('keeps parameters it does not own and replaces the ones it does', () => {
    const base = new URLSearchParams('tab=saved&page=4&category=design');
    expect(writeSearchParams({ ...EMPTY, category: 'sales' }, base).toString()).toBe(
      'tab=saved&category=sales',
    );
  });

  it('reads back what it writes', () => {
    const state: JobSearchState = {
      keyword: '前端 工程师',
      category: 'dataScience',
      remoteType: 'onsite',
      salary: 'range1',
      sort: 'relevance',
      page: 7,
      openTo: 'CN',
      timezone: 'Asia/Shanghai',
    };
    expect(parseSearchParams(writeSearchParams(state))).toEqual(state);
  });

  it('reads "open to me" off, and leaves out a country or time zone it cannot read', () => {
    expect(parse('open_to=any')).toMatchObject({ openTo: 'any', timezone: null });
    expect(parse('open_to=China&timezone=Mars%2FBase')).toMatchObject({
      openTo: null,
      timezone: null,
    });
    expect(parse('open_to=cn')).toMatchObject({ openTo: 'CN' });
  });
});

describe('toJobsQuery', () => {
  it('asks for page 1 of 20 with nothing else by default', () => {
    expect(queryFor({})).toEqual({ page: 1, page_size: 20 });
  });

  it('trims the keyword and leaves out an empty one (spec section 5)', () => {
    expect(queryFor({ keyword: '  rust  ' })).toEqual({ page: 1, page_size: 20, keyword: 'rust' });
    expect(queryFor({ keyword: '   ' })).not.toHaveProperty('keyword');
  });

  it('sends each filter, the sort and the page', () => {
    expect(
      queryFor({ category: 'customerService', remoteType: 'fullRemote', sort: 'newest', page: 5 }),
    ).toEqual({
      page: 5,
      page_size: 20,
      category: 'customerService',
      remote_type: 'fullRemote',
      sort: 'newest',
    });
  });

  it.each([
    ['range1', 10_000, 49_999],
    ['range2', 50_000, 99_999],
    ['range3', 100_000, 149_999],
  ] as const)('sends %s as salary_min %i and salary_max %i', (salary, min, max) => {
    expect(queryFor({ salary })).toEqual({
      page: 1,
      page_size: 20,
      salary_min: min,
      salary_max: max,
    });
  });

  it('sends range4 as 150,000 and above, with no maximum', () => {
    const query = queryFor({ salary: 'range4' });
    expect(query).toEqual({ page: 1, page_size: 20, salary_min: 150_000 });
    expect(query).not.toHaveProperty('salary_max');
  });

  it('sends a range in the person’s currency, round amounts, with that currency', () => {
    const yuan = (salary: JobSearchState['salary']) => toJobsQuery({ ...EMPTY, salary }, 'CNY');
    expect(yuan('range1')).toMatchObject({
      salary_min: 70_000,
      salary_max: 349_999,
      salary_currency: 'CNY',
    });
    expect(yuan('range2')).toMatchObject({
      salary_min: 350_000,
      salary_max: 699_999,
      salary_currency: 'CNY',
    });
    expect(yuan('range4')).toEqual({
      page: 1,
      page_size: 20,
      salary_min: 1_000_000,
      salary_currency: 'CNY',
    });
    expect(toJobsQuery({ ...EMPTY, salary: 'range2' }, 'EUR')).toMatchObject({
      salary_min: 45_000,
      salary_currency: 'EUR',
    });
    // A currency without a reference rate keeps the US-dollar ranges.
    expect(toJobsQuery({ ...EMPTY, salary: 'range2' }, 'ISK')).toEqual({
      page: 1,
      page_size: 20,
      salary_min: 50_000,
      salary_max: 99_999,
    });
  });

  it('sends "open to me" with its time zone, and nothing when it is off', () => {
    expect(queryFor({ openTo: 'CN', timezone: 'Asia/Shanghai' })).toEqual({
      page: 1,
      page_size: 20,
      open_to: 'CN',
      timezone: 'Asia/Shanghai',
    });
    expect(queryFor({ openTo: 'any', timezone: 'Asia/Shanghai' })).toEqual({
      page: 1,
      page_size: 20,
    });
  });
});

describe('countActiveFilters', () => {
  it('counts the chosen filter groups, not the keyword or sort', () => {
    expect(countActiveFilters(EMPTY)).toBe(0);
    expect(countActiveFilters({ ...EMPTY, keyword: 'x', sort: 'newest' })).toBe(0);
    expect(countActiveFilters({ ...EMPTY, category: 'design', salary: 'range3' })).toBe(2);
  });
});

describe('fromSearchQuery', () => {
  it('gives back the search a query was made from, at page 1', () => {
    const state: JobSearchState = {
      keyword: 'rust',
      category: 'backend',
      remoteType: 'fullRemote',
      salary: 'range3',
      sort: 'newest',
      page: 4,
      openTo: null,
      timezone: null,
    };
    const { page: _page, page_size: _pageSize, ...query } = toJobsQuery(state);
    expect(fromSearchQuery(query)).toEqual({ ...state, page: 1 });
    expect(fromSearchQuery({ salary_min: 150_000 }).salary).toBe('range4');
    const { page: _p, page_size: _s, ...inYuan } = toJobsQuery(state, 'CNY');
    expect(inYuan.salary_currency).toBe('CNY');
    expect(fromSearchQuery(inYuan).salary).toBe('range3');
  });

  it('leaves out a salary that is not one of the ranges, and clears what the query does not name', () => {
    expect(fromSearchQuery({ salary_min: 12_345, salary_max: 20_000 })).toEqual(EMPTY);
  });
});
