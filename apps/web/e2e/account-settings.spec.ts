import { expect, expectNoSeriousViolations, test, useLanguage } from './fixtures';
import { registerMember, signInAs } from './auth-helpers';

test('account settings: username saved for real, password change with the spec messages, subscription facts', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/http 400: .*updateUserPassword|status of 400|请求失败 \(400\)/);
  await useLanguage(page, 'en');
  const member = await registerMember(page.request, 'settler');
  await signInAs(page, member);
  await page.goto('/dashboard');
  await page.getByTestId('sidebar').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  await expect(dialog.getByRole('tab', { name: 'Login & Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Username')).toHaveValue(member.username);
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(member.email);
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await dialog.getByLabel('Username').fill('Renamed Settler');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const update = dialog.getByRole('button', { name: 'Update password' });
  await update.click();
  await expect(
    page.locator('[data-sonner-toaster]').getByText('Please fill in complete password information'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription(
    'Please fill in complete password information',
  );
  await dialog.getByLabel('Current password').fill('not-the-password');
  await dialog.getByLabel('New password', { exact: true }).fill('next-pass-1');
  await dialog.getByLabel('Confirm new password').fill('next-pass-2');
  await update.click();
  await expect(dialog.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'New passwords do not match',
  );
  await dialog.getByLabel('Confirm new password').fill('next-pass-1');
  await update.click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(member.password);
  await update.click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveValue('');
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('');

  await dialog.getByRole('tab', { name: 'Subscription Info' }).click();
  await expect(dialog.getByTestId('current-plan')).toHaveText('Free');
  await expect(dialog.getByTestId('available-credits')).toHaveText(/^\d+$/);
  await dialog.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByText('Subscription status refreshed')).toBeVisible();
  await expect(dialog.getByText('No payments yet.')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // Contact support opens the feedback dialog with the type filled in.
  await dialog.getByRole('button', { name: 'Contact support' }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback' });
  await expect(feedback.getByRole('radio', { name: 'Subscription & membership' })).toBeChecked();
  await page.keyboard.press('Escape');

  // The session survived the password change (only other devices were signed out), and the new name shows.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Account menu: Renamed Settler' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Renamed Settler');
});

test('each settings tab keeps its scroll position', async ({ page, allowProblem }) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  await page.setViewportSize({ width: 375, height: 640 });
  await signInAs(page, await registerMember(page.request, 'scroller'));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('button', { name: '设置' }).click();
  const dialog = page.getByRole('dialog', { name: '账户设置' });
  await expect(dialog.getByRole('tab', { name: '登录与安全' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const body = dialog.locator('.overflow-y-auto');
  const scrolled = await body.evaluate((node) => {
    node.scrollTo(0, 240);
    return node.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(100);
  await dialog.getByRole('tab', { name: '订阅信息' }).click();
  await expect(dialog.getByTestId('current-plan')).toHaveText('免费版');
  expect(await body.evaluate((node) => node.scrollTop)).toBe(0);
  await dialog.getByRole('tab', { name: '登录与安全' }).click();
  await expect.poll(() => body.evaluate((node) => node.scrollTop)).toBe(scrolled);
});

test('the auth dialog has no serious accessibility violation in any mode', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  await page.goto('/privacy');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '使用 Google 登录' })).toBeEnabled();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: '立即注册' }).click();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: '去登录' }).click();
  await dialog.getByRole('button', { name: '忘记密码？' }).click();
  await expectNoSeriousViolations(page, '[role="dialog"]');
});
