import { describe, expect, it } from 'vitest';
import { buildJobSearchHref } from './build-job-search-href';

describe('buildJobSearchHref', () => {
  it('maps each landing filter to the job search remote_type', () => {
    expect(buildJobSearchHref('', 'fullRemote')).toBe(
      '/dashboard/job/job-search?remote_type=fullRemote',
    );
    expect(buildJobSearchHref('', 'partRemote')).toBe(
      '/dashboard/job/job-search?remote_type=regionRemote',
    );
    expect(buildJobSearchHref('', 'hybrid')).toBe('/dashboard/job/job-search?remote_type=hybrid');
  });

  it('omits an empty keyword and the "all" filter', () => {
    expect(buildJobSearchHref('   ', 'all')).toBe('/dashboard/job/job-search');
  });

  it('trims and encodes the keyword', () => {
    const href = buildJobSearchHref('  React & Node ', 'all');
    expect(new URL(href, 'http://x').searchParams.get('keyword')).toBe('React & Node');
  });
});
