import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, PENDING_REDIRECT_KEY } from '@/lib/auth-storage';
import { renderWithProviders } from '@/testing/render-with-providers';
import { JobsPreview } from './jobs-preview';

const JOB_SEARCH = '/dashboard/job/job-search';

describe('JobsPreview', () => {
  it('shows six sample jobs and asks the server for nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<JobsPreview />);
    expect(await screen.findByText('高级前端工程师（React）')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
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
