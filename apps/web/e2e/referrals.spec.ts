import type { APIRequestContext } from '@playwright/test';
import { registerMember, uniqueEmail, type Member } from './auth-helpers';
import { expect, test, useLanguage } from './fixtures';
import { OIDC_ISSUER } from './oidc-settings';

async function tokenOf(request: APIRequestContext, member: Member) {
  const answer = await request.post('/api/v1/auth/login', {
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` },
    data: { email: member.email, password: member.password },
  });
  return (await answer.json()).data.access_token as string;
}

const referralOf = async (request: APIRequestContext, token: string) =>
  (
    await (
      await request.get('/api/v1/referrals', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data as { link: string; joined: number; points_earned: number };

test('an invite link is kept through Google sign-up, and the inviter earns the sign-up points once', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
  await useLanguage(page, 'en');
  const inviter = await registerMember(page.request, 'inviter');
  const token = await tokenOf(page.request, inviter);
  const { link } = await referralOf(page.request, token);

  // The link as shared (its path and ?ref=), on this server.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'See all jobs' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${OIDC_ISSUER}/**`);
  await page.locator('input[name="login"]').fill(uniqueEmail('invited.friend'));
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  await expect
    .poll(async () => referralOf(page.request, token))
    .toMatchObject({ joined: 1, points_earned: 5 });
  expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();
});
