import { registerMember, signInAs } from './auth-helpers';
import { expect, expectNoSeriousViolations, LANGUAGES, test, useLanguage } from './fixtures';

/** The install page: the built extension from this server (no store is configured in tests). */
const COPY = {
  en: { title: 'Install the browser extension', cta: 'Install the browser extension' },
  zh: { title: '安装浏览器扩展', cta: '安装浏览器插件' },
} as const;

for (const language of LANGUAGES)
  test(`the landing page leads to the install page with downloads for Chrome, Edge and Firefox (${language})`, async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, language);
    await page.goto('/');
    await page.getByRole('link', { name: COPY[language].cta }).click();
    await expect(page).toHaveURL(/\/extension$/);
    await expect(page.getByRole('heading', { level: 1, name: COPY[language].title })).toBeVisible();
    for (const browser of ['Chrome', 'Edge', 'Firefox'])
      await expect(page.getByRole('heading', { level: 2, name: browser })).toBeVisible();
    const links = page.getByRole('link', { name: /Download for|下载/ });
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href')!),
    )) {
      const file = await page.request.get(href);
      expect(file.status(), href).toBe(200);
      // A zip archive with the extension's manifest inside.
      const body = await file.body();
      expect(body.subarray(0, 2).toString()).toBe('PK');
      expect(body.includes(Buffer.from('manifest.json'))).toBe(true);
    }
    await expectNoSeriousViolations(page);
  });

test('the connect page asks a guest to sign in first', async ({ page, allowProblem }) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/extension/connect');
  await expect(
    page.getByRole('heading', { name: 'Sign in to connect the extension' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('without the extension, the connect page says so and offers to install it and look again', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  await signInAs(page, await registerMember(page.request, 'noext'));
  await page.goto('/extension/connect');
  const detecting = page.getByRole('button', { name: '正在查找扩展…' });
  await expect(detecting).toBeDisabled();
  await expect(page.getByRole('alert')).toContainText('此浏览器中没有找到远方扩展');
  // Never "not found" beside a button still looking.
  await expect(detecting).toHaveCount(0);
  await expect(page.getByRole('link', { name: '去安装' })).toHaveAttribute('href', '/extension');
  await page.getByRole('button', { name: '安装后重新查找' }).click();
  await expect(detecting).toBeDisabled();
  await expect(page.getByRole('button', { name: '安装后重新查找' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
