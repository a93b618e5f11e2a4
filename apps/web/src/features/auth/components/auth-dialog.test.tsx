import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, PENDING_REDIRECT_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import AuthDialog from './auth-dialog';

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;

function mockApi(routes: Record<string, Route> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const path = url.split('?')[0]!;
    const route = routes[path];
    if (route) return route(url, init);
    if (path === '/api/v1/auth/providers')
      return jsonResponse({ success: true, code: 200, message: 'OK', data: { google: true } });
    return jsonResponse({ success: false, code: 404, message: 'No such API endpoint' }, 404);
  });
}

const SESSION = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  expires_in: 900,
  token_type: 'bearer',
  user: {
    id: 'u1',
    email: 'li@example.com',
    username: 'Li',
    name: 'Li',
    avatar_url: null,
    created_at: '2025-01-01T00:00:00Z',
  },
};

function renderDialog(
  props: Partial<Parameters<typeof AuthDialog>[0]> = {},
  language: 'zh' | 'en' = 'zh',
) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(<AuthDialog isOpen onOpenChange={onOpenChange} {...props} />, {
    language,
  });
  return { ...view, onOpenChange };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

describe('AuthDialog', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe.each([
    {
      language: 'zh' as const,
      submit: '登录',
      texts: {
        required: '请填写所有必填项',
        emailEmpty: '邮箱不能为空',
        invalid: '邮箱格式不正确',
        short: '密码至少需要 6 个字符',
        forgot: '请填写邮箱和新密码',
      },
      labels: {
        email: '邮箱',
        password: '密码',
        newPassword: '新密码',
        username: '用户名',
        code: '验证码',
      },
      modes: {
        register: '立即注册',
        forgot: '忘记密码？',
        registerSubmit: '注册',
        forgotSubmit: '重置密码',
      },
    },
    {
      language: 'en' as const,
      submit: 'Sign in',
      texts: {
        required: 'Please fill in all required fields',
        emailEmpty: 'Email cannot be empty',
        invalid: 'Invalid email format',
        short: 'Password must be at least 6 characters',
        forgot: 'Please fill in email and new password',
      },
      labels: {
        email: 'Email',
        password: 'Password',
        newPassword: 'New password',
        username: 'Username',
        code: 'Verification code',
      },
      modes: {
        register: 'Sign up',
        forgot: 'Forgot password?',
        registerSubmit: 'Sign up',
        forgotSubmit: 'Reset password',
      },
    },
  ])('validation in $language', ({ language, submit, texts, labels, modes }) => {
    it('login: all empty, e-mail empty, bad e-mail; nothing is sent', async () => {
      const fetchSpy = mockApi();
      const { user } = renderDialog({}, language);
      await user.click(screen.getByRole('button', { name: submit }));
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        texts.required,
      );
      expect(
        await screen.findByText(texts.required, { selector: '[data-sonner-toast] *' }),
      ).toBeInTheDocument();

      await user.type(field(labels.password), 'secret1');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(field(labels.email)).toHaveAccessibleDescription(texts.emailEmpty);
      expect(field(labels.email)).toHaveAttribute('aria-invalid', 'true');

      await user.type(field(labels.email), 'not an email');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(field(labels.email)).toHaveAccessibleDescription(texts.invalid);
      expect(
        fetchSpy.mock.calls.filter(([url]) => String(url).includes('/auth/login')),
      ).toHaveLength(0);
    });

    it('register: required fields and a too short password', async () => {
      mockApi();
      const { user } = renderDialog({ mode: 'register' }, language);
      const form = () => screen.getByTestId('auth-dialog');
      await user.click(within(form()).getByRole('button', { name: modes.registerSubmit }));
      expect(field(labels.username)).toHaveAccessibleDescription(texts.required);
      await user.type(field(labels.username), 'Li');
      await user.type(field(labels.email), 'li@example.com');
      await user.type(field(labels.code), '12a3456');
      expect(field(labels.code)).toHaveValue('123456');
      await user.type(field(labels.password), '12345');
      await user.click(within(form()).getByRole('button', { name: modes.registerSubmit }));
      expect(field(labels.password)).toHaveAccessibleDescription(new RegExp(texts.short));
    });

    it('forgot: e-mail and new password required, then the minimum length', async () => {
      mockApi();
      const { user } = renderDialog({}, language);
      await user.click(screen.getByRole('button', { name: modes.forgot }));
      await user.click(screen.getByRole('button', { name: modes.forgotSubmit }));
      expect(field(labels.email)).toHaveAccessibleDescription(texts.forgot);
      await user.type(field(labels.email), 'li@example.com');
      await user.type(field(labels.code), '123456');
      await user.type(field(labels.newPassword), '123');
      await user.click(screen.getByRole('button', { name: modes.forgotSubmit }));
      expect(field(labels.newPassword)).toHaveAccessibleDescription(new RegExp(texts.short));
    });
  });

  it('sign-up: every problem beside its field at once; a refusal keeps everything typed', async () => {
    const fetchSpy = mockApi({
      '/api/v1/auth/register': () =>
        jsonResponse(
          { success: false, code: 400, message: 'The code is wrong or has expired' },
          400,
        ),
    });
    const { user } = renderDialog({ mode: 'register' }, 'en');
    const form = () => screen.getByTestId('auth-dialog');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '123');
    await user.click(within(form()).getByRole('button', { name: 'Sign up' }));
    expect(field('Username')).toHaveAccessibleDescription('Please fill in all required fields');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(field('Password')).toHaveAccessibleDescription(/at least 6 characters/);
    expect(field('Username')).toHaveFocus();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/register'))).toHaveLength(
      0,
    );

    await user.type(field('Username'), 'Li');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'li@example.com');
    await user.type(field('Verification code'), '123456');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'secret1');
    await user.click(within(form()).getByRole('button', { name: 'Sign up' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired',
    );
    expect(field('Username')).toHaveValue('Li');
    expect(field('Email')).toHaveValue('li@example.com');
    expect(field('Verification code')).toHaveValue('123456');
    expect(field('Password')).toHaveValue('secret1');
  });

  it('switching modes clears every field', async () => {
    mockApi();
    const { user } = renderDialog({ mode: 'login' }, 'en');
    await user.type(field('Email'), 'li@example.com');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create your Yonder account' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
    await user.type(field('Username'), 'Li');
    await user.type(field('Email'), 'li@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
  });

  it('opens in the mode its opener asked for', () => {
    mockApi();
    renderDialog({ mode: 'register' }, 'en');
    expect(screen.getByRole('heading', { name: 'Create your Yonder account' })).toBeInTheDocument();
  });

  it('logs in, keeps the tokens, and goes to the remembered destination', async () => {
    localStorage.setItem(PENDING_REDIRECT_KEY, '/dashboard/job/job-search');
    const fetchSpy = mockApi({
      '/api/v1/auth/login': () =>
        jsonResponse({ success: true, code: 200, message: 'Logged in', data: SESSION }),
    });
    const { user, onOpenChange, currentUrl } = renderDialog({}, 'en');
    await user.type(field('Email'), ' li@example.com ');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls.find(([url]) => String(url).includes('/auth/login'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'li@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a.b.c');
    expect(localStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(currentUrl()).toBe('/dashboard/job/job-search');
  });

  it('shows the server message when the login is refused, and re-enables the button', async () => {
    mockApi({
      '/api/v1/auth/login': () =>
        jsonResponse({ success: false, code: 401, message: 'Incorrect email or password' }, 401),
    });
    const { user } = renderDialog({}, 'en');
    await user.type(field('Email'), 'li@example.com');
    await user.type(field('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Incorrect email or password', { selector: '[data-sonner-toast] *' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Incorrect email or password',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('calls the success callback instead of navigating', async () => {
    mockApi({
      '/api/v1/auth/login': () =>
        jsonResponse({ success: true, code: 200, message: 'ok', data: SESSION }),
    });
    const onSuccess = vi.fn();
    const { user, currentUrl } = renderDialog({ onSuccess }, 'en');
    await user.type(field('Email'), 'li@example.com');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(currentUrl()).toBe('/');
  });

  it('closes itself when someone signs in in another tab', async () => {
    mockApi();
    const { onOpenChange } = renderDialog({}, 'en');
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'a.b.c');
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: 'a.b.c' }));
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves Google sign-in out on a server with no identity provider', async () => {
    mockApi({
      '/api/v1/auth/providers': () =>
        jsonResponse({ success: true, code: 200, message: 'OK', data: { google: false } }),
    });
    renderDialog({}, 'en');
    await screen.findByLabelText('Email');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('or email')).not.toBeInTheDocument();
  });
});
