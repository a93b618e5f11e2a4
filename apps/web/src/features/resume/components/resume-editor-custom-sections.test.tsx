import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fakeApi, makeResume, ok, RESUME_ID, signIn } from '../testing/fake-api';
import { ResumePage } from './resume-page';

const route = `/dashboard/resume?resume=${RESUME_ID}`;
const SAVE_WAIT = { timeout: 3000 };

type Saved = {
  document: {
    customSections: { title: string; items: string[] }[];
    education: { location: string; summary: string }[];
  };
};

// A parsed upload keeps what Yonder has no fields for: the person sees and edits it here.
describe('resume editor: sections of one’s own', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the sections a parse kept, edits their items and adds one, and saves them', async () => {
    const resume = makeResume({
      document: {
        customSections: [{ title: '获奖情况', items: ['数学建模竞赛 省级一等奖 2021年10月'] }],
      },
    });
    let version = resume.version;
    const api = fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () => ok({ ...resume, version: (version += 1) }),
    });
    const { user } = renderWithProviders(<ResumePage />, { route });

    const tab = await screen.findByRole('tab', { name: /其他板块/ });
    expect(tab).toHaveTextContent('1');
    await user.click(tab);
    expect(screen.getByRole('textbox', { name: '板块标题' })).toHaveValue('获奖情况');
    const items = screen.getByRole('group', { name: '内容' });
    expect(within(items).getByRole('textbox')).toHaveValue('数学建模竞赛 省级一等奖 2021年10月');
    // The preview prints the section under its own title.
    const preview = screen.getByRole('article', { name: /预览/ });
    expect(within(preview).getByRole('heading', { name: '获奖情况' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加板块' }));
    await user.type(screen.getAllByRole('textbox', { name: '板块标题' }).at(-1)!, '兴趣爱好');
    const added = screen.getAllByRole('group', { name: '内容' }).at(-1)!;
    await user.click(within(added).getByRole('button', { name: '添加一条' }));
    await user.keyboard('长跑');

    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'),
      SAVE_WAIT,
    );
    const last = api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`).at(-1)!.body as Saved;
    expect(last.document.customSections).toEqual([
      { title: '获奖情况', items: ['数学建模竞赛 省级一等奖 2021年10月'] },
      { title: '兴趣爱好', items: ['长跑'] },
    ]);
  });

  it('shows a school’s place and notes, in English too', async () => {
    const resume = makeResume({
      language: 'en',
      document: {
        education: [
          {
            institution: 'Hudson State University',
            location: 'Albany, NY',
            summary: 'Won 2nd place in the 2023 Civic Data Hackathon',
          },
        ],
      },
    });
    fakeApi({ [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume) });
    const { user } = renderWithProviders(<ResumePage />, { route, language: 'en' });

    await user.click(await screen.findByRole('tab', { name: /Education/ }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Albany, NY');
    expect(
      screen.getByRole('textbox', { name: 'Notes (thesis, honours, activities)' }),
    ).toHaveValue('Won 2nd place in the 2023 Civic Data Hackathon');
    const preview = screen.getByRole('article', { name: /preview/i });
    expect(preview).toHaveTextContent('Hudson State University · Albany, NY');
    expect(preview).toHaveTextContent('Won 2nd place in the 2023 Civic Data Hackathon');
    expect(screen.getByRole('tab', { name: /Other sections/ })).toBeInTheDocument();
  });
});
