import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fail, fakeApi, makeResume, ok, RESUME_ID, signIn } from '../testing/fake-api';
import { ResumePage } from './resume-page';

const route = `/dashboard/resume?resume=${RESUME_ID}`;
const SAVE_WAIT = { timeout: 3000 };

// These type and wait for real debounce timers: several seconds on a busy machine.
describe('resume editor', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds, moves and removes entries, and autosaves each state with the version it edited', async () => {
    const resume = makeResume({
      document: {
        work: [
          { name: 'Alpha', position: 'Dev' },
          { name: 'Beta', position: 'Lead' },
        ],
      },
    });
    let version = resume.version;
    const api = fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () => ok({ ...resume, version: (version += 1) }),
    });
    const { user } = renderWithProviders(<ResumePage />, { route });

    await user.click(await screen.findByRole('tab', { name: /工作经历/ }));
    await user.click(screen.getByRole('button', { name: '下移：Dev · Alpha' }));
    // The moved entry keeps focus: at the bottom now, on its "move up".
    expect(screen.getByRole('button', { name: '上移：Dev · Alpha' })).toHaveFocus();
    expect(
      screen
        .getAllByRole('button', { name: /^拖动以排序/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['拖动以排序：Lead · Beta', '拖动以排序：Dev · Alpha']);

    await user.click(screen.getByRole('button', { name: '添加工作经历' }));
    const newPosition = screen.getAllByRole('textbox', { name: '职位' }).at(-1)!;
    expect(newPosition).toHaveFocus();
    await user.type(newPosition, '架构师');
    const bullets = screen.getAllByRole('group', { name: '工作成果' }).at(-1)!;
    await user.click(within(bullets).getByRole('button', { name: '添加一条' }));
    await user.keyboard('设计了新系统{Enter}');
    expect(within(bullets).getAllByRole('textbox')).toHaveLength(2);
    expect(within(bullets).getAllByRole('textbox')[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(within(bullets).getAllByRole('textbox')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '删除：Lead · Beta' }));
    expect(screen.getByRole('button', { name: '添加工作经历' })).toHaveFocus();

    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'),
      SAVE_WAIT,
    );
    const puts = api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`);
    // Each save names the version the previous one produced.
    expect(puts.map((call) => (call.body as { version: number }).version)).toEqual(
      puts.map((_, index) => 3 + index),
    );
    const last = puts.at(-1)!.body as {
      document: { work: { name: string; position: string; highlights: string[] }[] };
    };
    expect(last.document.work.map((work) => [work.position, work.name, work.highlights])).toEqual([
      ['Dev', 'Alpha', []],
      ['架构师', '', ['设计了新系统']],
    ]);
  });

  it('brings a removed entry back in its place with the toast’s undo, and saves it', async () => {
    const resume = makeResume({
      document: {
        education: [
          { institution: '北京大学' },
          { institution: '清华大学' },
          { institution: '复旦大学' },
        ],
      },
    });
    const api = fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () => ok({ ...resume, version: 4 }),
    });
    const { user } = renderWithProviders(<ResumePage />, { route });
    const undo = async (name: string) => {
      const toast = (await screen.findByText(`已删除「${name}」`)).closest('li')!;
      within(toast).getByRole('button', { name: '撤销' }).focus();
      await user.keyboard('{Enter}');
    };
    const removeLabels = () =>
      screen.getAllByRole('button', { name: /^删除：/ }).map((b) => b.getAttribute('aria-label'));
    const allThree = ['删除：北京大学', '删除：清华大学', '删除：复旦大学'];

    await user.click(await screen.findByRole('tab', { name: /教育经历/ }));
    await user.click(screen.getByRole('button', { name: '删除：清华大学' }));
    expect(removeLabels()).toEqual(['删除：北京大学', '删除：复旦大学']);
    await undo('清华大学');
    await waitFor(() => expect(removeLabels()).toEqual(allThree));

    // Undone while another tab of the editor shows.
    await user.click(screen.getByRole('button', { name: '删除：北京大学' }));
    await user.click(screen.getByRole('tab', { name: /技能/ }));
    await undo('北京大学');
    await user.click(screen.getByRole('tab', { name: /教育经历/ }));
    expect(removeLabels()).toEqual(allThree);

    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'),
      SAVE_WAIT,
    );
    const last = api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`).at(-1)!.body as {
      document: { education: { institution: string }[] };
    };
    expect(last.document.education.map((entry) => entry.institution)).toEqual([
      '北京大学',
      '清华大学',
      '复旦大学',
    ]);
  });

  it('waits ~800 ms after the last keystroke, then sends one save', async () => {
    const resume = makeResume();
    const api = fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () => ok({ ...resume, version: 4 }),
    });
    const { user } = renderWithProviders(<ResumePage />, { route });
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '李雷');
    expect(screen.getByTestId('save-status')).toHaveTextContent('有未保存的修改');
    expect(api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`)).toHaveLength(0);
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'),
      SAVE_WAIT,
    );
    const puts = api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({
      version: 3,
      title: '前端简历',
      document: { basics: { name: '李雷' } },
    });
  });

  it('on a failed save shows "failed" with a retry that sends the same edits again', async () => {
    const resume = makeResume();
    let attempts = 0;
    const api = fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () =>
        (attempts += 1) === 1 ? fail(503, '服务暂时不可用') : ok({ ...resume, version: 4 }),
    });
    const { user } = renderWithProviders(<ResumePage />, { route });
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), 'Ada');
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('保存失败'),
      SAVE_WAIT,
    );
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'));
    const puts = api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`);
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toMatchObject({ version: 3, document: { basics: { name: 'Ada' } } });
  });
});

describe('resume editor: another tab saved first (409)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const setUp = () => {
    const original = makeResume();
    const latest = makeResume({ version: 7, document: { basics: { name: '别处的姓名' } } });
    let reads = 0;
    let isStale = true;
    const api = fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok((reads += 1) === 1 ? original : latest),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: ({ body }) => {
        if (isStale && (body as { version: number }).version !== 7)
          return fail(409, '简历已在别处更新');
        isStale = false;
        return ok({ ...latest, version: 8 });
      },
      'POST /api/v1/resumes': () => ok({ id: 'copy-1' }, 201),
    });
    const view = renderWithProviders(<ResumePage />, { route });
    return { api, ...view };
  };

  it('never overwrites silently: the dialog can load the latest and keep these edits as a copy', async () => {
    const { api, user } = setUp();
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), 'Ada');
    const dialog = await screen.findByRole('dialog', { name: '这份简历在别处被修改了' }, SAVE_WAIT);
    expect(screen.getByTestId('save-status')).toHaveTextContent('已在其他标签页修改');

    await user.click(within(dialog).getByRole('button', { name: /加载最新版本/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/v1/resumes')[0]!.body).toMatchObject({
      title: '前端简历（我的修改）',
      language: 'zh',
      document: { basics: { name: 'Ada' } },
    });
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('别处的姓名');
    expect(await screen.findByText('你的修改已保存在「前端简历（我的修改）」')).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('已保存');

    // Editing goes on from the latest version.
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '!');
    await waitFor(
      () =>
        expect(api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`).at(-1)!.body).toMatchObject({
          version: 7,
        }),
      SAVE_WAIT,
    );
  });

  it('or overwrite with these edits, saved over the latest version', async () => {
    const { api, user } = setUp();
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), 'Ada');
    const dialog = await screen.findByRole('dialog', { name: '这份简历在别处被修改了' }, SAVE_WAIT);
    await user.click(within(dialog).getByRole('button', { name: /用我的版本覆盖/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`).at(-1)!.body).toMatchObject({
      version: 7,
      document: { basics: { name: 'Ada' } },
    });
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('Ada');
    expect(screen.getByTestId('save-status')).toHaveTextContent('已保存');
    expect(api.callsTo('POST', '/api/v1/resumes')).toHaveLength(0);
  });

  it('while no version is chosen, closing or reloading the tab asks first; after a choice it does not', async () => {
    const { user } = setUp();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), 'Ada');
    await screen.findByRole('dialog', { name: '这份简历在别处被修改了' }, SAVE_WAIT);
    await user.keyboard('{Escape}');
    expect(leave()).toBe(true);

    await user.click(screen.getByRole('button', { name: '处理' }));
    const dialog = screen.getByRole('dialog', { name: '这份简历在别处被修改了' });
    await user.click(within(dialog).getByRole('button', { name: /用我的版本覆盖/ }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'));
    expect(leave()).toBe(false);
  });

  it('closing the dialog with Escape keeps the edits and pauses saving until a choice is made', async () => {
    const { api, user } = setUp();
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), 'Ada');
    await screen.findByRole('dialog', { name: '这份简历在别处被修改了' }, SAVE_WAIT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const putsBefore = api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`).length;
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '!');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`)).toHaveLength(putsBefore);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('Ada!');
    await user.click(screen.getByRole('button', { name: '处理' }));
    expect(screen.getByRole('dialog', { name: '这份简历在别处被修改了' })).toBeInTheDocument();
  });
});
