import {
  emptyCandidateProfile,
  profileSectionsSchema,
  type ProfileSuggestions,
  type ProfileView,
} from '@yonder/contract/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { FillDialog } from './fill-dialog';

const RESUME_ID = '2b1f0c4e-8d5a-4f7e-9c3b-1a2d3e4f5a6b';

const view: ProfileView = {
  profile: emptyCandidateProfile(),
  version: 0,
  completeness: {
    percent: 0,
    items: { contact: false, education: false, work: false, skills: false, preferences: false },
  },
  resume: null,
  primaryResumeId: null,
  updatedAt: null,
};

const suggestions: ProfileSuggestions = {
  resumeId: RESUME_ID,
  resumeTitle: '前端简历',
  fileName: null,
  aiUsed: false,
  claims: {},
  sections: profileSectionsSchema.parse({
    contact: {
      name: '林小雨',
      email: 'lin@example.com',
      phoneCountryCode: '',
      phone: '',
      city: '',
      country: '',
      timeZone: '',
    },
    work: [
      {
        id: 'w1',
        company: '远方科技',
        title: '前端工程师',
        location: '',
        start: '2021-04',
        end: '',
        description: '',
      },
    ],
    education: [],
    projects: [],
    links: [],
    skills: [],
    languages: [],
  }),
};

const ok = (data: unknown) => jsonResponse({ success: true, code: 200, message: 'OK', data });
const attachedView: ProfileView = {
  ...view,
  resume: {
    id: RESUME_ID,
    title: '前端简历',
    fileName: '前端简历.pdf',
    fileType: 'pdf',
    uploadedAt: '2030-01-01T00:00:00.000Z',
  },
};

describe('the fill preview of a resume made in the editor', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it has no file, and when its PDF cannot be made keeps every choice and saves nothing', async () => {
    const calls: string[] = [];
    const pdfAnswers = [
      jsonResponse({ success: false, code: 503, message: '导出队列已满，请稍后再试' }, 503),
      ok(attachedView),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/v1/profile/resume/pdf') return pdfAnswers.shift()!;
      if (url.pathname === '/api/v1/profile' && method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as { profile: ProfileView['profile'] };
        return ok({ ...attachedView, profile: body.profile, version: 1 });
      }
      return ok({ items: [] });
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <FillDialog suggestions={suggestions} view={view} onClose={onClose} onConflict={vi.fn()} />,
      { language: 'zh' },
    );
    const dialog = await screen.findByRole('dialog', { name: '用简历填写资料' });
    expect(
      within(dialog).getByText('《前端简历》是在编辑器中制作的，没有可附上的原始文件。'),
    ).toBeInTheDocument();
    const makePdf = within(dialog).getByRole('checkbox', { name: '生成这份简历的 PDF 并附上' });
    expect(makePdf).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '填入资料' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('导出队列已满，请稍后再试');
    expect(calls).not.toContain('PUT /api/v1/profile');
    expect(onClose).not.toHaveBeenCalled();
    expect(makePdf).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /使用简历中的联系方式/ })).toBeChecked();

    // Tried again: the PDF is attached first, then the chosen sections are saved.
    await user.click(within(dialog).getByRole('button', { name: '填入资料' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.startsWith('POST') || call.startsWith('PUT'))).toEqual([
      'POST /api/v1/profile/resume/pdf',
      'POST /api/v1/profile/resume/pdf',
      'PUT /api/v1/profile',
    ]);
  });

  it('an AI reading: what the resume does not say is marked, not ticked, left out of "take all", and taken only when confirmed', async () => {
    const puts: ProfileView['profile'][] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/profile' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { profile: ProfileView['profile'] };
        puts.push(body.profile);
        return ok({ ...attachedView, profile: body.profile, version: 1 });
      }
      return ok({ items: [] });
    });
    const invented = {
      id: 'w2',
      company: 'Globex',
      title: 'VP of Engineering',
      location: '',
      start: '2009-01',
      end: '2012-06',
      description: '',
    };
    const read: ProfileSuggestions = {
      ...suggestions,
      aiUsed: true,
      sections: { ...suggestions.sections, work: [...suggestions.sections.work, invented] },
      claims: { w2: ['Globex', 'VP of Engineering', '2009-01'] },
    };
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <FillDialog suggestions={read} view={attachedView} onClose={onClose} onConflict={vi.fn()} />,
      { language: 'en' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/The AI wrote some things your resume does not say/),
    ).toBeInTheDocument();
    const real = within(dialog).getByRole('checkbox', { name: /远方科技/ });
    const claimed = within(dialog).getByRole('checkbox', {
      name: /Globex.*Not in your resume: Globex, VP of Engineering, 2009-01.*I confirm it is true/,
    });
    expect(real).toBeChecked();
    expect(claimed).not.toBeChecked();
    const takeAll = within(dialog).getByRole('checkbox', {
      name: 'Take the 1 entry your resume backs',
    });
    await user.click(takeAll);
    await user.click(takeAll);
    expect(claimed).not.toBeChecked();
    expect(real).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Add to profile' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.work.map((work) => work.company)).toEqual(['远方科技']);
  });

  it('an AI reading: a confirmed entry is taken', async () => {
    const puts: ProfileView['profile'][] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/profile' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { profile: ProfileView['profile'] };
        puts.push(body.profile);
        return ok({ ...attachedView, profile: body.profile, version: 1 });
      }
      return ok({ items: [] });
    });
    const read: ProfileSuggestions = {
      ...suggestions,
      aiUsed: true,
      claims: { w1: ['远方科技'] },
    };
    const { user } = renderWithProviders(
      <FillDialog suggestions={read} view={attachedView} onClose={vi.fn()} onConflict={vi.fn()} />,
      { language: 'zh' },
    );
    const dialog = await screen.findByRole('dialog');
    const claimed = within(dialog).getByRole('checkbox', {
      name: /简历中没有：远方科技.*仍然采用：我确认属实/,
    });
    expect(claimed).not.toBeChecked();
    await user.click(claimed);
    await user.click(within(dialog).getByRole('button', { name: '填入资料' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.work.map((work) => work.company)).toEqual(['远方科技']);
  });
});
