import { registerMember, signInAs } from './auth-helpers';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';

const SEARCH = '/dashboard/job/job-search';

const TEXT = {
  en: {
    save: 'Save search',
    saveTitle: 'Save this search',
    name: 'Name',
    alerts: 'E-mail alerts',
    weekly: 'Weekly',
    daily: 'Daily',
    submit: 'Save',
    saved: 'Search saved',
    list: 'Saved searches (1)',
    listTitle: 'Saved searches',
    backend: 'Backend',
    fullRemote: 'Full remote',
    newName: 'New name',
    rename: (name: string) => `Rename “${name}”`,
    open: (name: string) => `Open “${name}”`,
    alertsOf: (name: string) => `E-mail alerts for “${name}”`,
    remove: (name: string) => `Delete “${name}”`,
    confirmDelete: 'Delete',
    empty: 'No saved searches yet',
  },
  zh: {
    save: '保存搜索',
    saveTitle: '保存此搜索',
    name: '名称',
    alerts: '邮件提醒',
    weekly: '每周',
    daily: '每日',
    submit: '保存',
    saved: '搜索已保存',
    list: '已保存的搜索（1）',
    listTitle: '已保存的搜索',
    backend: '后端',
    fullRemote: '完全远程',
    newName: '新名称',
    rename: (name: string) => `重命名“${name}”`,
    open: (name: string) => `打开“${name}”`,
    alertsOf: (name: string) => `“${name}”的邮件提醒`,
    remove: (name: string) => `删除“${name}”`,
    confirmDelete: '删除',
    empty: '还没有保存的搜索',
  },
} as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${viewport.name} ${language}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('saves a search with filters, lists, renames, changes alerts, opens and deletes it', async ({
        page,
        allowProblem,
      }) => {
        allowProblem(/^$/);
        const text = TEXT[language];
        await useLanguage(page, language);
        await signInAs(page, await registerMember(page.request, 'saver'));
        await page.goto(`${SEARCH}?keyword=engineer&category=backend&remote_type=fullRemote`);

        // Save: the name comes from the keyword and filters; weekly alerts.
        await page.getByRole('button', { name: text.save }).click();
        const saveDialog = page.getByRole('dialog', { name: text.saveTitle });
        const name = saveDialog.getByRole('textbox', { name: text.name });
        await expect(name).toHaveValue(`engineer · ${text.backend} · ${text.fullRemote}`);
        await expectNoSeriousViolations(page, '[role="dialog"]');
        await saveDialog.getByRole('combobox', { name: text.alerts }).selectOption(text.weekly);
        await saveDialog.getByRole('button', { name: text.submit, exact: true }).click();
        await expect(saveDialog).toBeHidden();
        await expect(page.getByText(text.saved)).toBeVisible();

        // Listed with its filters and alerts.
        await page.getByRole('button', { name: text.list }).click();
        const list = page.getByRole('dialog', { name: text.listTitle });
        const original = `engineer · ${text.backend} · ${text.fullRemote}`;
        await expect(list.getByText(original, { exact: true })).toBeVisible();
        await expect(list.getByRole('combobox', { name: text.alertsOf(original) })).toHaveValue(
          'weekly',
        );
        await expectNoSeriousViolations(page, '[role="dialog"]');

        // Rename, then daily alerts.
        await list.getByRole('button', { name: text.rename(original) }).click();
        await list.getByRole('textbox', { name: text.newName }).fill('Remote backend');
        await list.getByRole('button', { name: text.submit, exact: true }).click();
        await expect(list.getByText('Remote backend', { exact: true })).toBeVisible();
        const alerts = list.getByRole('combobox', { name: text.alertsOf('Remote backend') });
        await alerts.selectOption(text.daily);
        await expect(alerts).toBeEnabled();
        await expect(alerts).toHaveValue('daily');

        // Escape closes the list; from a plain search, opening restores the filters.
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
        await page.goto(SEARCH);
        await expect(page.getByRole('searchbox')).toHaveValue('');
        await page.getByRole('button', { name: text.list }).click();
        await list.getByRole('button', { name: text.open('Remote backend') }).click();
        await expect(list).toBeHidden();
        await expect(page).toHaveURL(/keyword=engineer/);
        await expect(page).toHaveURL(/category=backend/);
        await expect(page).toHaveURL(/remote_type=fullRemote/);
        await expect(page.getByRole('searchbox')).toHaveValue('engineer');

        // The renamed, daily search survived a reload; then it is deleted.
        await page.reload();
        await page.getByRole('button', { name: text.list }).click();
        await expect(
          list.getByRole('combobox', { name: text.alertsOf('Remote backend') }),
        ).toHaveValue('daily');
        await list.getByRole('button', { name: text.remove('Remote backend') }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: text.confirmDelete })
          .click();
        await expect(list.getByText(text.empty)).toBeVisible();

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      });
    });
  }
}
