import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import ReferralDialog from './referral-dialog';

const ok = (data: unknown, message = 'OK') =>
  jsonResponse({ success: true, code: 200, message, data });

describe('ReferralDialog', () => {
  it('shows the link, who joined and the points; copying it counts as the first share', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    let isShared = false;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0];
      if (path === '/api/v1/referrals/share' && init?.method === 'POST') {
        const wasShared = isShared;
        isShared = true;
        return ok({ is_rewarded: !wasShared, points: wasShared ? 0 : 30 });
      }
      return ok({
        code: 'ABCD2345',
        link: 'https://yonder.example/?ref=ABCD2345',
        joined: 2,
        points_earned: isShared ? 40 : 10,
        is_share_rewarded: isShared,
      });
    });
    const { user } = renderWithProviders(<ReferralDialog isOpen onOpenChange={() => {}} />, {
      language: 'en',
    });
    expect(await screen.findByTestId('invite-link')).toHaveValue(
      'https://yonder.example/?ref=ABCD2345',
    );
    expect(screen.getByTestId('referral-joined')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-points')).toHaveTextContent('10');
    expect(screen.getByRole('link', { name: 'Weibo' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('https://yonder.example/?ref=ABCD2345')),
    );

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'https://yonder.example/?ref=ABCD2345',
    );
    expect(await screen.findByText('Thanks for sharing: +30 points')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('referral-points')).toHaveTextContent('40'));
    const shares = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/share'));
    expect(JSON.parse(String(shares[0]![1]!.body))).toEqual({ channel: 'copy' });

    await user.click(screen.getByRole('button', { name: 'WeChat QR code' }));
    expect(await screen.findByRole('img', { name: 'QR code of your invite link' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('asks a guest to sign up for a link, and still lists the rewards', async () => {
    const { user, openDialog } = renderWithProviders(
      <ReferralDialog isOpen onOpenChange={() => {}} />,
    );
    expect(screen.getAllByText('+5 积分')).toHaveLength(2);
    expect(screen.getByText('+30 积分')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(openDialog).toHaveBeenCalledWith('auth', { mode: 'register' });
  });
});
