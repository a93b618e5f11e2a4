import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { FaqSection } from './faq-section';

describe('FaqSection', () => {
  it('lists five questions and keeps several answers open at once', async () => {
    const { user } = renderWithProviders(<FaqSection />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: '远方是免费的吗？' }));
    await user.click(screen.getByRole('button', { name: '职位信息来自哪里？' }));

    expect(screen.getByRole('button', { name: '远方是免费的吗？' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: '职位信息来自哪里？' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/AI 功能每天赠送 3 个积分/)).toBeVisible();
    expect(screen.getByText(/职位来自企业官网和公开的远程招聘平台/)).toBeVisible();
    expect(screen.getByRole('button', { name: '我的简历和个人信息安全吗？' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('headings keep their level under the section title', () => {
    renderWithProviders(<FaqSection />);
    expect(screen.getByRole('heading', { level: 2, name: '你可能想知道' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });
});
