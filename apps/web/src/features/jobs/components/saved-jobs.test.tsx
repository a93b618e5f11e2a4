import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { detailJob, fakeJobsApi, listJob, ok } from '../testing/fake-jobs-api';
import { bookmarkKey } from '../utils/bookmark-store';
import { SavedJobs } from './saved-jobs';

const ROUTE = '/dashboard/job/job-search?tab=management';

describe('saved jobs (job management tab)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("lists a signed-in user's saved jobs from the server", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const job = listJob({ title: 'Data Engineer' });
    fakeJobsApi({
      '/api/v1/auth/me': () =>
        ok({
          id: 'u1',
          email: 'a@b.c',
          username: 'a',
          name: 'A',
          avatar_url: null,
          created_at: '',
        }),
      '/api/v1/jobs/favorites': () =>
        ok({
          items: [{ job_id: job.id, status: 'saved', saved_at: '', notes: null, job }],
          total: 1,
        }),
    });
    // The saved list is synced into local storage by the page; here it is already there.
    localStorage.setItem(bookmarkKey('u1'), JSON.stringify([job.id]));
    renderWithProviders(<SavedJobs />, { route: ROUTE, language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByText('1 job')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to keep your bookmarks')).not.toBeInTheDocument();
  });

  it("reads a guest's bookmarks one by one and offers to sign in", async () => {
    const job = detailJob({ title: 'Product Designer' });
    localStorage.setItem(bookmarkKey('guest'), JSON.stringify([job.id]));
    const api = fakeJobsApi({ '/api/v1/jobs/getJobById/': () => ok([job]) });
    const { user, openDialog } = renderWithProviders(<SavedJobs />, {
      route: ROUTE,
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Product Designer' })).toBeInTheDocument();
    expect(api.calls('/api/v1/jobs/getJobById/')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openDialog).toHaveBeenCalledWith('auth', { mode: 'login', redirectTo: ROUTE });
  });

  it('says when nothing is saved', async () => {
    renderWithProviders(<SavedJobs />, { route: ROUTE, language: 'en' });
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
  });
});
