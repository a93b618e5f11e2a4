import { screen, waitFor, within } from '@testing-library/react';
import type { ResumeProposal } from '@yonder/contract/resume-proposals';
import type { StoredResumeAnalysis } from '@yonder/contract/resumes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fail, fakeApi, JOB_ID, makeResume, ok, RESUME_ID, signIn } from '../../testing/fake-api';
import { ResumePage } from '../resume-page';

const COPY_ID = '7e7e7e7e-1111-4222-8333-444455556666';
const INVENTED = 'Improved conversion by 35% across 12 products';
const original = {
  work: [{ name: 'Alpha', position: 'Engineer', highlights: ['Built UI', 'Ran releases'] }],
};

const proposal = (overrides: Partial<ResumeProposal> = {}): ResumeProposal => ({
  resume_id: COPY_ID,
  kind: 'tailor',
  source_resume_id: RESUME_ID,
  job_id: JOB_ID,
  job_title: 'Frontend Engineer',
  missing_keywords: [],
  changes: [
    {
      id: 'c1',
      kind: 'rewrite',
      path: 'work.0.highlights.0',
      before: 'Built UI',
      after: 'Built the React UI',
      unsupported: [],
      status: 'pending',
      confirmed: false,
    },
    {
      id: 'c2',
      kind: 'rewrite',
      path: 'work.0.highlights.1',
      before: 'Ran releases',
      after: INVENTED,
      unsupported: ['35%', '12'],
      status: 'pending',
      confirmed: false,
    },
    {
      id: 'c3',
      kind: 'reorder',
      path: 'work.0.highlights',
      before: ['Built UI', 'Ran releases'],
      after: ['Ran releases', 'Built UI'],
      unsupported: [],
      status: 'pending',
      confirmed: false,
    },
  ],
  created_at: '2025-08-20T09:30:00.000Z',
  updated_at: '2025-08-20T09:30:00.000Z',
  ...overrides,
});
const copy = (version = 1, highlights = ['Built UI', 'Ran releases']) =>
  makeResume({
    id: COPY_ID,
    title: 'Copy',
    language: 'en',
    origin: 'tailored',
    parent_id: RESUME_ID,
    version,
    document: { work: [{ ...original.work[0]!, highlights }] },
  });

function setUp(routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    [`GET /api/v1/resumes/${COPY_ID}`]: () => ok(copy()),
    [`GET /api/v1/resumes/${COPY_ID}/proposal`]: () => ok(proposal()),
    [`GET /api/v1/resumes/${COPY_ID}/claims`]: () => ok({ items: [] }),
    [`GET /api/v1/resumes/${COPY_ID}/analysis`]: () => ok(null),
    'GET /api/v1/jobs/favorites': () => ok({ items: [], total: 0 }),
    'GET /api/v1/meta': () =>
      ok({
        support_email: 'a@b.c',
        version: '1',
        ai_features: {
          translation: true,
          bullet_rewrites: true,
          letter_generation: true,
          profile_fill: true,
        },
      }),
    ...routes,
  });
}
const open = () =>
  renderWithProviders(<ResumePage />, {
    route: `/dashboard/resume?resume=${COPY_ID}`,
    language: 'en',
  });

describe('reviewing what tailoring proposed', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each change beside its original, its claims marked; "accept all supported" sends the version and leaves the marked one waiting', async () => {
    const after = proposal();
    after.changes = after.changes.map((change) =>
      change.id === 'c2' ? change : { ...change, status: 'accepted' },
    );
    const api = setUp({
      [`POST /api/v1/resumes/${COPY_ID}/proposal/accept-supported`]: () =>
        ok({
          resume: copy(2, ['Ran releases', 'Built the React UI']),
          proposal: after,
          accepted: 2,
        }),
    });
    const { user } = open();
    const review = await screen.findByTestId('proposal-review');
    expect(review).toHaveTextContent('3 changes wait for your decision.');
    const [first, second, third] = within(review).getAllByTestId('proposed-change');
    expect(first).toHaveTextContent('OriginalBuilt UIProposedBuilt the React UI');
    expect(within(first!).getByText('the React').tagName).toBe('INS');
    expect(within(second!).getByText('35%').tagName).toBe('MARK');
    expect(second).toHaveTextContent('Not in your original resume: 35%, 12');
    expect(third).toHaveTextContent('New order');

    await user.click(
      within(review).getByRole('button', { name: 'Accept all 2 supported changes' }),
    );
    await waitFor(() => expect(review).toHaveTextContent('1 change waits for your decision.'));
    expect(
      api.callsTo('POST', `/api/v1/resumes/${COPY_ID}/proposal/accept-supported`)[0]!.body,
    ).toEqual({ version: 1 });
    // The editor takes in the copy the server stored.
    await user.click(screen.getByRole('tab', { name: /Work experience/ }));
    expect(await screen.findByDisplayValue('Built the React UI')).toBeInTheDocument();
    const waiting = within(review)
      .getAllByTestId('proposed-change')
      .filter((card) => card.dataset.status === 'pending');
    expect(waiting).toHaveLength(1);
  });

  it('a marked change is kept only after confirming it is true, or by an edit the server finds no claim in', async () => {
    const decided = proposal();
    decided.changes = decided.changes.map((change) =>
      change.id === 'c2' ? { ...change, status: 'accepted', confirmed: true } : change,
    );
    const answers = [
      fail(
        409,
        'This change claims what your original resume does not: 35%. Edit that out, or confirm it is true, to accept it',
      ),
      ok({ resume: copy(2, ['Built UI', INVENTED]), proposal: decided }),
    ];
    const api = setUp({
      [`POST /api/v1/resumes/${COPY_ID}/proposal/changes/c2`]: () => answers.shift()!,
    });
    const { user } = open();
    const review = await screen.findByTestId('proposal-review');
    const card = within(review).getAllByTestId('proposed-change')[1]!;
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const box = within(card).getByRole('textbox', { name: 'Your version of this line' });
    await user.clear(box);
    await user.type(box, 'Improved conversion by 35%');
    await user.click(within(card).getByRole('button', { name: 'Save and accept' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This change claims what your original resume does not: 35%',
    );

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Keep as is…' }));
    expect(card).toHaveTextContent(
      'Your original resume does not say 35%, 12. Keep this only if it is true of you.',
    );
    await user.click(within(card).getByRole('button', { name: 'It is true: keep it' }));
    await waitFor(() => expect(card).toHaveTextContent('Kept: you confirmed it'));
    expect(
      api
        .callsTo('POST', `/api/v1/resumes/${COPY_ID}/proposal/changes/c2`)
        .map((call) => call.body),
    ).toEqual([
      { decision: 'accept', text: 'Improved conversion by 35%', version: 1 },
      { decision: 'accept', confirm: true, version: 1 },
    ]);
  });

  it('says before export what a copy claims beyond its original, and confirms it', async () => {
    const item = { path: 'work.0.highlights.0', text: 'Raised revenue by 300%', claims: ['300%'] };
    const api = setUp({
      [`GET /api/v1/resumes/${COPY_ID}/proposal`]: () => ok(null),
      [`GET /api/v1/resumes/${COPY_ID}/claims`]: () => ok({ items: [item] }),
      [`POST /api/v1/resumes/${COPY_ID}/claims/confirm`]: () => ok({ items: [] }),
    });
    const { user } = open();
    const notice = await screen.findByTestId('claims-notice');
    expect(notice).toHaveTextContent('Check before exporting');
    expect(within(notice).getByText('300%').tagName).toBe('MARK');
    expect(notice).toHaveTextContent('Work experience 1, bullet 1');
    await user.click(within(notice).getByRole('button', { name: 'They are true: confirm' }));
    await waitFor(() => expect(screen.queryByTestId('claims-notice')).toBeNull());
    expect(api.callsTo('POST', `/api/v1/resumes/${COPY_ID}/claims/confirm`)[0]!.body).toEqual({
      claims: ['300%'],
    });
  });
});

describe('the requirements of a job, with the evidence', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows how the score is made and, for each requirement, the resume’s words that meet it or that none do', async () => {
    const stored: StoredResumeAnalysis = {
      score: 78,
      breakdown: [{ check: 'contact', score: 90, weight: 1 }],
      suggestions: [],
      keywords: { matched: ['Accessibility'], missing: ['ACCA'] },
      parts: [
        { part: 'mustHave', score: 80, weight: 0.6, met: 4, total: 5 },
        { part: 'niceToHave', score: 50, weight: 0.15, met: 1, total: 2 },
        { part: 'resume', score: 85, weight: 0.25, met: null, total: null },
      ],
      requirements: [
        {
          text: 'Accessibility: you build interfaces that meet WCAG 2.1 AA.',
          importance: 'must',
          alternatives: [{ kind: 'skill', label: 'Accessibility' }],
          or_equivalent: false,
          is_core: false,
          met: { kind: 'skill', label: 'Accessibility' },
          evidence: {
            path: 'work.0.highlights.1',
            text: 'Led accessible web design for booking.',
            start: 4,
            end: 14,
          },
          reason: 'found',
          years: null,
        },
        {
          text: 'CPA, ACCA or equivalent.',
          importance: 'must',
          alternatives: [
            { kind: 'skill', label: 'CPA' },
            { kind: 'skill', label: 'ACCA' },
          ],
          or_equivalent: true,
          is_core: false,
          met: null,
          evidence: null,
          reason: 'notFound',
          years: null,
        },
        {
          text: 'Fluent English.',
          importance: 'nice',
          alternatives: [{ kind: 'language', label: 'English' }],
          or_equivalent: false,
          is_core: false,
          met: { kind: 'language', label: 'English' },
          evidence: null,
          reason: 'writtenIn',
          years: null,
        },
      ],
      unchecked: ['High level of integrity.'],
      target: { kind: 'job', job_id: JOB_ID, title: 'Engineer', company: 'Acme' },
      analysed_at: '2025-08-20T09:30:00.000Z',
    };
    fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(makeResume({ language: 'en' })),
      [`GET /api/v1/resumes/${RESUME_ID}/analysis`]: () => ok(stored),
      'GET /api/v1/jobs/favorites': () => ok({ items: [], total: 0 }),
      [`GET /api/v1/jobs/getJobById/${JOB_ID}`]: () => ok([]),
      'GET /api/v1/meta': () =>
        ok({
          support_email: 'a@b.c',
          version: '1',
          ai_features: {
            translation: false,
            bullet_rewrites: false,
            letter_generation: false,
            profile_fill: false,
          },
        }),
    });
    renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}&job=${JOB_ID}`,
      language: 'zh',
    });
    const parts = await screen.findByTestId('score-parts');
    expect(within(parts).getByRole('meter', { name: '满足的必备要求' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(parts).toHaveTextContent('5 项中满足 4 项');
    expect(parts).toHaveTextContent('占总分 60%');
    const list = screen.getByTestId('requirements');
    const [accessibility, acca, english] = within(list).getAllByTestId('requirement');
    expect(within(accessibility!).getByText('accessible').tagName).toBe('MARK');
    expect(accessibility).toHaveTextContent('工作经历 1 第 2 条');
    expect(acca).toHaveTextContent('CPA 或 ACCA (或同等资质)');
    expect(acca).toHaveTextContent('满足其中任意一项即可');
    expect(acca).toHaveTextContent('简历中没有找到。');
    expect(english).toHaveTextContent('你的简历是用英文写的。');
    expect(list).toHaveTextContent('3 项要求中，简历体现了 2 项。');
  });
});
