import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { ProfileSection } from './profile-section';

const USER = {
  id: '3f0e0b1a-1111-4222-8333-444455556666',
  username: 'lin',
  email: 'lin@example.com',
  avatar_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const ok = (data: unknown) => jsonResponse({ success: true, code: 200, message: 'ok', data });

describe('username', () => {
  let isSaveRefused = true;
  beforeEach(() => {
    localStorage.setItem('auth_token', 'token-1');
    isSaveRefused = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/auth/me') return ok(USER);
      if (path === '/api/v1/users/')
        return ok([{ name: isSaveRefused ? 'Lin' : 'Lin Yu', email: USER.email }]);
      if (path === '/api/v1/users/me' && init?.method === 'PATCH')
        return isSaveRefused
          ? jsonResponse({ success: false, code: 503, message: '服务暂不可用' }, 503)
          : ok({ ...USER, username: 'Lin Yu' });
      throw new Error(`unexpected call ${path}`);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('says a blank username is not allowed beside the field, in both languages', async () => {
    for (const [language, label, save, message] of [
      ['zh', '用户名', '保存', '用户名不能为空'],
      ['en', 'Username', 'Save', 'Username cannot be empty'],
    ] as const) {
      const { user, unmount } = renderWithProviders(<ProfileSection />, { language });
      const input = screen.getByRole('textbox', { name: label });
      await waitFor(() => expect(input).toHaveValue('Lin'));
      await user.clear(input);
      await user.type(input, '   ');
      await user.click(screen.getByRole('button', { name: save }));
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveFocus();
      unmount();
    }
  });

  it('keeps the typed name when saving fails, and saves it trimmed when it works', async () => {
    const { user } = renderWithProviders(<ProfileSection />, { language: 'zh' });
    const input = screen.getByRole('textbox', { name: '用户名' });
    await waitFor(() => expect(input).toHaveValue('Lin'));
    await user.clear(input);
    await user.type(input, ' Lin Yu ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
    expect(input).toHaveValue(' Lin Yu ');

    isSaveRefused = false;
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('Lin Yu'),
    );
  });
});
