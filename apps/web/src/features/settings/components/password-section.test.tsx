import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { PasswordSection } from './password-section';

const URL_PATH = '/api/v1/users/updateUserPassword';

function serve(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input).includes(URL_PATH)) return answer();
    throw new Error(`unexpected call ${String(input)}`);
  });
}
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('password change', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'token-1'));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    {
      language: 'en' as const,
      labels: ['Current password', 'New password', 'Confirm new password', 'Update password'],
      incomplete: 'Please fill in complete password information',
      mismatch: 'New passwords do not match',
      short: 'Password must be at least 6 characters',
    },
    {
      language: 'zh' as const,
      labels: ['当前密码', '新密码', '确认新密码', '更新密码'],
      incomplete: '请填写完整的密码信息',
      mismatch: '两次输入的新密码不一致',
      short: '密码至少需要 6 个字符',
    },
  ])('shows each problem beside its field, in $language, and sends nothing', async (texts) => {
    const fetchSpy = serve(() => jsonResponse({ success: true, code: 200, message: 'ok' }));
    const { user } = renderWithProviders(<PasswordSection />, { language: texts.language });
    const [current, next, confirm, submit] = texts.labels as [string, string, string, string];
    await user.click(screen.getByRole('button', { name: submit }));
    expect(field(current)).toHaveAccessibleDescription(texts.incomplete);
    expect(field(current)).toHaveFocus();

    await user.type(field(current), 'old-pass');
    await user.type(field(next), 'abc');
    await user.type(field(confirm), 'abd');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(field(confirm)).toHaveAccessibleDescription(texts.mismatch);
    expect(field(confirm)).toHaveAttribute('aria-invalid', 'true');
    expect(field(next)).toHaveAccessibleDescription(texts.short);
    expect(field(current)).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps every typed value when the server refuses, and clears them once it accepts', async () => {
    let accepts = false;
    const fetchSpy = serve(() =>
      accepts
        ? jsonResponse({ success: true, code: 200, message: 'ok' })
        : jsonResponse({ success: false, code: 400, message: 'Current password is wrong' }, 400),
    );
    const { user } = renderWithProviders(<PasswordSection />, { language: 'en' });
    await user.type(field('Current password'), 'old-pass');
    await user.type(field('New password'), 'next-pass-1');
    await user.type(field('Confirm new password'), 'next-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Current password is wrong')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('old-pass');
    expect(field('New password')).toHaveValue('next-pass-1');
    expect(field('Confirm new password')).toHaveValue('next-pass-1');
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'old-pass',
      new_password: 'next-pass-1',
    });

    accepts = true;
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('Confirm new password')).toHaveValue('');
  });
});
