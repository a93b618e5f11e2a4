import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fakeApi, makeResume, ok, RESUME_ID, signIn } from '../testing/fake-api';
import { ResumePage } from './resume-page';

const route = `/dashboard/resume?resume=${RESUME_ID}`;
const SAVE_WAIT = { timeout: 3000 };
const PUT = `PUT /api/v1/resumes/${RESUME_ID}`;

/** The text the field's aria-describedby points at (its error, then its hint). */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function setUp(language: 'zh' | 'en' = 'zh', resume = makeResume()) {
  const api = fakeApi({
    [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
    [PUT]: () => ok({ ...resume, version: 4 }),
  });
  const view = renderWithProviders(<ResumePage />, { route, language });
  return { api, puts: () => api.callsTo('PUT', `/api/v1/resumes/${RESUME_ID}`), ...view };
}

// These wait for real debounce timers: several seconds on a busy machine.
describe('resume editor: the contract’s rules', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('says beside the field what is past its limit, keeps the text and sends nothing until it is fixed', async () => {
    const { puts, user } = setUp();
    const name = await screen.findByRole('textbox', { name: '姓名' });
    await user.click(name);
    await user.paste('李'.repeat(201));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(name)).toBe('最多 200 个字符，现在 201 个。');
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('未保存：请修改标出的内容'),
      SAVE_WAIT,
    );
    expect(puts()).toHaveLength(0);
    expect(name).toHaveValue('李'.repeat(201));

    await user.type(name, '{Backspace}');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/最多 200 个字符/)).not.toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'),
      SAVE_WAIT,
    );
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({ document: { basics: { name: '李'.repeat(200) } } });
  });

  it('writes the problem in English for an English interface, on a bullet of its own', async () => {
    const resume = makeResume({ document: { work: [{ name: 'Acme', highlights: ['Shipped'] }] } });
    const { puts, user } = setUp('en', resume);
    await user.click(await screen.findByRole('tab', { name: /Work experience/ }));
    const bullet = screen.getByRole('textbox', { name: 'Achievements 1' });
    await user.click(bullet);
    await user.paste('x'.repeat(2000));

    expect(bullet).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(bullet)).toBe('At most 2000 characters; this has 2007.');
    // The tab says so too, for when another tab is showing.
    expect(screen.getByRole('tab', { name: /Work experience/ })).toHaveAccessibleName(
      /\(needs a fix\)$/,
    );
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved'),
      SAVE_WAIT,
    );
    expect(puts()).toHaveLength(0);
  });

  it('"Show" opens the tab of the refused field and puts the cursor in it', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('tab', { name: /个人简介/ }));
    await user.click(screen.getByRole('textbox', { name: '职业简介' }));
    await user.paste('字'.repeat(5001));
    await user.click(screen.getByRole('tab', { name: /技能/ }));
    expect(screen.queryByRole('textbox', { name: '职业简介' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '查看' }, SAVE_WAIT));
    expect(screen.getByRole('tab', { name: /个人简介/ })).toHaveAttribute('aria-selected', 'true');
    const summary = screen.getByRole('textbox', { name: '职业简介' });
    expect(summary).toHaveFocus();
    expect(descriptionOf(summary)).toContain('最多 5000 个字符，现在 5001 个。');
  });

  it('an empty title is refused beside it, while the rest of the resume is still saved', async () => {
    const { puts, user } = setUp();
    const title = await screen.findByRole('textbox', { name: '简历标题' });
    await user.clear(title);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(title)).toBe('标题不能为空；在你输入新标题前保留原标题。');

    await user.type(screen.getByRole('textbox', { name: '姓名' }), '韩梅梅');
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'),
      SAVE_WAIT,
    );
    const body = puts().at(-1)!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('title');
    expect(body).toMatchObject({ document: { basics: { name: '韩梅梅' } } });
  });

  it('asks before leaving with edits that cannot be saved, and stays when told to', async () => {
    const { currentUrl, user } = setUp();
    await user.click(await screen.findByRole('textbox', { name: '职业头衔' }));
    await user.paste('长'.repeat(201));

    await user.click(screen.getByRole('link', { name: '全部简历' }));
    const dialog = screen.getByRole('alertdialog', { name: '离开而不保存？' });
    await user.click(within(dialog).getByRole('button', { name: '留下修改' }));
    expect(currentUrl()).toBe(route);
    expect(screen.getByRole('textbox', { name: '职业头衔' })).toHaveValue('长'.repeat(201));

    await user.click(screen.getByRole('link', { name: '全部简历' }));
    await user.click(screen.getByRole('button', { name: '仍然离开' }));
    expect(currentUrl()).toBe('/dashboard/resume');
  });
});
