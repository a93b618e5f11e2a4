import { expect, test, useLanguage } from './fixtures';
import { uniqueEmail } from './auth-helpers';
import { OIDC_ISSUER } from './oidc-settings';

test('Google sign-in through a real OIDC issuer creates the account and lands on the remembered page', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  // The issuer's development pages ask for a web font; the test machine has no Internet.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
  await useLanguage(page, 'en');
  const email = uniqueEmail('grace.hopper');
  await page.goto('/');
  await page.getByRole('button', { name: 'See all jobs' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign in to Yonder' })).toBeVisible();
  const google = dialog.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeEnabled();
  await google.click();

  // The issuer's development login and consent pages.
  await page.waitForURL(`${OIDC_ISSUER}/**`);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL('/dashboard/job/job-search');
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pending_redirect'))).toBeNull();
  expect(page.url()).not.toContain('access_token');
  await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Settings' })).toBeVisible();

  await page.goto('/pricing');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('account-name')).toHaveText(/^Grace Hopper/);
});

test('a refused Google sign-in comes back with the translated reason and goes home', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  await page.goto(
    '/auth/callback#error=access_denied&error_description=%E5%B7%B2%E5%8F%96%E6%B6%88%20Google%20%E7%99%BB%E5%BD%95',
  );
  await expect(page).toHaveURL('/');
  await expect(page.getByText('已取消 Google 登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});
