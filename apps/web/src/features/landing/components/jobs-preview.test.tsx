import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, PENDING_REDIRECT_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { JobsPreview } from './jobs-preview';

const JOB_SEARCH = '/dashboard/job/job-search';
const JOB_ID = '0b7e6a52-3f0c-4a55-9d7e-2f4f1d8c6a01';

const liveJob = {
  id: JOB_ID,
  title: 'Staff Platform Engineer',
  company_name: 'Acme Remote',
  company_logo_url: 'https://cdn.example.com/logo.png',
  posted_date: new Date().toISOString(),
  location: 'Worldwide',
  skills: ['Go', 'AWS'],
  salary_min: 120000,
  salary_max: 160000,
  currency: 'USD',
  salary_period: 'year',
  remote_type: 'fullRemote',
  job_type: 'fullTime',
  category: 'backend',
  required_experience_years: 5,
  is_featured: true,
};
const answer = (items: unknown[]) =>
  jsonResponse({
    success: true,
    code: 200,
    message: 'ok',
    data: { items, total: items.length, page: 1, page_size: 6, sort: 'newest', facets: {} },
  });

describe('JobsPreview', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer([]));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for the six newest jobs and shows the live ones, a foreign logo never requested', async () => {
    vi.mocked(fetch).mockResolvedValue(answer([liveJob]));
    renderWithProviders(<JobsPreview />, { language: 'en' });
    const title = await screen.findByRole('button', { name: 'Staff Platform Engineer' });
    const card = title.closest('article')!;
    expect(within(card).getByText('USD 120,000 - 160,000 / year')).toBeInTheDocument();
    expect(within(card).getByText('Worldwide')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const [url] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toMatch(
      /^\/api\/v1\/jobs\/getAllJobs\?page=1&page_size=6&sort=newest&_t=\d+$/,
    );
  });

  it.each([
    ['the catalogue is empty', () => answer([])],
    ['the call fails', () => jsonResponse({ success: false, code: 500, message: 'boom' }, 500)],
  ])('keeps the six sample jobs when %s', async (_case, reply) => {
    vi.mocked(fetch).mockImplementation(async () => reply());
    const { queryClient } = renderWithProviders(<JobsPreview />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['jobs', 'landing-preview'])?.status).not.toBe('pending'),
    );
    expect(screen.getByText('高级前端工程师（React）')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText(/失败|boom/i)).not.toBeInTheDocument();
  });

  it('for a guest, a live job opens the login dialog and remembers the job', async () => {
    vi.mocked(fetch).mockResolvedValue(answer([liveJob]));
    const { user, openDialog } = renderWithProviders(<JobsPreview />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Staff Platform Engineer' }));
    const target = `${JOB_SEARCH}/${JOB_ID}`;
    expect(localStorage.getItem(PENDING_REDIRECT_KEY)).toBe(target);
    expect(openDialog).toHaveBeenCalledWith('auth', { mode: 'login', redirectTo: target });
  });

  it('for a guest, remembers job search and opens the login dialog', async () => {
    const { user, openDialog, currentUrl } = renderWithProviders(<JobsPreview />);
    await user.click(screen.getByRole('button', { name: '查看全部职位' }));

    expect(localStorage.getItem(PENDING_REDIRECT_KEY)).toBe(JOB_SEARCH);
    expect(openDialog).toHaveBeenCalledWith('auth', { mode: 'login', redirectTo: JOB_SEARCH });
    expect(currentUrl()).toBe('/');
  });

  it('for a signed-in user, goes straight to job search', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const { user, openDialog, currentUrl } = renderWithProviders(<JobsPreview />);
    await user.click(screen.getByRole('button', { name: '查看全部职位' }));

    expect(currentUrl()).toBe(JOB_SEARCH);
    expect(openDialog).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });
});
