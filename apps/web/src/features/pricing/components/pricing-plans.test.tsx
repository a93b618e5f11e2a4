import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-storage';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PricingPlans } from './pricing-plans';

describe('PricingPlans', () => {
  it('selects the month, marked most popular, by default', () => {
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

  it('opens the register dialog when a guest subscribes or chooses the free plan', async () => {
    const { user, openDialog } = renderWithProviders(<PricingPlans />, { route: '/pricing' });
    await user.click(screen.getByRole('button', { name: '立即订阅' }));
    await user.click(screen.getByRole('button', { name: '免费开始' }));
    expect(openDialog).toHaveBeenCalledTimes(2);
    expect(openDialog).toHaveBeenLastCalledWith('auth', { mode: 'register' });
  });

  it('tells a signed-in user that online payment is not open yet', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const { user, openDialog } = renderWithProviders(<PricingPlans />, { route: '/pricing' });
    expect(screen.getByRole('button', { name: '当前方案' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '立即订阅' }));
    expect(
      await screen.findByText('在线支付暂未开放，你当前使用的是免费方案。'),
    ).toBeInTheDocument();
    expect(openDialog).not.toHaveBeenCalled();
  });
});
