import { registerMember, signInAs, storedToken } from './auth-helpers';
import { expect, test, useLanguage } from './fixtures';

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
