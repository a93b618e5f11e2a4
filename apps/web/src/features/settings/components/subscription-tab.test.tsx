import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { SubscriptionTab } from './subscription-tab';

const ok = (data: unknown) => jsonResponse({ success: true, code: 200, message: 'OK', data });

const FREE = {
  username: 'Ada',
  email: 'ada@example.com',
  available_credits: 32,
  daily_credits: 2,
  bonus_credits: 30,
  current_plan: 'free',
  plan_ends_at: null,
  daily_credits_reset_at: '2030-03-02T16:00:00.000Z',
  time_zone: 'Asia/Shanghai',
};
const PAID = {
  ...FREE,
  available_credits: -1,
  daily_credits: 0,
  current_plan: 'month',
  plan_ends_at: '2030-04-01T10:00:00.000Z',
};
const PAYMENT = {
  id: 'p1',
  period: 'month',
  amount: 1999,
  currency: 'usd',
  method: 'wechat_pay',
  status: 'paid',
  created_at: '2030-03-02T10:00:00.000Z',
  paid_at: '2030-03-02T10:01:00.000Z',
  refunded_at: null,
};

describe('SubscriptionTab', () => {
  it('shows daily and bonus points apart, and after a refresh the plan the server found', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    let isPaid = false;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0];
      if (path === '/api/v1/account') return ok(isPaid ? PAID : FREE);
      if (path === '/api/v1/payments')
        return ok({ current_plan: 'free', plan_ends_at: null, payments: [] });
      if (path === '/api/v1/payments/refresh' && init?.method === 'POST') {
        isPaid = true;
        return ok({ current_plan: 'month', plan_ends_at: PAID.plan_ends_at, payments: [PAYMENT] });
      }
      return jsonResponse({ success: false, code: 404, message: 'nope' }, 404);
    });
    const { user } = renderWithProviders(<SubscriptionTab onNavigate={() => {}} />, {
      language: 'en',
    });
    expect(await screen.findByTestId('available-credits')).toHaveTextContent('32');
    expect(screen.getByTestId('daily-credits')).toHaveTextContent('Today: 2 free points left');
    expect(screen.getByTestId('bonus-credits')).toHaveTextContent('Bonus: 30 points');
    // The reset is midnight of the person's own day, named in their zone.
    expect(screen.getByTestId('credits-reset')).toHaveTextContent(
      'renew at midnight your time (next: 3 March 2030 at 00:00 (China Standard Time))',
    );
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Free');
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(await screen.findByText('Subscription status refreshed')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/payments/refresh'))).toBe(
      true,
    );
    await waitFor(() =>
      expect(screen.getByTestId('current-plan')).toHaveTextContent('Unlimited (1 month)'),
    );
    expect(screen.getByTestId('available-credits')).toHaveTextContent('Unlimited');
    expect(screen.getByTestId('plan-ends-at')).toHaveTextContent('Until 1 April 2030');
    expect(screen.getByTestId('payment-row')).toHaveTextContent('$19.99');
    expect(screen.getByTestId('payment-row')).toHaveTextContent('WeChat Pay');
    expect(screen.getByTestId('payment-row')).toHaveTextContent('Paid');
  });

  it('opens the feedback dialog with "subscription and membership" filled in', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input).split('?')[0];
      if (path === '/api/v1/account') return ok(FREE);
      return ok({ current_plan: 'free', plan_ends_at: null, payments: [] });
    });
    const { user, openDialog } = renderWithProviders(<SubscriptionTab onNavigate={() => {}} />);
    await user.click(screen.getByRole('button', { name: '联系客服' }));
    expect(openDialog).toHaveBeenCalledWith('feedback', { feedbackType: 'subscription' });
  });
});
