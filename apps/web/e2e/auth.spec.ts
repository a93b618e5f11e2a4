import { expect, test, useLanguage } from './fixtures';
import {
  logInWithDialog,
  readCode,
  registerMember,
  storedToken,
  uniqueEmail,
  type Member,
} from './auth-helpers';

// One account per worker for the tests that only log in: codes are rate limited per address.
let member: Promise<Member> | undefined;
const sharedMember = (request: Parameters<typeof registerMember>[0]) =>
  (member ??= registerMember(request, 'member'));

test('sign-up end to end: code from the outbox, registration, signed in on the dashboard, avatar menu', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const email = uniqueEmail('ada');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your Yonder account' })).toBeVisible();
  await dialog.getByLabel('Username').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await readCode(page.request, email));
  await dialog.getByLabel('Password').fill('lovelace-1843');
  await expect(dialog.getByText('At least 6 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();

  // A new account is welcomed by the onboarding, which a person may skip for the dashboard.
  await expect(page).toHaveURL('/dashboard/welcome');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Registration successful, welcome to Yonder')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Settings' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();

  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Account menu: Ada Lovelace' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('account-name')).toHaveText('Ada Lovelace');
  await expect(menu.getByTestId('account-email')).toHaveText(email);
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'My resume', 'Sign out']);
  await expect(page.getByTestId('avatar').first()).toHaveText('A');
  await menu.getByRole('menuitem', { name: 'My resume' }).click();
  await expect(page).toHaveURL('/dashboard/resume');
});

test('login and sign-out from the avatar menu; the tokens go whatever happens', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const account = await sharedMember(page.request);
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await logInWithDialog(page, account);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/privacy');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
});

test('a wrong password and an unknown e-mail get the same answer', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/http 401: .*\/api\/v1\/auth\/login|status of 401|请求失败 \(401\)/);
  await useLanguage(page, 'en');
  const account = await sharedMember(page.request);
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await logInWithDialog(page, { email: uniqueEmail('nobody'), password: 'whatever-1' });
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeEnabled();
  expect(await storedToken(page)).toBeNull();
  expect(account.email).toContain('@');
});

test('a guest who wanted a signed-in page lands there after logging in', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const account = await sharedMember(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'See all jobs' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Sign in to Yonder' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pending_redirect'))).toBe(
    '/dashboard/job/job-search',
  );
  await logInWithDialog(page, account);
  await expect(page).toHaveURL('/dashboard/job/job-search');
  expect(await page.evaluate(() => localStorage.getItem('pending_redirect'))).toBeNull();
});

test('a sign-in and a sign-out in one tab reach the other tab', async ({
  page,
  context,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const account = await sharedMember(page.request);
  const other = await context.newPage();
  await other.goto('/pricing');
  await expect(other.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('dialog')).toBeVisible();

  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await logInWithDialog(page, account);
  await expect(page).toHaveURL('/dashboard');
  // The other tab's open dialog closes itself and its top bar shows the account.
  await expect(other.getByRole('dialog')).toBeHidden();
  await expect(other.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  await page.getByTestId('sidebar').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByTestId('sidebar').getByRole('button', { name: 'Sign in / Register' }),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await storedToken(other)).toBeNull();
});

test('forgot password: a code by e-mail, a new password, then login with it', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const account = await registerMember(page.request, 'forgetful');
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByText(/verification code, then type the 6-digit code/)).toBeVisible();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  // The newest mail to this address is the reset code, not the sign-up one.
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/dev/outbox')).text()).split(`to ${account.email}`).length,
    )
    .toBe(3);
  await dialog.getByLabel('Verification code').fill(await readCode(page.request, account.email));
  await dialog.getByLabel('New password').fill('brand-new-pass');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Password reset successfully, you can now sign in with your new password'),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Sign in to Yonder' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await dialog.getByLabel('Password').fill('brand-new-pass');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

for (const language of ['zh', 'en'] as const) {
  const texts = {
    zh: {
      signIn: '登录',
      required: '请填写所有必填项',
      emailEmpty: '邮箱不能为空',
      invalid: '邮箱格式不正确',
      email: '邮箱',
      password: '密码',
      toRegister: '立即注册',
      register: '注册',
      short: '密码至少需要 6 个字符',
      forgot: '忘记密码？',
      reset: '重置密码',
      forgotRequired: '请填写邮箱和新密码',
      getCode: '获取验证码',
    },
    en: {
      signIn: 'Sign in',
      required: 'Please fill in all required fields',
      emailEmpty: 'Email cannot be empty',
      invalid: 'Invalid email format',
      email: 'Email',
      password: 'Password',
      toRegister: 'Sign up',
      register: 'Sign up',
      short: 'Password must be at least 6 characters',
      forgot: 'Forgot password?',
      reset: 'Reset password',
      forgotRequired: 'Please fill in email and new password',
      getCode: 'Get code',
    },
  }[language];

  test(`the auth dialog's validation messages in ${language}`, async ({ page, allowProblem }) => {
    allowProblem(/^$/);
    await useLanguage(page, language);
    await page.goto('/privacy');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const toasts = page.locator('[data-sonner-toaster]');
    const submit = dialog.getByRole('button', { name: texts.signIn, exact: true });

    await submit.click();
    await expect(toasts.getByText(texts.required)).toBeVisible();
    await dialog.getByLabel(texts.password, { exact: true }).fill('secret1');
    await submit.click();
    await expect(dialog.getByLabel(texts.email)).toHaveAccessibleDescription(texts.emailEmpty);
    await dialog.getByLabel(texts.email).fill('someone@nowhere');
    await submit.click();
    await expect(dialog.getByLabel(texts.email)).toHaveAccessibleDescription(texts.invalid);
    await expect(toasts.getByText(texts.invalid)).toBeVisible();

    await dialog.getByRole('button', { name: texts.toRegister, exact: true }).click();
    await expect(dialog.getByLabel(texts.email)).toHaveValue('');
    await dialog.getByRole('button', { name: texts.getCode }).click();
    await expect(dialog.getByLabel(texts.email)).toHaveAccessibleDescription(texts.emailEmpty);
    await dialog.getByLabel(texts.email).fill('someone@example.com');
    await dialog.getByRole('button', { name: texts.register, exact: true }).click();
    await expect(toasts.getByText(texts.required).last()).toBeVisible();

    await dialog.getByRole('button', { name: language === 'en' ? 'Sign in' : '去登录' }).click();
    await dialog.getByRole('button', { name: texts.forgot }).click();
    await dialog.getByRole('button', { name: texts.reset }).click();
    await expect(toasts.getByText(texts.forgotRequired)).toBeVisible();
    await dialog.getByLabel(texts.email).fill('someone@example.com');
    await dialog.getByLabel(language === 'en' ? 'Verification code' : '验证码').fill('123456');
    await dialog.getByLabel(language === 'en' ? 'New password' : '新密码').fill('123');
    await dialog.getByRole('button', { name: texts.reset }).click();
    await expect(toasts.getByText(texts.short)).toBeVisible();
  });
}
