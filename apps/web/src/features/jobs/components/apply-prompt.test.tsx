import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { detailJob, fakeJobsApi, ok } from '../testing/fake-jobs-api';
import { JobDetailView } from './job-detail-view';

const job = detailJob({ title: 'Data Engineer', application_url: 'https://jobs.example.com/1' });
const USER = { id: 'user-1', email: 'ada@example.com', username: 'ada', name: 'Ada' };

function serve(applications: () => Response = () => ok({ id: 'a1', status: 'applied' })) {
  return fakeJobsApi({
    '/api/v1/jobs/getJobById/': () => ok([job]),
    '/api/v1/auth/me': () => ok({ ...USER, avatar_url: null, created_at: '' }),
    '/api/v1/jobs/favorites': () => ok({ items: [], total: 0 }),
    '/api/v1/applications': applications,
  });
}

/** The person leaves for the employer's tab and comes back. */
function leaveAndReturn() {
  act(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
}

describe('"did you apply?" after apply now', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'open').mockReturnValue(null);
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    toast.dismiss();
  });

  const render = (language: 'zh' | 'en' = 'en') =>
    renderWithProviders(<JobDetailView id={job.id} />, {
      route: `/dashboard/job/job-search/${job.id}`,
      language,
    });

  it('asks on return, and yes moves the job to applied in the tracker', async () => {
    const api = serve();
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Apply now' }))[0]!);
    // Not while the person is still on the page.
    expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument();
    leaveAndReturn();
    const prompt = await screen.findByRole('region', { name: 'Did you apply?' });
    expect(prompt).toHaveTextContent('Data Engineer');
    // Not a modal: the page behind stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, I applied' }));
    expect(await screen.findByText('Moved to Applied in your tracker')).toBeInTheDocument();
    expect(api.bodies('/api/v1/applications')).toEqual([{ job_id: job.id, status: 'applied' }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument(),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('"not yet" closes it without a call, in Chinese too', async () => {
    const api = serve();
    const { user } = render('zh');
    await user.click((await screen.findAllByRole('button', { name: '立即申请' }))[0]!);
    leaveAndReturn();
    await user.click(await screen.findByRole('button', { name: '还没有' }));
    expect(screen.queryByRole('region', { name: '你投递了吗？' })).not.toBeInTheDocument();
    expect(api.calls('/api/v1/applications')).toHaveLength(0);
  });

  it('keeps asking after a refusal and says why', async () => {
    serve(() => jsonResponse({ success: false, code: 404, message: 'Job gone' }, 404));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Apply now' }))[0]!);
    leaveAndReturn();
    await user.click(await screen.findByRole('button', { name: 'Yes, I applied' }));
    expect(await screen.findByText('Job gone')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Did you apply?' })).toBeInTheDocument();
  });

  it('never asks a guest', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    serve();
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Apply now' }))[0]!);
    leaveAndReturn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument();
  });
});
