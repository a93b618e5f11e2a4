import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';
import { registerMember, signInAs } from './auth-helpers';

const TEXT = {
  en: {
    menu: 'Open menu',
    settings: 'Settings',
    dialog: 'Account settings',
    tab: 'Privacy & data',
    request: 'Request my data',
    ready: /Ready: the link is in your e-mail/,
    open: 'Delete account…',
    deleteDialog: 'Delete your account?',
    password: 'Your password',
    word: 'DELETE',
    wordLabel: 'Type DELETE to confirm',
    confirm: 'Delete my account',
    wrong: 'The password is incorrect; nothing was deleted',
    goodbye: 'Your account and data have been deleted. Goodbye, and thank you!',
    signIn: 'Sign in',
  },
  zh: {
    menu: '打开菜单',
    settings: '设置',
    dialog: '账户设置',
    tab: '隐私与数据',
    request: '申请导出数据',
    ready: /已完成：下载链接已发到你的邮箱/,
    open: '删除账号…',
    deleteDialog: '确定删除你的账号吗？',
    password: '你的密码',
    word: '删除',
    wordLabel: '输入“删除”以确认',
    confirm: '删除我的账号',
    wrong: '密码不正确，账号未被删除',
    goodbye: '你的账号和数据已删除。再见，感谢你的使用！',
    signIn: '登录',
  },
} as const;

/** The download link of the newest export mail to the address, from the development outbox. */
async function exportLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/outbox')).text();
      const mail = html.split('<article>').find((article) => article.includes(`to ${email}`));
      link = /\/api\/v1\/account\/exports\/[\w-]+\/download\?token=[\w-]+/.exec(mail ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`privacy & data at ${viewport.name} in ${language}: export my data, then delete my account`, async ({
      page,
      allowProblem,
    }) => {
      test.setTimeout(60_000);
      allowProblem(
        /http 400: .*\/api\/v1\/account$|status of 400|请求失败 \(400\) \/api\/v1\/account /,
      );
      const text = TEXT[language];
      await useLanguage(page, language);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const member = await registerMember(page.request, `privacy${viewport.name}${language}`);
      await signInAs(page, member);
      await page.goto('/dashboard');
      if (viewport.name === 'mobile') {
        await page.getByRole('button', { name: text.menu }).click();
        await page.getByRole('button', { name: text.settings }).click();
      } else {
        await page.getByTestId('sidebar').getByRole('button', { name: text.settings }).click();
      }
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.getByRole('tab', { name: text.tab }).click();
      await expect(dialog.getByRole('tab', { name: text.tab })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // Download all my data: the status follows the export until its link is mailed.
      await dialog.getByRole('button', { name: text.request }).click();
      await expect(dialog.getByTestId('export-status')).toHaveAttribute(
        'data-status',
        /pending|ready/,
      );
      await expect(dialog.getByTestId('export-status')).toHaveText(text.ready, {
        timeout: 15_000,
      });
      await expectNoSeriousViolations(page, '[role="dialog"]');
      const link = await exportLink(page, member.email);
      const archive = await page.request.get(link, { headers: { cookie: '' } });
      expect(archive.status()).toBe(200);
      expect(archive.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);

      // Delete my account: a dialog of its own, closed by Escape, confirmed with the password.
      await dialog.getByRole('button', { name: text.open }).click();
      const confirm = page.getByRole('dialog', { name: text.deleteDialog });
      await expect(confirm.getByLabel(text.password)).toBeVisible();
      // Focus moved into the confirmation and stays there.
      expect(await confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
      expect(await confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: text.open }).click();
      await confirm.getByLabel(text.password).fill('not-the-password');
      await confirm.getByLabel(text.wordLabel).fill(text.word);
      await confirm.getByRole('button', { name: text.confirm }).click();
      await expect(confirm.getByLabel(text.password)).toHaveAccessibleDescription(text.wrong);

      await confirm.getByLabel(text.password).fill(member.password);
      await confirm.getByRole('button', { name: text.confirm }).click();
      await expect(page.locator('[data-sonner-toaster]').getByText(text.goodbye)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      if (viewport.name === 'mobile') await page.getByRole('button', { name: text.menu }).click();
      await expect(
        page.getByRole('button', { name: text.signIn, exact: true }).first(),
      ).toBeVisible();

      // The account is gone: signing in again is refused.
      const login = await page.request.post('/api/v1/auth/login', {
        headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` },
        data: { email: member.email, password: member.password },
      });
      expect(login.status()).toBe(401);
    });
  }
}
