import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { LetterPage } from './letter-page';

describe('LetterPage (signed out: the spec form and preview)', () => {
  it('writes the template letter with placeholders, then again when the language changes', async () => {
    const { user, i18n } = renderWithProviders(<LetterPage />, { language: 'zh' });
    expect(await screen.findByText('语言：zh')).toBeInTheDocument();
    expect(screen.getByText(/求职信会显示在这里/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('公司名称'), '远方科技');
    await user.click(screen.getByRole('radio', { name: '简洁' }));
    await user.click(screen.getByRole('button', { name: '生成求职信' }));
    const body = screen.getByLabelText<HTMLTextAreaElement>('求职信正文');
    expect(body.value).toContain('我应聘远方科技的【职位名称】职位。');
    expect(body.value).toContain('【您的核心亮点】');

    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByLabelText<HTMLTextAreaElement>('Letter text');
    expect(english.value).toContain('I am applying for the [Job title] position at 远方科技.');
    expect(english.value).toContain('[Your key highlights]');
    expect(screen.getByText('Language: en')).toBeInTheDocument();
  });

  it('fills the form from the position examples and asks a guest to sign in for the rest', async () => {
    const { user, openDialog } = renderWithProviders(<LetterPage />, { language: 'en' });
    await user.selectOptions(await screen.findByLabelText('Position'), 'Example: product manager');
    expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe('Bluebird Health');
    await user.click(screen.getByRole('button', { name: 'Generate letter' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Letter text').value).toContain(
      'Launched a patient booking app used by 40,000 people a month',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openDialog).toHaveBeenCalledWith('auth', expect.objectContaining({ mode: 'login' }));
  });
});
