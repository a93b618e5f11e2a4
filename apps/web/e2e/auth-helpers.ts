import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Member = { username: string; email: string; password: string };

let counter = 0;
const octet = () => Math.floor(Math.random() * 250) + 1;
/**
 * Accounts made through the API come from addresses of their own (the browser tests' server
 * believes `X-Forwarded-For`), so the per-address limits on codes and logins only meet the tests
 * that mean to meet them.
 */
const asNewClient = () => ({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });

/** An address no other test (or run) uses. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.com`;

/** The newest 6-digit code mailed to `email`, read from the development outbox (no SMTP in tests). */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/outbox')).text();
        const mail = html.split('<article>').find((article) => article.includes(`to ${email}`));
        code = mail ? /\b(\d{6})\b/.exec(mail.split('<pre>')[1] ?? '')?.[1] : undefined;
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Creates an account through the API: a sign-up code from the outbox, then the registration. */
export async function registerMember(
  request: APIRequestContext,
  tag = 'member',
  email = uniqueEmail(tag),
  { onboarding = 'skip' }: { onboarding?: 'skip' | 'keep' } = {},
): Promise<Member> {
  const member = {
    username: `${tag[0]!.toUpperCase()}${tag.slice(1)} Tester`,
    email,
    password: 'secret-pass-1',
  };
  const client = asNewClient();
  const sent = await request.post('/api/v1/auth/send-code', {
    headers: client,
    data: { email: member.email, username: member.username, purpose: 'signup' },
  });
  expect(sent.status()).toBe(200);
  const code = await readCode(request, member.email);
  const registered = await request.post('/api/v1/auth/register', {
    headers: client,
    data: {
      username: member.username,
      email: member.email,
      password: member.password,
      verification_code: code,
    },
  });
  expect(registered.status()).toBe(201);
  // A new account opens the onboarding on its first dashboard visit; the accounts made for other
  // tests have skipped it, as a person does with its Skip button (onboarding.spec.ts goes through).
  if (onboarding === 'skip') {
    const { access_token: token } = (await registered.json()).data;
    const skipped = await request.put('/api/v1/onboarding', {
      headers: { ...client, authorization: `Bearer ${token}` },
      data: { status: 'skipped' },
    });
    expect(skipped.status()).toBe(200);
  }
  return member;
}

/** Logs in through the auth dialog, which must be open. */
export async function logInWithDialog(
  page: Page,
  member: Pick<Member, 'email' | 'password'>,
  language: 'zh' | 'en' = 'en',
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(language === 'en' ? 'Email' : '邮箱').fill(member.email);
  await dialog
    .getByLabel(language === 'en' ? 'Password' : '密码', { exact: true })
    .fill(member.password);
  await dialog
    .getByRole('button', { name: language === 'en' ? 'Sign in' : '登录', exact: true })
    .click();
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/**
 * Signs in through the API and hands the tokens to the page before it loads; answers the access
 * token the page starts with. `accessToken` may change that token (an expired or refused one).
 */
export async function signInAs(
  page: Page,
  member: Member,
  { accessToken = (real: string) => real }: { accessToken?: (real: string) => string } = {},
): Promise<string> {
  const answer = await page.request.post('/api/v1/auth/login', {
    headers: asNewClient(),
    data: { email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(200);
  const { access_token, refresh_token } = (await answer.json()).data;
  const startToken = accessToken(access_token as string);
  await page.addInitScript(
    ([access, refresh]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('auth_token', access!);
        localStorage.setItem('refresh_token', refresh!);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [startToken, refresh_token],
  );
  return startToken;
}
