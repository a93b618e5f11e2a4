import { candidateProfileSchema, type ProfileView } from '@yonder/contract/profile';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { ProfilePage } from './profile-page';

const KUBERNETES = {
  id: 'c1',
  question: 'Do you have experience with Kubernetes?',
  answer: 'Yes, four years in production.',
};
const RELOCATE = { id: 'c2', question: 'Are you willing to relocate?', answer: 'No' };

function viewWith(custom: (typeof KUBERNETES)[], version = 3): ProfileView {
  const profile = candidateProfileSchema.parse({ answers: { custom } });
  return {
    profile,
    version,
    completeness: { percent: 0, items: [] } as unknown as ProfileView['completeness'],
    resume: null,
    primaryResumeId: null,
    updatedAt: null,
  };
}

const ok = (data: unknown) => jsonResponse({ success: true, code: 200, message: 'OK', data });

type Call = { method: string; body: { profile: ProfileView['profile']; version: number } };

/** GET answers `reads` in turn (the last one again); PUT answers `saves` in turn. */
function serve(reads: ProfileView[], saves: Response[] = []) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname !== '/api/v1/profile') return jsonResponse({ success: false }, 404);
    if (method === 'GET') return ok(reads.length > 1 ? reads.shift() : reads[0]);
    const body = JSON.parse(String(init?.body)) as Call['body'];
    calls.push({ method, body });
    return (
      saves.shift() ??
      ok({ ...viewWith(body.profile.answers.custom, body.version + 1), profile: body.profile })
    );
  });
  return calls;
}

async function openAnswers(language: 'en' | 'zh' = 'en') {
  const rendered = renderWithProviders(<ProfilePage />, {
    route: '/dashboard/auto-apply',
    language,
  });
  const edit = language === 'en' ? 'Edit Application answers' : '编辑申请问题答案';
  await rendered.user.click(await screen.findByRole('button', { name: edit }));
  return { ...rendered, drawer: await screen.findByRole('dialog') };
}

describe('saved answers on the profile page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  });
  afterEach(() => vi.restoreAllMocks());

  it('the answers card lists the questions the extension saved', async () => {
    serve([viewWith([KUBERNETES, RELOCATE])]);
    renderWithProviders(<ProfilePage />, { language: 'en' });
    const card = await screen.findByRole('region', { name: 'Application answers' });
    expect(within(card).getByText('2 questions answered')).toBeInTheDocument();
    expect(within(card).getByText(KUBERNETES.question)).toBeInTheDocument();
    expect(within(card).getByText(RELOCATE.question)).toBeInTheDocument();
  });

  it('shows an answer the extension saved while the tab was in the background, not under a drawer', async () => {
    const reads = [viewWith([]), viewWith([KUBERNETES], 4)];
    serve(reads);
    const readsMade = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(
          ([url]) => new URL(String(url), 'http://localhost').pathname === '/api/v1/profile',
        ).length;
    const { user, unmount } = renderWithProviders(<ProfilePage />, { language: 'en' });
    const comeBack = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    await user.click(await screen.findByRole('button', { name: 'Edit Application answers' }));
    await comeBack();
    expect(readsMade()).toBe(1);
    await user.keyboard('{Escape}');
    await comeBack();
    const card = screen.getByRole('region', { name: 'Application answers' });
    expect(await within(card).findByText(KUBERNETES.question)).toBeInTheDocument();
    unmount();
    focusManager.setFocused(undefined);
  });

  it('says where saved answers come from while there are none, in Chinese', async () => {
    serve([viewWith([])]);
    const { drawer } = await openAnswers('zh');
    expect(within(drawer).getByRole('heading', { name: '已保存的回答' })).toBeInTheDocument();
    expect(within(drawer).getByText(/扩展程序会提议把回答保存到这里/)).toBeInTheDocument();
  });

  it('edits a question and an answer, removes one with undo, adds one, and saves the version read', async () => {
    const calls = serve([viewWith([KUBERNETES, RELOCATE])]);
    const { user, drawer } = await openAnswers();
    const first = within(drawer).getByRole('listitem', { name: 'Saved answer 1' });
    const answer = within(first).getByLabelText('Your answer');
    expect(within(first).getByLabelText('Question')).toHaveValue(KUBERNETES.question);
    expect(answer).toHaveValue(KUBERNETES.answer);
    await user.clear(answer);
    await user.type(answer, 'Five years.');

    const second = within(drawer).getByRole('listitem', { name: 'Saved answer 2' });
    const question = within(second).getByLabelText('Question');
    await user.clear(question);
    await user.type(question, 'Would you relocate to Berlin?');

    // Removed, then brought back where it was; then removed for good.
    await user.click(within(drawer).getByRole('button', { name: 'Remove Saved answer 1' }));
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      `Removed “${KUBERNETES.question}”.`,
    );
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Undo' }));
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(drawer).getAllByLabelText('Your answer')[0]).toHaveValue('Five years.');
    await user.click(within(drawer).getByRole('button', { name: 'Remove Saved answer 1' }));

    await user.click(within(drawer).getByRole('button', { name: 'Add a question' }));
    const added = within(drawer).getByRole('listitem', { name: 'Saved answer 2' });
    expect(within(added).getByLabelText('Question')).toHaveFocus();
    await user.type(within(added).getByLabelText('Question'), 'Preferred pronouns?');
    await user.type(within(added).getByLabelText('Your answer'), 'she/her');
    // One more "Add" never filled in is not stored.
    await user.click(within(drawer).getByRole('button', { name: 'Add a question' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.version).toBe(3);
    expect(calls[0]!.body.profile.answers.custom).toEqual([
      { ...RELOCATE, question: 'Would you relocate to Berlin?' },
      { id: expect.any(String), question: 'Preferred pronouns?', answer: 'she/her' },
    ]);
    const card = screen.getByRole('region', { name: 'Application answers' });
    expect(within(card).getByText('Would you relocate to Berlin?')).toBeInTheDocument();
    expect(within(card).queryByText(KUBERNETES.question)).not.toBeInTheDocument();
  });

  it('refuses half an answer and a question saved twice, next to the fields', async () => {
    const calls = serve([viewWith([KUBERNETES])]);
    const { user, drawer } = await openAnswers();
    await user.click(within(drawer).getByRole('button', { name: 'Add a question' }));
    const added = within(drawer).getByRole('listitem', { name: 'Saved answer 2' });
    await user.type(
      within(added).getByLabelText('Question'),
      'do you have experience with kubernetes?',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(within(added).getByLabelText('Question')).toHaveAccessibleDescription(
      'This question is already saved above: keep one answer.',
    );
    expect(within(added).getByLabelText('Your answer')).toHaveAccessibleDescription(
      'Enter your answer.',
    );
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Some fields need fixing');
    expect(calls).toHaveLength(0);
  });

  it('after the extension saved an answer meanwhile, "apply my edit" keeps both', async () => {
    const extensionSaved = viewWith([KUBERNETES, RELOCATE], 4);
    const calls = serve(
      [viewWith([KUBERNETES]), extensionSaved],
      [jsonResponse({ success: false, code: 409, message: 'Changed elsewhere' }, 409)],
    );
    const { user, drawer } = await openAnswers();
    const answer = within(drawer).getByLabelText('Your answer');
    await user.clear(answer);
    await user.type(answer, 'Five years.');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('dialog', { name: 'Your profile changed elsewhere' });
    await user.click(
      within(conflict).getByRole('button', { name: /Apply my edit to the latest profile/ }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body.version).toBe(4);
    expect(calls[1]!.body.profile.answers.custom).toEqual([
      { ...KUBERNETES, answer: 'Five years.' },
      RELOCATE,
    ]);
  });
});
