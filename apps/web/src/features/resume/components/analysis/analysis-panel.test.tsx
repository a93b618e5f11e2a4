import { screen, waitFor, within } from '@testing-library/react';
import type { ResumeProposal } from '@yonder/contract/resume-proposals';
import type { ResumeAnalysis, TailorResult } from '@yonder/contract/resumes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fail, fakeApi, JOB_ID, makeResume, ok, RESUME_ID, signIn } from '../../testing/fake-api';
import { ResumePage } from '../resume-page';

const TAILORED_ID = '7e7e7e7e-1111-4222-8333-444455556666';
const job = {
  id: JOB_ID,
  title: 'Senior Frontend Engineer',
  company_name: 'Remote Co',
  company_logo_url: null,
  posted_date: '2025-08-01',
  location: null,
  skills: ['React'],
  salary_min: null,
  salary_max: null,
  currency: null,
  salary_period: null,
  remote_type: 'fullRemote',
  job_type: 'fullTime',
  category: 'frontend',
  required_experience_years: null,
  is_featured: false,
};
const analysis: ResumeAnalysis = {
  score: 72,
  breakdown: [
    { check: 'keywords', score: 60, weight: 0.3 },
    { check: 'quantified', score: 40, weight: 0.15 },
  ],
  suggestions: [{ check: 'quantified', message: '为成果加上数字，例如用户数或提升的百分比。' }],
  keywords: { matched: ['React'], missing: ['GraphQL'] },
  target: { kind: 'job', job_id: JOB_ID, title: 'Senior Frontend Engineer', company: 'Remote Co' },
  analysed_at: '2025-08-20T09:30:00.000Z',
  available_credits: 2,
};

const meta = (hasAi: boolean) => ({
  support_email: 'help@example.org',
  version: '1.0.0',
  ai_features: {
    translation: hasAi,
    bullet_rewrites: hasAi,
    letter_generation: hasAi,
    profile_fill: hasAi,
  },
});

function setUp(routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  const resume = makeResume({ document: { work: [{ name: 'Alpha', highlights: ['Built UI'] }] } });
  return fakeApi({
    [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
    'GET /api/v1/jobs/favorites': () =>
      ok({
        items: [{ job_id: JOB_ID, status: 'saved', saved_at: '2025-08-02', notes: null, job }],
        total: 1,
      }),
    [`GET /api/v1/jobs/getJobById/${JOB_ID}`]: () => ok([job]),
    [`GET /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(null),
    'GET /api/v1/meta': () => ok(meta(true)),
    ...routes,
  });
}

describe('ATS analysis and tailoring', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('analyses against the job a link named, showing score, checks in the interface language, suggestions, keywords and points left', async () => {
    const api = setUp({ [`POST /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(analysis) });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
      language: 'en',
    });
    const select = await screen.findByRole('combobox', { name: 'Job' });
    await waitFor(() => expect(select).toHaveValue(JOB_ID));
    await user.click(screen.getByRole('button', { name: 'Analyse' }));

    const result = await screen.findByTestId('analysis-result');
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)[0]!.body).toEqual({
      job_id: JOB_ID,
    });
    expect(
      within(result).getByRole('img', { name: 'ATS score 72 out of 100' }),
    ).toBeInTheDocument();
    expect(within(result).getByText('Fair')).toBeInTheDocument();
    expect(within(result).getByRole('meter', { name: 'Keywords' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(within(result).getByRole('meter', { name: 'Measured results' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(
      within(result).getByText('为成果加上数字，例如用户数或提升的百分比。'),
    ).toBeInTheDocument();
    expect(
      within(result).getByRole('heading', { name: /Matched keywords/ }).nextElementSibling,
    ).toHaveTextContent('React');
    expect(
      within(result).getByRole('heading', { name: /Missing keywords/ }).nextElementSibling,
    ).toHaveTextContent('GraphQL');
    expect(within(result).getByTestId('points-left')).toHaveTextContent('2 points left today');
  });

  it('says it is analysing from the click, while pending edits are saved first', async () => {
    let answerSave: (response: Response) => void = () => {};
    const saved = new Promise<Response>((resolve) => (answerSave = resolve));
    const api = setUp({
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () => saved,
      [`POST /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(analysis),
    });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
      language: 'en',
    });
    const select = await screen.findByRole('combobox', { name: 'Job' });
    await waitFor(() => expect(select).toHaveValue(JOB_ID));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Li');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));

    // The save has not answered: the button already says what is happening, and cannot be pressed twice.
    expect(await screen.findByRole('button', { name: 'Analysing…' })).toBeDisabled();
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)).toHaveLength(0);

    answerSave(ok({ ...makeResume(), version: 2 }));
    await screen.findByTestId('analysis-result');
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: /^Analyse( again)?$/ })).toBeEnabled();
  });

  it('shows the stored last analysis again with its date and job, without analysing (and charging) again', async () => {
    const { available_credits: _credits, ...stored } = analysis;
    const api = setUp({ [`GET /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(stored) });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}`,
      language: 'en',
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'ATS analysis', pressed: false }))[0]!,
    );
    const result = await screen.findByTestId('analysis-result');
    expect(
      within(result).getByRole('img', { name: 'ATS score 72 out of 100' }),
    ).toBeInTheDocument();
    const meta = within(result).getByTestId('analysis-meta');
    expect(meta).toHaveTextContent(/Last analysed Aug 20, 2025/);
    expect(meta).toHaveTextContent('against Senior Frontend Engineer at Remote Co');
    expect(
      within(result).getByRole('heading', { name: /Missing keywords/ }).nextElementSibling,
    ).toHaveTextContent('GraphQL');
    // Reading it again spends nothing: no analysis was asked for, and no points are shown.
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)).toHaveLength(0);
    expect(within(result).queryByTestId('points-left')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyse again' })).toBeInTheDocument();
  });

  it('starts on the job the last analysis was against, even once it is no longer saved, and analyses against it again', async () => {
    const { available_credits: _credits, ...stored } = analysis;
    const api = setUp({
      [`GET /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(stored),
      'GET /api/v1/jobs/favorites': () => ok({ items: [], total: 0 }),
      [`POST /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(analysis),
    });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}`,
      language: 'en',
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'ATS analysis', pressed: false }))[0]!,
    );
    await screen.findByTestId('analysis-result');
    expect(screen.getByRole('radio', { name: 'A job' })).toBeChecked();
    const select = screen.getByRole('combobox', { name: 'Job' });
    expect(select).toHaveValue(JOB_ID);
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Senior Frontend Engineer · Remote Co',
    );
    await user.click(screen.getByRole('button', { name: 'Analyse again' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)[0]!.body).toEqual({
      job_id: JOB_ID,
    });

    // A choice the person makes stays theirs.
    await user.click(screen.getByRole('radio', { name: 'No job' }));
    expect(screen.getByRole('radio', { name: 'No job' })).toBeChecked();
  });

  it('asks for a pasted description before sending, then sends it alone', async () => {
    const api = setUp({
      [`POST /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok({ ...analysis, keywords: null }),
    });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}`,
    });
    // The mobile and desktop switches are both in the DOM here (no CSS): either shows the analysis.
    await user.click(
      (await screen.findAllByRole('button', { name: 'ATS 分析', pressed: false }))[0]!,
    );
    await user.click(screen.getByRole('radio', { name: '粘贴职位描述' }));
    await user.click(screen.getByRole('button', { name: '开始分析' }));
    expect(screen.getByText('请先粘贴职位描述。')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: '职位描述' }),
      '  需要 React 与 TypeScript  ',
    );
    await user.click(screen.getByRole('button', { name: '开始分析' }));
    await screen.findByTestId('analysis-result');
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/analysis`)[0]!.body).toEqual({
      job_description: '需要 React 与 TypeScript',
    });
  });

  it("out of points: the server's message, a link to the plans and the referral dialog", async () => {
    setUp({
      [`POST /api/v1/resumes/${RESUME_ID}/analysis`]: () =>
        fail(402, '今天的 3 个免费积分已用完。'),
    });
    const { user, openDialog } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '职位' })).toHaveValue(JOB_ID));
    await user.click(screen.getByRole('button', { name: '开始分析' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('今天的 3 个免费积分已用完。');
    expect(within(alert).getByRole('link', { name: '查看方案' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(within(alert).getByRole('button', { name: '赚取积分' }));
    expect(openDialog).toHaveBeenCalledWith('referral');
  });

  it('tailors a copy for the job and opens it with its proposed changes waiting for a decision', async () => {
    const proposal: ResumeProposal = {
      resume_id: TAILORED_ID,
      kind: 'tailor',
      source_resume_id: RESUME_ID,
      job_id: JOB_ID,
      job_title: 'Senior Frontend Engineer',
      missing_keywords: ['GraphQL'],
      changes: [
        {
          id: 'c1',
          kind: 'rewrite',
          path: 'work.0.highlights.0',
          before: 'Built UI',
          after: 'Built a React UI used by 1M users',
          unsupported: ['1M users'],
          status: 'pending',
          confirmed: false,
        },
      ],
      created_at: '2025-08-20T09:30:00.000Z',
      updated_at: '2025-08-20T09:30:00.000Z',
    };
    const tailored: TailorResult = {
      id: TAILORED_ID,
      proposal,
      missing_keywords: ['GraphQL'],
      ai_used: true,
      charged: true,
      available_credits: 1,
    };
    const api = setUp({
      [`POST /api/v1/resumes/${RESUME_ID}/tailor`]: () => ok(tailored, 201),
      [`GET /api/v1/resumes/${TAILORED_ID}`]: () =>
        ok(makeResume({ id: TAILORED_ID, title: '前端简历（定制）', origin: 'tailored' })),
      [`GET /api/v1/resumes/${TAILORED_ID}/proposal`]: () => ok(proposal),
      [`GET /api/v1/resumes/${TAILORED_ID}/claims`]: () => ok({ items: [] }),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '职位' })).toHaveValue(JOB_ID));
    await user.click(screen.getByRole('button', { name: '生成定制副本' }));

    await waitFor(() =>
      expect(currentUrl()).toBe(`/dashboard/resume?resume=${TAILORED_ID}&job=${JOB_ID}`),
    );
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/tailor`)[0]!.body).toEqual({
      job_id: JOB_ID,
    });
    const review = await screen.findByTestId('proposal-review');
    expect(screen.getByRole('textbox', { name: '简历标题' })).toHaveValue('前端简历（定制）');
    expect(
      within(review).getByRole('heading', { name: '针对“Senior Frontend Engineer”的修改建议' }),
    ).toBeInTheDocument();
    expect(review).toHaveTextContent('还有 1 条修改等待你处理。');
    expect(review).toHaveTextContent('工作经历 1 第 1 条');
    expect(within(review).getByText('1M users').tagName).toBe('MARK');
    expect(review).toHaveTextContent('原简历中没有依据：1M users');
    expect(review).toHaveTextContent('GraphQL');
    // A marked change cannot be accepted as it is, nor by "accept all".
    expect(within(review).queryByRole('button', { name: '接受' })).toBeNull();
    expect(within(review).getByRole('button', { name: '没有可直接接受的修改' })).toBeDisabled();
  });

  it('without an AI provider says so before the click', async () => {
    setUp({ 'GET /api/v1/meta': () => ok(meta(false)) });
    renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '职位' })).toHaveValue(JOB_ID));
    expect(await screen.findByTestId('tailor-offline-hint')).toHaveTextContent(
      '本站未配置 AI 服务：定制会建议按职位调整技能和经历条目的顺序',
    );
  });

  it('when nothing would move, shows the missing keywords in place: no copy, no point', async () => {
    const api = setUp({
      'GET /api/v1/meta': () => ok(meta(false)),
      [`POST /api/v1/resumes/${RESUME_ID}/tailor`]: () =>
        ok({
          id: null,
          proposal: null,
          missing_keywords: ['GraphQL'],
          ai_used: false,
          charged: false,
          available_credits: 3,
        }),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '职位' })).toHaveValue(JOB_ID));
    await user.click(screen.getByRole('button', { name: '生成定制副本' }));
    const card = await screen.findByTestId('tailor-result');
    expect(within(card).getByRole('heading', { name: '无需调整顺序' })).toBeInTheDocument();
    expect(card).toHaveTextContent('未生成副本，也未扣除积分');
    expect(card).toHaveTextContent('GraphQL');
    expect(within(card).getByTestId('points-left')).toHaveTextContent('今日剩余 3 积分');
    expect(currentUrl()).toBe(`/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`);
    expect(api.callsTo('POST', `/api/v1/resumes/${RESUME_ID}/tailor`)).toHaveLength(1);
  });

  it('a link to a job that is gone preselects nothing and says so', async () => {
    const gone = '00000000-0000-4000-8000-00000000dead';
    setUp({ [`GET /api/v1/jobs/getJobById/${gone}`]: () => fail(404, '职位不存在') });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${gone}`,
    });
    expect(await screen.findByText('链接中的职位已不存在，请选择其他职位。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '职位' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '开始分析' }));
    expect(screen.getByText('请先选择一个职位。')).toBeInTheDocument();
  });
});
