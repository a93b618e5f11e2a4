import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { detailJob, fakeJobsApi, ok } from '../testing/fake-jobs-api';
import { bookmarkKey } from '../utils/bookmark-store';
import { JobDetailView } from './job-detail-view';

const job = detailJob({
  title: 'Staff Platform Engineer',
  company_name: 'Northwind',
  is_featured: true,
  posted_date: '2025-08-20T12:00:00Z',
  salary_min: 100_000,
  salary_max: 140_000,
  view_count: 12_345,
  applicants_count: 67,
  requirements: ['Ten years of Go'],
  responsibilities: [],
  benefits: ['Home office budget'],
  skills: ['Go', 'Kubernetes'],
  company_size: '51-200',
  company_industry: 'Logistics',
  company_website: 'https://www.northwind.example.com/about',
  remote_type: 'regionRemote',
  location: null,
  remote_regions: ['Europe'],
  remote_timezones: ['UTC-1 to UTC+3'],
  application_url: ' /careers/apply ',
  source: 'remoteok',
  source_attribution_url: 'https://remoteok.com/remote-jobs/1',
});
const DETAIL = `/dashboard/job/job-search/${job.id}`;
const USER = { id: 'user-1', email: 'ada@example.com', username: 'ada', name: 'Ada' };

function serve({ favorite = () => ok(null) }: { favorite?: () => Response } = {}) {
  return fakeJobsApi({
    '/api/v1/jobs/getJobById/': () => ok([job]),
    '/api/v1/auth/me': () => ok({ ...USER, avatar_url: null, created_at: '' }),
    '/api/v1/jobs/favorites': () => ok({ items: [], total: 0 }),
    '/api/v1/jobs/addFavoriteJob': favorite,
  });
}

const renderJob = (language: 'zh' | 'en' = 'en') =>
  renderWithProviders(<JobDetailView id={job.id} />, { route: DETAIL, language });

describe('job detail', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows every part of the job', async () => {
    serve();
    renderJob();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff Platform Engineer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Featured job')).toBeInTheDocument();
    expect(screen.getAllByText('Northwind')).not.toHaveLength(0);
    // The remote type stands in for a missing location.
    expect(screen.getAllByText('Regional remote')).not.toHaveLength(0);
    expect(screen.getByText('Posted August 20, 2025')).toBeInTheDocument();
    expect(screen.getByText('USD 100,000 - 140,000 / year')).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(screen.getByText('67')).toBeInTheDocument();
    expect(screen.getByText('Build things.')).toBeInTheDocument();
    expect(screen.getByText('Ten years of Go')).toBeInTheDocument();
    expect(screen.getByText('Home office budget')).toBeInTheDocument();
    const responsibilities = screen.getByRole('region', { name: 'Responsibilities' });
    expect(within(responsibilities).getByText('None')).toBeInTheDocument();
    expect(screen.getByText('51-200')).toBeInTheDocument();
    expect(screen.getByText('Logistics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'northwind.example.com' })).toHaveAttribute(
      'href',
      'https://www.northwind.example.com/about',
    );
    expect(screen.getByText('Europe')).toBeInTheDocument();
    expect(screen.getByText('UTC-1 to UTC+3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'via RemoteOK' })).toHaveAttribute(
      'href',
      'https://remoteok.com/remote-jobs/1',
    );
    expect(screen.getAllByRole('button', { name: 'Apply now' })).toHaveLength(3);
  });

  it('writes the posted date and numbers in Chinese', async () => {
    serve();
    renderJob('zh');
    expect(await screen.findByText('发布于 2025年8月20日')).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
  });

  it('shows not found with a way back, without asking the server for a malformed id', async () => {
    const api = serve();
    renderWithProviders(<JobDetailView id="42" />, { route: '/dashboard/job/job-search/42' });
    expect(await screen.findByRole('heading', { name: '未找到该职位', level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回职位搜索' })).toHaveAttribute(
      'href',
      '/dashboard/job/job-search',
    );
    expect(api.calls('/api/v1/jobs/getJobById')).toHaveLength(0);
  });

  it('shows not found when the server knows no such job', async () => {
    fakeJobsApi({
      '/api/v1/jobs/getJobById/': () =>
        jsonResponse({ success: false, code: 404, message: 'gone' }, 404),
    });
    renderJob();
    expect(await screen.findByRole('heading', { name: 'Job not found', level: 2 })).toBeVisible();
  });

  it('labels a job of the demo catalogue as a sample, its apply button too', async () => {
    fakeJobsApi({
      '/api/v1/jobs/getJobById/': () => ok([{ ...job, is_sample: true, source: 'demo' }]),
      '/api/v1/auth/me': () => ok({ ...USER, avatar_url: null, created_at: '' }),
      '/api/v1/jobs/favorites': () => ok({ items: [], total: 0 }),
    });
    renderJob();
    expect(
      await screen.findByText(/This is a sample job from the demo catalogue/),
    ).toBeInTheDocument();
    expect(screen.getByText('Sample')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Apply now (sample)' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('keeps an apply button, with the bookmark, in a bar fixed to the bottom of a phone screen', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderJob();
    const bar = await screen.findByTestId('mobile-apply-bar');
    expect(bar).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
    expect(within(bar).getByRole('button', { name: /Save|Bookmark|收藏/ })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Apply now' }));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/careers/apply`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('shows no sample label on a real job', async () => {
    serve();
    renderJob();
    expect(await screen.findByText('Ten years of Go')).toBeInTheDocument();
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.queryByText(/sample job/)).not.toBeInTheDocument();
  });

  it('opens the resolved application URL in a new tab without opener', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderJob();
    await user.click((await screen.findAllByRole('button', { name: 'Apply now' }))[1]!);
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/careers/apply`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('shares through the Web Share API where the browser has it', async () => {
    serve();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Staff Platform Engineer',
      text: 'Northwind is hiring: Staff Platform Engineer',
      url: `${window.location.origin}${DETAIL}`,
    });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('otherwise copies the link and says so', async () => {
    serve();
    const { user } = renderJob();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${DETAIL}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});

describe('job bookmark', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    // Sonner replays the toasts still active to the next test's toaster.
    toast.dismiss();
  });

  const stored = (owner: string) =>
    JSON.parse(localStorage.getItem(bookmarkKey(owner)) ?? '[]') as string[];

  it('for a guest, changes only this browser and says so', async () => {
    const api = serve();
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(stored('guest')).toEqual([job.id]);
    expect(await screen.findByText('Saved to bookmarks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    expect(stored('guest')).toEqual([]);
    expect(await screen.findByText('Removed from bookmarks')).toBeInTheDocument();
    expect(api.calls('/api/v1/jobs/addFavoriteJob')).toHaveLength(0);
  });

  it('for a signed-in user, saves locally first, then on the server', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    let storedWhenSent: string[] = [];
    const api = serve({
      favorite: () => {
        storedWhenSent = stored(USER.id);
        return ok(null);
      },
    });
    const { user } = renderJob();
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Saved to bookmarks')).toBeInTheDocument();
    expect(storedWhenSent).toEqual([job.id]);
    expect(stored(USER.id)).toEqual([job.id]);
    expect(api.bodies('/api/v1/jobs/addFavoriteJob')).toEqual([
      {
        user_id: USER.id,
        job_id: job.id,
        status: 'saved',
        job_title: 'Staff Platform Engineer',
        job_url: `${window.location.origin}${DETAIL}`,
        company_name: 'Northwind',
        location: null,
        source: 'web_app',
        notes: 'Auto-saved when viewing the apply page',
      },
    ]);
  });

  it('puts the bookmark back with an error toast when the server fails', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    let storedWhenSent: string[] = [];
    serve({
      favorite: () => {
        storedWhenSent = stored(USER.id);
        return jsonResponse({ success: false, code: 500, message: 'Internal error' }, 500);
      },
    });
    const { user } = renderJob('zh');
    const button = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('操作失败，请稍后重试')).toBeInTheDocument();
    expect(storedWhenSent).toEqual([job.id]);
    expect(stored(USER.id)).toEqual([]);
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('已添加到收藏')).not.toBeInTheDocument();
  });

  it("shows the account's saved jobs as bookmarked", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    fakeJobsApi({
      '/api/v1/jobs/getJobById/': () => ok([job]),
      '/api/v1/auth/me': () => ok({ ...USER, avatar_url: null, created_at: '' }),
      '/api/v1/jobs/favorites': () =>
        ok({
          items: [{ job_id: job.id, status: 'saved', saved_at: '', notes: null, job }],
          total: 1,
        }),
    });
    renderJob();
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(stored(USER.id)).toEqual([job.id]);
  });
});
