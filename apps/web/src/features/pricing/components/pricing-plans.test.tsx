import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { PricingPlans } from './pricing-plans';

const ok = (data: unknown, code = 200) =>
  jsonResponse({ success: true, code, message: 'OK', data }, code);

/** The server's answers: whether it takes payments, and a Checkout Session for a period. */
function mockPayments(isConfigured: boolean) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).split('?')[0];
    if (path === '/api/v1/payments/config') return ok({ is_configured: isConfigured });
    if (path === '/api/v1/payments/checkout' && init?.method === 'POST') {
      const { period } = JSON.parse(String(init.body)) as { period: string };
      return ok({ session_id: 'cs_1', url: `https://checkout.example/${period}` }, 201);
    }
    return jsonResponse({ success: false, code: 404, message: 'No such API endpoint' }, 404);
  });
}

describe('PricingPlans', () => {
  it('selects the month, marked most popular, by default', () => {
    mockPayments(true);
    renderWithProviders(<PricingPlans />, { route: '/pricing' });
    const month = screen.getByRole('radio', { name: /1 个月/ });
    expect(month).toBeChecked();
    expect(within(month).getByText('最受欢迎')).toBeInTheDocument();
    expect(within(month).getByText('节省 53%')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /1 周/ })).not.toBeChecked();
    expect(screen.getAllByText('最受欢迎')).toHaveLength(1);
    // Every plan name is in Chinese, none left in English.
    expect(screen.getByRole('radio', { name: /3 个月/ })).toHaveTextContent('尊享版');
    expect(screen.queryByText(/Unlimited|Premium/)).not.toBeInTheDocument();
  });

  it('shows each period at its price and moves the choice with the arrow keys', async () => {
    mockPayments(true);
    const { user } = renderWithProviders(<PricingPlans />, { route: '/pricing', language: 'en' });
    const plan = screen.getByRole('region', { name: 'Unlimited' });
    expect(within(plan).getByText('$19.99', { selector: 'p > span' })).toBeInTheDocument();

    screen.getByRole('radio', { name: /1 month/ }).focus();
    // Held as a person would: Radix moves focus a tick after keydown and selects on that focus.
    await user.keyboard('{ArrowRight>}');
    const quarter = screen.getByRole('radio', { name: /3 months/ });
    await waitFor(() => expect(quarter).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    expect(within(quarter).getByText('Premium')).toBeInTheDocument();
    expect(within(quarter).getByText('$0.56 per day')).toBeInTheDocument();
    expect(within(plan).getByText('$49.99', { selector: 'p > span' })).toBeInTheDocument();
  });

  it('opens the register dialog when a guest subscribes (then continues to Checkout) or chooses the free plan', async () => {
    mockPayments(true);
    const { user, openDialog } = renderWithProviders(<PricingPlans />, { route: '/pricing' });
    await user.click(screen.getByRole('radio', { name: /1 周/ }));
    await user.click(screen.getByRole('button', { name: '立即订阅' }));
    expect(openDialog).toHaveBeenLastCalledWith('auth', {
      mode: 'register',
      redirectTo: '/pricing?checkout=week',
    });
    await user.click(screen.getByRole('button', { name: '免费开始' }));
    expect(openDialog).toHaveBeenLastCalledWith('auth', { mode: 'register' });
  });

  it('sends a signed-in user to Stripe Checkout for the chosen period', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const fetchSpy = mockPayments(true);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = renderWithProviders(<PricingPlans />, { route: '/pricing' });
    await user.click(screen.getByRole('radio', { name: /3 个月/ }));
    await user.click(screen.getByRole('button', { name: '立即订阅' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/quarter'));
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/checkout'))).toHaveLength(
      1,
    );
  });

  it('continues to Checkout after a guest signed up from a plan', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    mockPayments(true);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { currentUrl } = renderWithProviders(<PricingPlans />, {
      route: '/pricing?checkout=week',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/week'));
    expect(currentUrl()).toBe('/pricing');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('says so when this server takes no payments, and sends nothing', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const fetchSpy = mockPayments(false);
    const { user, openDialog } = renderWithProviders(<PricingPlans />, { route: '/pricing' });
    expect(screen.getByRole('button', { name: '当前方案' })).toBeDisabled();
    expect(await screen.findByTestId('payments-off')).toHaveTextContent('此服务器尚未配置在线支付');
    await user.click(screen.getByRole('button', { name: '立即订阅' }));
    await waitFor(() => expect(screen.getAllByText(/此服务器尚未配置在线支付/)).toHaveLength(2));
    expect(openDialog).not.toHaveBeenCalled();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/checkout'))).toBe(false);
  });
});
