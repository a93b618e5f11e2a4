import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { JobSearchBox } from './job-search-box';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('JobSearchBox', () => {
  it('takes the typed keyword and the chosen remote type to job search', async () => {
    const { user, currentUrl } = renderWithProviders(<JobSearchBox />);
    await user.type(screen.getByRole('searchbox', { name: '职位关键词' }), '前端工程师');
    await user.selectOptions(screen.getByRole('combobox', { name: '远程类型' }), '混合办公');
    await user.click(screen.getByRole('button', { name: '搜索职位' }));

    expect(currentUrl()).toMatch(/^\/dashboard\/job\/job-search\?/);
    expect(query(currentUrl())).toEqual({ keyword: '前端工程师', remote_type: 'hybrid' });
  });

  it('submits with Enter and sends part-remote as regionRemote', async () => {
    const { user, currentUrl } = renderWithProviders(<JobSearchBox />, { language: 'en' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Remote type' }),
      'Partly remote',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Job keyword' }), '  designer {Enter}');

    expect(query(currentUrl())).toEqual({ keyword: 'designer', remote_type: 'regionRemote' });
  });

  it('goes to plain job search with no keyword and all types', async () => {
    const { user, currentUrl } = renderWithProviders(<JobSearchBox />);
    await user.click(screen.getByRole('button', { name: '搜索职位' }));
    expect(currentUrl()).toBe('/dashboard/job/job-search');
  });
});
