import { registerMember, signInAs } from './auth-helpers';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  shot,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';
import { STRIPE_API_BASE } from './stripe-settings';

const TEXT = {
  zh: {
    week: /1 周/,
    subscribe: '立即订阅',
    paid: '支付成功',
    view: '查看我的订阅',
    settings: '账户设置',
    tab: '订阅信息',
    plan: '1 周',
    paymentRow: /1 周 · \$9\.99.*支付宝.*已支付/s,
    cancelled: '已取消支付',
  },
  en: {
    week: /1 week/,
    subscribe: 'Subscribe now',
    paid: 'Payment received',
    view: 'View my subscription',
    settings: 'Account settings',
    tab: 'Subscription Info',
    plan: '1 week',
    paymentRow: /1 week · \$9\.99.*Alipay.*Paid/s,
    cancelled: 'Payment cancelled',
  },
} as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`pricing → local Checkout → success page → subscription tab (${viewport.name}, ${language})`, async ({
      page,
      allowProblem,
    }) => {
      allowProblem(/^$/);
      const text = TEXT[language];
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await signInAs(page, await registerMember(page.request, `payer-${viewport.name}`));

      await page.goto('/pricing');
      await page.getByRole('radio', { name: text.week }).click();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: text.subscribe }).click();

      // The session's hosted page, served by the local Stripe-protocol server.
      await page.waitForURL(`${STRIPE_API_BASE}/checkout/**`);
      await expect(page.getByText('Amount: 9.99 USD')).toBeVisible();
      await page.getByLabel('Method').selectOption('alipay');
      await page.getByRole('button', { name: 'Pay' }).click();

      await page.waitForURL(/\/payment\/success\?session_id=cs_test_/);
      await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
      await expect(page.getByTestId('checkout-plan-end')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `payments-success-${viewport.name}-${language}`);

      await page.getByRole('button', { name: text.view }).click();
      const dialog = page.getByRole('dialog', { name: text.settings });
      await expect(dialog.getByRole('tab', { name: text.tab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(dialog.getByTestId('current-plan')).toHaveText(text.plan);
      await expect(dialog.getByTestId('plan-ends-at')).toBeVisible();
      await expect(dialog.getByTestId('payment-row')).toHaveText(text.paymentRow);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await shot(page, `payments-subscription-${viewport.name}-${language}`);
    });
  }
}

test('a guest registers first; cancelling Checkout charges nothing', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe now' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your Yonder account' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAs(page, await registerMember(page.request, 'canceller'));
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe now' }).click();
  await page.waitForURL(`${STRIPE_API_BASE}/checkout/**`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/payment/cancel');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'payments-cancel-desktop-en');
});
