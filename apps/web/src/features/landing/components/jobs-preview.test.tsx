import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, PENDING_REDIRECT_KEY } from '@/lib/auth-storage';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { JobsPreview } from './jobs-preview';

const JOB_SEARCH = '/dashboard/job/job-search';

describe('JobsPreview', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ success: false, code: 404, message: 'No such API endpoint' }, 404),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows six sample jobs without an error when the job list cannot be loaded', async () => {
    renderWithProviders(<JobsPreview />);
    expect(await screen.findByText('高级前端工程师（React）')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText(/失败|error/i)).not.toBeInTheDocument();
    const [url] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/v1\/jobs\/getAllJobs\?page=1&page_size=6/);
  });

  it('shows the jobs the server returns', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse({
        success: true,
        code: 200,
        message: 'ok',
        data: {
          items: [
            {
              id: 42,
              title: 'Staff Platform Engineer',
              company_name: 'Acme Remote',
              company_logo_url: 'https://cdn.example.com/logo.png',
              location: 'Worldwide',
              salary_min: 120000,
              salary_max: 160000,
              currency: 'USD',
              posted_date: new Date().toISOString(),
              skills: ['Go', 'AWS'],
            },
          ],
          total: 1,
        },
      }),
    );
    renderWithProviders(<JobsPreview />, { language: 'en' });
    const card = (await screen.findByRole('button', { name: 'Staff Platform Engineer' })).closest(
      'article',
    )!;
    expect(within(card).getByText('USD 120,000 - 160,000')).toBeInTheDocument();
    // A logo from another host is never requested.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
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
