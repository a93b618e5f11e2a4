import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { PRIVACY_SECTIONS } from '../utils/privacy-sections';
import { PrivacyPolicy } from './privacy-policy';

describe('PrivacyPolicy', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows every section with a contents entry linking to it, and the last update', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ success: false, code: 404, message: 'x' }, 404),
    );
    renderWithProviders(<PrivacyPolicy />, { route: '/privacy', language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 2025/8/20')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(PRIVACY_SECTIONS.length);
    for (const link of links) {
      const target = document.querySelector(link.getAttribute('href')!);
      expect(target?.querySelector('h2')).toHaveTextContent(link.textContent!.replace(/^\d+/, ''));
    }
    expect(screen.getByText('We do not sell your information')).toBeInTheDocument();
    // Until the server answers, the default support address is shown.
    expect(await screen.findByRole('link', { name: 'support@yonder.work' })).toHaveAttribute(
      'href',
      'mailto:support@yonder.work',
    );
  });

  it('shows the support address the server is configured with', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        success: true,
        code: 200,
        message: 'OK',
        data: { support_email: 'help@example.org' },
      }),
    );
    renderWithProviders(<PrivacyPolicy />, { route: '/privacy' });
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toMatch(/^\/api\/v1\/meta/);
  });
});
