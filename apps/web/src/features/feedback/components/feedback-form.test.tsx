import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { FeedbackForm } from './feedback-form';

const description = () => screen.getByRole('textbox', { name: '详细描述' });

describe('FeedbackForm', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['empty', ''],
    ['only spaces', '   \n  '],
  ])('with an %s description says what to write and sends nothing', async (_, text) => {
    const { user } = renderWithProviders(<FeedbackForm />, { route: '/feedback' });
    if (text) await user.type(description(), text);
    await user.click(screen.getByRole('button', { name: '提交反馈' }));

    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveAccessibleDescription('请填写详细描述：你遇到的问题或想要的功能。');
    expect(description()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends every field, shows the sending state, then the thanks and a toast', async () => {
    let answer: (response: Response) => void = () => {};
    vi.mocked(fetch).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<FeedbackForm />, { route: '/feedback' });

    await user.click(screen.getByRole('radio', { name: '功能建议' }));
    screen.getByRole('radio', { name: /3 星/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /4 星/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: '标题（可选）' }), ' 希望支持深色模式 ');
    await user.type(description(), '  晚上看职位太亮了  ');
    await user.type(screen.getByRole('textbox', { name: '邮箱（可选）' }), 'li@example.com');
    await user.click(screen.getByRole('checkbox', { name: '允许我们通过邮件回复你' }));
    await user.click(screen.getByRole('button', { name: '提交反馈' }));

    expect(screen.getByRole('button', { name: /提交中/ })).toBeDisabled();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/v1/feedback/create_feedback');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      user_id: '',
      type: 'feature',
      description: '晚上看职位太亮了',
      rating: 4,
      title: '希望支持深色模式',
      email: 'li@example.com',
      allow_email_reply: true,
    });

    answer(jsonResponse({ success: true, code: 201, message: '感谢反馈', data: { id: '1' } }, 201));
    expect(await screen.findByRole('heading', { name: '感谢你的反馈！' })).toBeInTheDocument();
    expect(await screen.findByText('感谢你的反馈！我们已经收到。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '再提交一条' }));
    expect(description()).toHaveValue('');
  });

  it('sends rating 0 and type bug when they are left alone, and rejects a malformed email', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse({ success: true, code: 201, message: 'ok', data: {} }, 201),
    );
    const { user } = renderWithProviders(<FeedbackForm />, { route: '/feedback' });
    await user.type(description(), '按钮点不动');
    await user.type(screen.getByRole('textbox', { name: '邮箱（可选）' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(screen.getByRole('textbox', { name: '邮箱（可选）' })).toHaveAccessibleDescription(
      '请输入有效的邮箱地址',
    );
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: '邮箱（可选）' }));
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]?.body))).toMatchObject({
      type: 'bug',
      rating: 0,
      email: '',
    });
  });

  it('keeps everything typed and shows the server message when sending fails', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse({ success: false, code: 429, message: '请求过于频繁，请 60 秒后再试' }, 429),
    );
    const { user } = renderWithProviders(<FeedbackForm />, { route: '/feedback' });
    await user.type(screen.getByRole('textbox', { name: '标题（可选）' }), '登录问题');
    await user.type(description(), '验证码收不到');
    await user.click(screen.getByRole('button', { name: '提交反馈' }));

    expect(await screen.findByText('请求过于频繁，请 60 秒后再试')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题（可选）' })).toHaveValue('登录问题');
    expect(description()).toHaveValue('验证码收不到');
    expect(screen.getByRole('button', { name: '提交反馈' })).toBeEnabled();
  });

  it('shows the server field errors of a 422 next to their fields', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse(
        {
          success: false,
          code: 422,
          message: '参数校验失败',
          errors: [{ field: 'email', message: '邮箱格式无效' }],
        },
        422,
      ),
    );
    const { user } = renderWithProviders(<FeedbackForm />, { route: '/feedback' });
    await user.type(description(), '内容');
    await user.type(screen.getByRole('textbox', { name: '邮箱（可选）' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: '提交反馈' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '邮箱（可选）' })).toHaveAccessibleDescription(
        '邮箱格式无效',
      ),
    );
    expect(await screen.findByText('参数校验失败')).toBeInTheDocument();
  });
  it('writes every field error in English beside its field, all at once', async () => {
    const { user } = renderWithProviders(<FeedbackForm />, { route: '/feedback', language: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const text = screen.getByRole('textbox', { name: 'Detailed description' });
    expect(text).toHaveAccessibleDescription(
      'Please describe the problem you met or the feature you would like.',
    );
    expect(text).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
