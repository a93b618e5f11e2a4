import { logInWithDialog, registerMember, signInAs, storedToken } from './auth-helpers';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';

/** The same token with its `exp` moved, as after a quiet quarter of an hour (the server refuses it). */
function withExpiry(token: string, secondsFromNow: number) {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  claims.exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

test('a page opened after the access token expired renews it first and keeps the person signed in', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const member = await registerMember(page.request, 'quiet');
  const expired = await signInAs(page, member, { accessToken: (real) => withExpiry(real, -60) });

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/refresh')) refreshes.push(request.url());
  });
  await page.goto('/dashboard/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI resume' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No resume yet' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Settings' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(token).not.toBe(expired);
});

test('a token the server refuses is renewed once and the request sent again', async ({
  page,
  allowProblem,
}) => {
  // The first answer to the stale token is the 401 being recovered from.
  allowProblem(/http 401: .*\/api\/v1\/|status of 401/);
  await useLanguage(page, 'zh');
  const member = await registerMember(page.request, 'stale');
  // Looks valid for ten more minutes, but the server refuses it (as after a restart with a new key).
  const refused = await signInAs(page, member, { accessToken: (real) => withExpiry(real, 600) });

  await page.goto('/dashboard/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 简历' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '还没有简历' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('button', { name: '账户设置' })).toBeVisible();
  expect(await storedToken(page)).not.toBe(refused);
});

test('a forged sign-in link signs nobody in', async ({ page, allowProblem }) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oauth/exchange')) exchanges.push(request.url());
  });
  await page.goto('/auth/callback#code=made-by-someone-else');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('This sign-in was not started in this browser')).toBeVisible();
  expect(exchanges).toEqual([]);
  expect(await storedToken(page)).toBeNull();
});

for (const language of LANGUAGES)
  for (const viewport of VIEWPORTS)
    test(`a device signed out by a password change elsewhere says why (${language}, ${viewport.name})`, async ({
      page,
      browser,
      allowProblem,
    }, testInfo) => {
      // The signed-out device's first request with its ended session is the 401 being explained.
      allowProblem(/http 401: .*\/api\/v1\/|status of 401|请求失败 \(401\)/);
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      const member = await registerMember(page.request, 'twodevices');
      await signInAs(page, member);
      await page.goto('/dashboard');
      await expect.poll(() => storedToken(page)).toBeTruthy();

      // The other device: a laptop in English changes the password in the settings.
      const laptopContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const laptop = await laptopContext.newPage();
      await useLanguage(laptop, 'en');
      await signInAs(laptop, member);
      await laptop.goto('/dashboard');
      await laptop.getByTestId('sidebar').getByRole('button', { name: 'Settings' }).click();
      const settings = laptop.getByRole('dialog', { name: 'Account settings' });
      await settings.getByLabel('Current password').fill(member.password);
      await settings.getByLabel('New password', { exact: true }).fill('changed-pass-2');
      await settings.getByLabel('Confirm new password').fill('changed-pass-2');
      await settings.getByRole('button', { name: 'Update password' }).click();
      await expect(laptop.getByText('Password updated')).toBeVisible();
      await laptopContext.close();

      // This device comes back to the page: its session has ended, and it is told why.
      const message =
        language === 'zh'
          ? '你在其他设备上修改了密码，请重新登录'
          : 'Your password was changed on another device. Please sign in again.';
      await page.reload();
      const toaster = page.locator('[data-sonner-toaster]');
      await expect(toaster.getByText(message)).toBeVisible();
      expect(await storedToken(page)).toBeNull();
      // It stays: longer than any passing toast, and after another reload.
      await page.waitForTimeout(4_000);
      await expect(toaster.getByText(message)).toBeVisible();
      await page.reload();
      await expect(toaster.getByText(message)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`signed-out-${language}-${viewport.width}.png`),
      });

      // Its button opens the sign-in form; signing in with the new password ends the notice.
      await toaster
        .getByRole('button', { name: language === 'zh' ? '重新登录' : 'Sign in' })
        .click();
      await logInWithDialog(page, { email: member.email, password: 'changed-pass-2' }, language);
      await expect.poll(() => storedToken(page)).toBeTruthy();
      await page.reload();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(toaster.getByText(message)).toHaveCount(0);
    });

test("the password notice mail's reset link opens the reset form, or the settings when signed in", async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/?auth=forgot');
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveURL('/');

  const member = await registerMember(page.request, 'linked');
  await signInAs(page, member);
  await page.goto('/dashboard?auth=forgot');
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  await expect(settings.getByRole('tab', { name: 'Login & Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL('/dashboard');
});
