import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import AuthDialog from './auth-dialog';

const codeSent = () =>
  jsonResponse({ success: true, code: 200, message: 'Verification code sent', data: null });

function setup(sendCode: () => Response) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input).split('?')[0];
    if (path === '/api/v1/auth/send-code') return sendCode();
    return jsonResponse({ success: true, code: 200, message: 'OK', data: { google: false } });
  });
  const view = renderWithProviders(<AuthDialog isOpen onOpenChange={() => {}} mode="register" />, {
    language: 'en',
  });
  return { ...view, fetchSpy };
}

/** Only the countdown's interval is faked: requests and toasts keep real time. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Get code countdown', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for a valid e-mail before sending anything', async () => {
    const { user, fetchSpy } = setup(codeSent);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email cannot be empty');
    await user.type(screen.getByLabelText('Email'), 'li@example');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('send-code'))).toBe(false);
  });

  it('sends the code, then counts 60 s down with the button disabled', async () => {
    const { user, fetchSpy } = setup(codeSent);
    await user.type(screen.getByLabelText('Username'), 'Li');
    await user.type(screen.getByLabelText('Email'), 'li@example.com');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Verification code sent to your email')).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls.find(([url]) => String(url).includes('send-code'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'li@example.com',
      username: 'Li',
      purpose: 'signup',
    });

    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await tick(1000);
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    await tick(58_000);
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    await tick(1000);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('resets the countdown to 0 when the request fails, with the server message', async () => {
    const { user } = setup(() =>
      jsonResponse(
        {
          success: false,
          code: 429,
          message: 'Please wait 42 seconds before asking for a new code',
        },
        429,
      ),
    );
    await user.type(screen.getByLabelText('Email'), 'li@example.com');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByText('Please wait 42 seconds before asking for a new code'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('falls back to the fixed text on a network failure', async () => {
    const { user } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(screen.getByLabelText('Email'), 'li@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByText('Failed to send verification code, please try again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('switching modes clears the countdown', async () => {
    const { user } = setup(codeSent);
    await user.type(screen.getByLabelText('Email'), 'li@example.com');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
