import { registerMember, signInAs } from './auth-helpers';
import { expect, test, useLanguage } from './fixtures';

/** After Escape closes a dialog, focus is back on what opened it, where the person left off. */
test('Escape hands focus back to the button that opened the dialog', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  await page.goto('/');
  const login = page.getByRole('navigation').getByRole('button', { name: '登录' });
  await login.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(login).toBeFocused();

  await signInAs(page, await registerMember(page.request, 'focus'));
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  for (const name of ['推荐奖励', '意见反馈', '设置']) {
    const opener = sidebar.getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener, name).toBeFocused();
  }
});

test('on a phone, focus comes back to the menu button that led to the dialog', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, await registerMember(page.request, 'phonefocus'));
  await page.goto('/dashboard');
  const menu = page.getByRole('button', { name: 'Open menu' });
  for (const name of ['Referral rewards', 'Feedback', 'Settings']) {
    await menu.click();
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menu, name).toBeFocused();
  }
});
