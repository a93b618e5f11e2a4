import type { JobDetail, JobListItem, JobSearchResult } from '@yonder/contract/jobs';
import { vi } from 'vitest';
import { jsonResponse } from '#testing/render-with-providers.tsx';

let counter = 0;

/** A list job with every field; ids are UUIDs as the server's are. */
export function listJob(overrides: Partial<JobListItem> = {}): JobListItem {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Engineer ${counter}`,
    company_name: 'Acme',
    company_logo_url: null,
    posted_date: new Date().toISOString(),
    location: 'Worldwide',
    skills: ['TypeScript'],
    salary_min: 100_000,
    salary_max: 140_000,
    currency: 'USD',
    salary_period: 'year',
    remote_type: 'fullRemote',
    job_type: 'fullTime',
    category: 'frontend',
    required_experience_years: 3,
    is_featured: false,
    is_sample: false,
    salary_converted: null,
    sources: [],
    first_seen_at: new Date().toISOString(),
    repost_count: 0,
    is_stale: false,
    ...overrides,
  };
}

export function detailJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...listJob(),
    is_remote: true,
    remote_regions: [],
    remote_timezones: [],
    description: '<p>Build things.</p>',
    requirements: [],
    responsibilities: [],
    benefits: [],
    view_count: 0,
    applicants_count: 0,
    application_url: null,
    company_website: null,
    company_size: null,
    company_industry: null,
    language: 'en',
    source: 'demo',
    source_attribution_url: null,
    expires_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export const searchResult = (
  items: JobListItem[],
  overrides: Partial<JobSearchResult> = {},
): JobSearchResult => ({
  items,
  total: items.length,
  page: 1,
  page_size: 20,
  sort: 'newest',
  is_count_capped: false,
  corrected_keyword: null,
  facets: { category: [], remote_type: [] },
  ...overrides,
});

export const ok = (data: unknown) =>
  jsonResponse({ success: true, code: 200, message: 'ok', data });

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Answers `fetch` by path (the first matching prefix), and keeps every call: `calls(path)`
 * gives the URLs asked for under a path, `bodies(path)` the JSON bodies sent.
 */
export function fakeJobsApi(routes: Record<string, Handler>) {
  const log: { url: URL; init: RequestInit | undefined }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    log.push({ url, init });
    const route = Object.keys(routes).find((path) => url.pathname.startsWith(path));
    if (!route) return jsonResponse({ success: false, code: 404, message: 'no route' }, 404);
    return routes[route]!(url, init);
  });
  return {
    spy,
    calls: (path: string) =>
      log.filter((call) => call.url.pathname.startsWith(path)).map((c) => c.url),
    bodies: (path: string) =>
      log
        .filter((call) => call.url.pathname.startsWith(path))
        .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>),
  };
}
