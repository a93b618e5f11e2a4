import type { MatchesResult, MatchListItem } from '@yonder/contract/matching';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { MatchingPanel } from './matching-panel';

const ok = (data: unknown) => jsonResponse({ success: true, code: 200, message: 'OK', data });

const FRONTEND = { id: '00000000-0000-4000-8000-000000000001', title: '前端简历' };
const BACKEND = { id: '00000000-0000-4000-8000-000000000002', title: '后端实习简历' };

function job(title: string, match: Partial<MatchListItem['match']> = {}): MatchListItem {
  return {
    id: `00000000-0000-4000-9000-${title.length.toString().padStart(12, '0')}`,
    title,
    company_name: 'Globex',
    company_logo_url: null,
    posted_date: '2026-05-01T00:00:00.000Z',
    location: 'Remote (US)',
    skills: [],
    salary_min: null,
    salary_max: null,
    currency: null,
    salary_period: null,
    remote_type: 'regionRemote',
    job_type: 'fullTime',
    category: 'frontend',
    required_experience_years: null,
    is_featured: false,
    is_sample: false,
    salary_converted: null,
    sources: [],
    first_seen_at: '2026-05-01T00:00:00.000Z',
    repost_count: 0,
    is_stale: false,
    match: {
      score: 52,
      is_eligible: true,
      hire_status: 'yes',
      reasons: [],
      fits: [{ part: 'location', tone: 'positive', text: '可以从中国受聘' }],
      gaps: [
        { part: 'skills', tone: 'neutral', text: '缺少 2 项技能：Vue、Webpack' },
        { part: 'seniority', tone: 'neutral', text: '岗位要求 5 年以上经验，你有 2 年' },
      ],
      country_source: 'profile',
      ...match,
    },
  };
}

const result = (resume: typeof FRONTEND, items: MatchListItem[]): MatchesResult => ({
  has_candidate: true,
  resume,
  items,
  total: items.length,
  field: null,
  page: 1,
  page_size: 20,
});

describe('the matching tab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('names its resume, changes it right there, and shows each card’s gaps beside what fits', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    let primary = FRONTEND;
    const puts: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/v1/matches')
        return ok(
          primary === FRONTEND
            ? result(FRONTEND, [job('Frontend Engineer')])
            : result(BACKEND, [job('Java Backend Engineer', { country_source: 'resume' })]),
        );
      if (method === 'GET' && url.pathname === '/api/v1/resumes')
        return ok({
          items: [BACKEND, FRONTEND].map((resume) => ({ ...resume, created_at: '2026-05-01' })),
          primary_resume_id: primary.id,
        });
      if (method === 'PUT' && url.pathname === '/api/v1/profile/resumes') {
        const body = JSON.parse(String(init?.body)) as { primaryResumeId: string };
        puts.push(body);
        primary = body.primaryResumeId === BACKEND.id ? BACKEND : FRONTEND;
        return ok({ primaryResumeId: primary.id });
      }
      throw new Error(`unexpected ${method} ${url.pathname}`);
    });
    const { user } = renderWithProviders(<MatchingPanel />, {
      route: '/dashboard/job/job-search?tab=matching',
    });

    const resume = await screen.findByRole('combobox', { name: '匹配所用简历' });
    await waitFor(() => expect(resume).toHaveValue(FRONTEND.id));
    expect(resume).toHaveAccessibleDescription(/上传新简历不会改变它/);

    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(card).getByRole('heading', { name: '符合' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: '欠缺' })).toBeInTheDocument();
    expect(card).toHaveTextContent('可以从中国受聘 · 按你填写的国家');
    expect(card).toHaveTextContent('缺少 2 项技能：Vue、Webpack');
    expect(card).toHaveTextContent('岗位要求 5 年以上经验，你有 2 年');

    await user.selectOptions(resume, BACKEND.id);
    expect(puts).toEqual([{ primaryResumeId: BACKEND.id }]);
    expect(await screen.findByText('已改用「后端实习简历」匹配')).toBeInTheDocument();
    const backend = await screen.findByRole('article', { name: 'Java Backend Engineer' });
    expect(backend).toHaveTextContent('可以从中国受聘 · 按简历地址推断');
    expect(resume).toHaveValue(BACKEND.id);
  });
});
