import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fakeApi, fakeUploads, makeResume, ok, signIn } from '../testing/fake-api';
import { ResumePage } from './resume-page';

const NEW_ID = '9a2b3c4d-0000-4000-8000-000000000001';
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

async function openUpload(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: '创建简历' }));
  const dialog = screen.getByRole('dialog', { name: '创建简历' });
  await user.click(within(dialog).getByRole('button', { name: /上传 PDF/ }));
  return screen.getByRole('dialog', { name: '上传简历' });
}

describe('resume page', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows a guest the feature cards and a sign-in that comes back here, without any call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, openDialog } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume?job=x',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'AI 简历' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'AI 简历能做什么' }).children).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(openDialog).toHaveBeenCalledWith('auth', {
      mode: 'login',
      redirectTo: '/dashboard/resume?job=x',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the empty state and creates from the blank template, opening it', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [] }),
      'POST /api/v1/resumes': () => ok({ id: NEW_ID }, 201),
      [`GET /api/v1/resumes/${NEW_ID}`]: () => ok(makeResume({ id: NEW_ID, title: '我的简历' })),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume',
    });
    expect(await screen.findByRole('heading', { name: '还没有简历' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '创建简历' }));
    await user.click(screen.getByRole('button', { name: /空白模板/ }));
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/resume?resume=${NEW_ID}`));
    expect(api.callsTo('POST', '/api/v1/resumes')[0]!.body).toEqual({
      title: '我的简历',
      language: 'zh',
    });
    expect(await screen.findByRole('textbox', { name: '简历标题' })).toHaveValue('我的简历');
  });

  it('refuses a file over 5 MB or of another type before sending, saying which and why', async () => {
    signIn();
    fakeApi({ 'GET /api/v1/resumes': () => ok({ items: [] }) });
    const uploads = fakeUploads([]);
    const { user } = renderWithProviders(<ResumePage />, { route: '/dashboard/resume' });
    const dialog = await openUpload(user);

    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('选择文件'), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '「big.pdf」大小为 6.0 MB，文件不能超过 5 MB。',
    );

    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(within(dialog).getByTestId('upload-dropzone'), {
      dataTransfer: { files: [photo] },
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '「photo.png」不是 PDF、Word 或文本文件。',
    );
    expect(within(dialog).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it("shows the server's refusal with the file's name, keeps the dialog, and a retry can succeed", async () => {
    signIn();
    fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [] }),
      [`GET /api/v1/resumes/${NEW_ID}`]: () => ok(makeResume({ id: NEW_ID, title: 'cv' })),
    });
    const uploads = fakeUploads([
      {
        status: 422,
        body: {
          success: false,
          code: 422,
          message: '这个 PDF 已加密，无法读取。请上传未加密的文件。',
        },
      },
      { status: 201, body: { success: true, code: 201, message: 'ok', data: { id: NEW_ID } } },
    ]);
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume',
    });
    const dialog = await openUpload(user);
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('选择文件'), file);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('「cv.pdf」未能上传');
    expect(alert).toHaveTextContent('这个 PDF 已加密，无法读取。请上传未加密的文件。');
    expect(uploads.sent[0]!.get('file')).toBeInstanceOf(File);

    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/resume?resume=${NEW_ID}`));
    expect(uploads.sent).toHaveLength(2);
    expect(await screen.findByText('简历已识别，请逐个板块检查')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '简历标题' })).toHaveValue('cv');
  });

  it('lists resumes with their score, and deletes one only after confirmation (Escape cancels)', async () => {
    signIn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const resume = makeResume({ ats_score: 82 });
    let items = [resume];
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items, primary_resume_id: items[0]?.id ?? null }),
      [`DELETE /api/v1/resumes/${resume.id}`]: () => {
        items = [];
        return ok({ new_primary: null });
      },
    });
    const { user } = renderWithProviders(<ResumePage />, { route: '/dashboard/resume' });
    const link = await screen.findByRole('link', { name: '前端简历' });
    expect(link).toHaveAttribute('href', `/dashboard/resume?resume=${resume.id}`);
    expect(screen.getByText('ATS 82')).toBeInTheDocument();

    const openDelete = async () => {
      await user.click(screen.getByRole('button', { name: '前端简历 的更多操作' }));
      await user.click(await screen.findByRole('menuitem', { name: '删除' }));
      return screen.findByRole('alertdialog', { name: '删除「前端简历」？' });
    };
    await openDelete();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/v1/resumes/${resume.id}`)).toHaveLength(0);

    const confirm = await openDelete();
    expect(within(confirm).getByRole('button', { name: '取消' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByRole('heading', { name: '还没有简历' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/v1/resumes/${resume.id}`)).toHaveLength(1);
  });

  it('marks the primary resume, makes another primary from its menu, and names its successor on delete', async () => {
    signIn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const frontend = makeResume();
    const backend = makeResume({ id: NEW_ID, title: '后端实习简历' });
    let items = [backend, frontend];
    let primary: string | null = frontend.id;
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items, primary_resume_id: primary }),
      'PUT /api/v1/profile/resumes': ({ body }) => {
        primary = (body as { primaryResumeId: string }).primaryResumeId;
        return ok({ primaryResumeId: primary });
      },
      [`DELETE /api/v1/resumes/${NEW_ID}`]: () => {
        items = [frontend];
        primary = frontend.id;
        return ok({ new_primary: { id: frontend.id, title: frontend.title } });
      },
    });
    const { user } = renderWithProviders(<ResumePage />, { route: '/dashboard/resume' });
    const card = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('li')!;
    expect(within(await card('前端简历')).getByText('主简历')).toBeInTheDocument();
    expect(within(await card('后端实习简历')).queryByText('主简历')).not.toBeInTheDocument();

    // The primary's own menu has nothing to make primary; another's does, and it is one call.
    await user.click(screen.getByRole('button', { name: '前端简历 的更多操作' }));
    expect(screen.queryByRole('menuitem', { name: '设为主简历' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '后端实习简历 的更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '设为主简历' }));
    expect(
      await screen.findByText('「后端实习简历」已设为主简历：职位匹配和仪表盘将使用它'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/v1/profile/resumes')[0]!.body).toEqual({
      primaryResumeId: NEW_ID,
    });
    await waitFor(async () =>
      expect(within(await card('后端实习简历')).getByText('主简历')).toBeInTheDocument(),
    );

    // Deleting the primary says so first, then names the resume that took its place.
    await user.click(screen.getByRole('button', { name: '后端实习简历 的更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除「后端实习简历」？' });
    expect(confirm).toHaveTextContent('这是你的主简历');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('简历已删除，「前端简历」现在是你的主简历')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('前端简历')).getByText('主简历')).toBeInTheDocument(),
    );
  });

  it('renames with a required title and duplicates from the menu, opening the copy', async () => {
    signIn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const resume = makeResume();
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [resume] }),
      [`PUT /api/v1/resumes/${resume.id}`]: () => ok({ ...resume, title: '新标题', version: 4 }),
      [`POST /api/v1/resumes/${resume.id}/duplicate`]: () => ok({ id: NEW_ID }, 201),
      [`GET /api/v1/resumes/${NEW_ID}`]: () =>
        ok(makeResume({ id: NEW_ID, title: '前端简历 (副本)' })),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume',
    });
    await user.click(await screen.findByRole('button', { name: '前端简历 的更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '重命名' }));
    const dialog = screen.getByRole('dialog', { name: '重命名简历' });
    const field = within(dialog).getByRole('textbox', { name: '标题' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(field).toHaveAccessibleDescription('请输入标题');
    expect(api.callsTo('PUT', `/api/v1/resumes/${resume.id}`)).toHaveLength(0);
    await user.type(field, '  新标题 ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `/api/v1/resumes/${resume.id}`)[0]!.body).toEqual({
      version: 3,
      title: '新标题',
    });

    await user.click(screen.getByRole('button', { name: /的更多操作$/ }));
    await user.click(await screen.findByRole('menuitem', { name: '复制' }));
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/resume?resume=${NEW_ID}`));
    expect(await screen.findByText('副本已创建')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '简历标题' })).toHaveValue('前端简历 (副本)');
  });

  it('creates a copy of a chosen resume from the create dialog, opening it', async () => {
    signIn();
    const first = makeResume();
    const second = makeResume({ id: '9a2b3c4d-0000-4000-8000-000000000002', title: '后端简历' });
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [first, second] }),
      [`POST /api/v1/resumes/${second.id}/duplicate`]: () => ok({ id: NEW_ID }, 201),
      [`GET /api/v1/resumes/${NEW_ID}`]: () =>
        ok(makeResume({ id: NEW_ID, title: '后端简历 (副本)' })),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume',
    });
    await user.click(await screen.findByRole('button', { name: '创建简历' }));
    await user.click(screen.getByRole('button', { name: /复制已有简历/ }));
    const dialog = screen.getByRole('dialog', { name: '复制简历' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: '要复制的简历' }),
      second.id,
    );
    await user.click(within(dialog).getByRole('button', { name: '创建副本' }));
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/resume?resume=${NEW_ID}`));
    expect(api.callsTo('POST', `/api/v1/resumes/${first.id}/duplicate`)).toHaveLength(0);
    expect(api.callsTo('POST', `/api/v1/resumes/${second.id}/duplicate`)).toHaveLength(1);
    expect(await screen.findByRole('textbox', { name: '简历标题' })).toHaveValue('后端简历 (副本)');
  });

  it('translates a chosen resume into the other language and opens the copy', async () => {
    signIn();
    const resume = makeResume();
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [resume] }),
      'GET /api/v1/meta': () => ok(meta(true)),
      [`POST /api/v1/resumes/${resume.id}/translate`]: () =>
        ok({ id: NEW_ID, available_credits: 2 }, 201),
      [`GET /api/v1/resumes/${NEW_ID}`]: () =>
        ok(makeResume({ id: NEW_ID, title: 'Frontend resume', language: 'en' })),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume',
    });
    await user.click(await screen.findByRole('button', { name: '创建简历' }));
    await user.click(screen.getByRole('button', { name: /^翻译/ }));
    const dialog = screen.getByRole('dialog', { name: '翻译简历' });
    expect(within(dialog).getByRole('combobox', { name: '要翻译的简历' })).toHaveValue(resume.id);
    expect(within(dialog).getByRole('radio', { name: '英文' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '翻译' }));
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/resume?resume=${NEW_ID}`));
    expect(api.callsTo('POST', `/api/v1/resumes/${resume.id}/translate`).at(-1)!.body).toEqual({
      target_language: 'en',
    });
    expect(await screen.findByRole('textbox', { name: '简历标题' })).toHaveValue('Frontend resume');
  });

  it('without an AI provider shows translation as unavailable, with the reason, before any click', async () => {
    signIn();
    const resume = makeResume();
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [resume] }),
      'GET /api/v1/meta': () => ok(meta(false)),
    });
    const { user } = renderWithProviders(<ResumePage />, { route: '/dashboard/resume' });
    await user.click(await screen.findByRole('button', { name: '创建简历' }));
    const card = await screen.findByRole('button', { name: /^翻译/ });
    await waitFor(() => expect(card).toBeDisabled());
    expect(card).toHaveTextContent('此功能需要 AI 服务，本站未配置，暂不提供。');
    expect(api.callsTo('POST', `/api/v1/resumes/${resume.id}/translate`)).toHaveLength(0);
  });
  it('imports a JSON Resume file as an imported resume, labelled so in the list', async () => {
    signIn();
    const imported = makeResume({ title: 'Grace', origin: 'import' });
    const api = fakeApi({
      'GET /api/v1/resumes': () => ok({ items: [imported] }),
      'GET /api/v1/meta': () => ok(meta(false)),
      'POST /api/v1/resumes': () => ok({ id: NEW_ID }, 201),
      [`GET /api/v1/resumes/${NEW_ID}`]: () =>
        ok(makeResume({ id: NEW_ID, title: 'Ada Lovelace', origin: 'import' })),
    });
    const { user, currentUrl } = renderWithProviders(<ResumePage />, {
      route: '/dashboard/resume',
    });
    expect(await screen.findByText('导入的 JSON Resume')).toBeInTheDocument();
    expect(screen.queryByText('空白模板')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '创建简历' }));
    await user.click(screen.getByRole('button', { name: '导入 JSON Resume 文件' }));
    const dialog = screen.getByRole('dialog', { name: '导入 JSON Resume' });
    const file = new File(
      [JSON.stringify({ basics: { name: 'Ada Lovelace', email: 'ada@example.com' } })],
      'ada.json',
      { type: 'application/json' },
    );
    await user.upload(within(dialog).getByLabelText('选择 .json 文件'), file);
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/resume?resume=${NEW_ID}`));
    expect(api.callsTo('POST', '/api/v1/resumes')[0]!.body).toMatchObject({
      title: 'Ada Lovelace',
      origin: 'import',
    });
  });
});
