import type { Locator, Page } from '@playwright/test';
import { logInWithDialog, registerMember, signInAs } from './auth-helpers';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  shot,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';

const SEARCH = '/dashboard/job/job-search';

/** The category option with the most jobs (at least two pages of them), chosen by its count. */
async function biggestCategory(filters: Locator, categoryGroup: string) {
  const group = filters.locator('section').filter({
    has: filters.page().getByRole('button', { name: categoryGroup, exact: true }),
  });
  const options = group.getByRole('button', { pressed: false });
  await expect(options.first()).toBeVisible();
  let best = { name: '', count: 0 };
  for (const text of await options.allInnerTexts()) {
    const match = /^(.+?)\s+([\d,]+)$/s.exec(text.trim());
    const count = match ? Number(match[2]!.replace(/,/g, '')) : 0;
    if (match && count > best.count) best = { name: match[1]!.trim(), count };
  }
  expect(best.count, 'a category with more than one page of jobs').toBeGreaterThan(20);
  return best;
}

/** Waits until the results on screen are the ones asked for (not the previous ones, dimmed). */
async function expectSettled(page: Page, listName: string) {
  await expect(page.getByRole('list', { name: listName })).toHaveAttribute('aria-busy', 'false');
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a guest's bookmarks join the account at sign-in", async ({ page }) => {
    await useLanguage(page, 'en');
    const member = await registerMember(page.request, 'guest-bookmarks');
    await page.goto(SEARCH);
    const cards = page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('article');
    await expect(cards).toHaveCount(20);
    const titles: string[] = [];
    for (const card of [cards.nth(0), cards.nth(3)]) {
      const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      titles.push(title);
      await card.getByRole('button', { name: `Bookmark ${title}` }).click();
    }

    await page.goto(`${SEARCH}?tab=management`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await logInWithDialog(page, member, 'en');
    await expect(
      page
        .locator('[data-sonner-toaster]')
        .getByText('2 jobs you bookmarked before signing in are now saved to your account'),
    ).toBeVisible();

    // Saved on the server: another browser signed in as the same person sees them.
    const saved = page.getByRole('list', { name: 'Saved jobs' });
    for (const title of titles) await expect(saved.getByText(title)).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('bookmarked_jobs:guest'));
    await page.reload();
    for (const title of titles) await expect(saved.getByText(title)).toBeVisible();
  });

  test('search, filter, page 2, detail, bookmark, and back to the same search', async ({
    page,
    allowProblem,
  }) => {
    // A whole journey with two accessibility scans.
    test.slow();
    allowProblem(/^$/);
    await useLanguage(page, 'en');
    const member = await registerMember(page.request, 'seeker');
    await signInAs(page, member);
    const cards = page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('article');
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find jobs');
    await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: /^[\d,]+ jobs$/ })).toBeVisible();
    await expect(cards).toHaveCount(20);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const category = await biggestCategory(filters, 'Job category');
    await filters.getByRole('button', { name: new RegExp(`^${category.name} `) }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(
      page.getByRole('heading', { name: `${category.count.toLocaleString('en')} jobs` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/category=[^&]+&page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectSettled(page, 'Jobs');
    const searchUrl = page.url();
    const firstCard = cards.first();
    const title = (await firstCard.getByRole('heading', { level: 3 }).innerText()).trim();

    await firstCard.getByRole('button', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/dashboard\/job\/job-search\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(2);
    await expectNoSeriousViolations(page);

    const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true });
    await bookmark.click();
    await expect(
      page.locator('[data-sonner-toaster]').getByText('Saved to bookmarks'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(
      filters.getByRole('button', { name: new RegExp(`^${category.name} `) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `Bookmark ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The bookmark is on the account: the job management tab lists it after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Job management' }).click();
    const saved = page.getByRole('list', { name: 'Saved jobs' }).getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading', { level: 3 })).toHaveText(title);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('filter sheet, page 2, sign in from a card, bookmark, and back to the same search', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, 'zh');
    const member = await registerMember(page.request, 'mover');
    const cards = page.getByRole('list', { name: '职位列表' }).getByRole('article');
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找工作');
    await expect(cards).toHaveCount(20);

    await page.getByRole('button', { name: '筛选' }).click();
    const sheet = page.getByRole('dialog', { name: '筛选条件' });
    const category = await biggestCategory(sheet, '职位类别');
    await sheet.getByRole('button', { name: new RegExp(`^${category.name} `) }).click();
    await expect(page).toHaveURL(/category=/);
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await sheet
      .getByRole('button', { name: `查看 ${category.count.toLocaleString('en')} 个职位` })
      .click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^筛选/ })).toContainText('1');

    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager.getByText(/^1 \/ \d+$/)).toBeVisible();
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/category=[^&]+&page=2$/);
    await expect(pager.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expectSettled(page, '职位列表');
    const searchUrl = page.url();
    const firstCard = cards.first();
    const title = (await firstCard.getByRole('heading', { level: 3 }).innerText()).trim();

    // A guest signs in first, then lands on the job.
    await firstCard.getByRole('button', { name: '查看详情' }).click();
    await logInWithDialog(page, member, 'zh');
    await expect(page).toHaveURL(/\/dashboard\/job\/job-search\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page.locator('[data-sonner-toaster]').getByText('已添加到收藏')).toBeVisible();
    await expect(page.getByRole('button', { name: '取消收藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(pager.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `收藏 ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

/** Issue 33: "open to me" by country and time zone, and a misspelt keyword corrected. */
const OPEN_TO_WORDS = {
  zh: {
    country: '可受聘地',
    timeZone: '我的时区',
    china: '中国',
    hired: /可从中国受聘/,
    corrected: /显示“react”的结果/,
    count: /^共 [\d,]+ 个职位$/,
  },
  en: {
    country: 'Open to me from',
    timeZone: 'My time zone',
    china: 'China',
    hired: /Hireable from China/,
    corrected: /Showing results for “react”/,
    count: /^[\d,]+ jobs$/,
  },
} as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`open to me and a corrected typo, ${viewport.name}, ${language}`, async ({ page }) => {
      // Two accessibility scans of a page with every country and time zone listed.
      test.setTimeout(120_000);
      const words = OPEN_TO_WORDS[language];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      await page.goto(SEARCH);
      const heading = page.getByRole('heading', { name: words.count });
      await expect(heading).toBeVisible();
      const countOf = async () => Number((await heading.innerText()).replace(/\D/g, ''));
      const everyJob = await countOf();

      // A guest picks where they live and work: only the jobs they can be hired for remain,
      // each saying why.
      // The long lists are drawn once a list is reached, as a person does by tabbing or tapping.
      const country = page.getByLabel(words.country);
      await country.focus();
      await country.selectOption({ label: words.china });
      await expect(page).toHaveURL(/open_to=CN/);
      const zone = page.getByLabel(words.timeZone);
      await zone.focus();
      await zone.selectOption('Asia/Shanghai');
      await expect(page).toHaveURL(/timezone=Asia%2FShanghai/);
      await expectSettled(page, language === 'zh' ? '职位列表' : 'Jobs');
      const cards = page.getByRole('article');
      await expect(cards.first()).toContainText(words.hired);
      expect(await countOf()).toBeLessThan(everyJob);
      await expectNoSeriousViolations(page);
      await shot(page, `jobs-open-to-${viewport.name}-${language}`);

      // A misspelt keyword finds what the right spelling finds, and says so.
      const box = page.getByRole('searchbox');
      await box.fill('reakt');
      await box.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: words.corrected })).toBeVisible();
      await expect(cards.first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `jobs-typo-${viewport.name}-${language}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
}
