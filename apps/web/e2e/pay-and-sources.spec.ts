import type { Page, Route } from '@playwright/test';
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

const TEXT = {
  zh: {
    results: '职位列表',
    currency: '币种',
    period: '周期',
    builtin: /按 Yonder 内置汇率表（\d{4}年\d{1,2}月\d{1,2}日）换算/,
    old: /汇率已 \d+ 天未更新/,
    perYear: /≈ .*¥.* \/ 年/,
    perMonth: /≈ .*€.* \/ 月/,
    listedOn: /发布于：Greenhouse（公司官网） · RemoteOK/,
    reposted: '已重新发布 2 次',
    stale: '可能已关闭',
    sources: '发布于',
  },
  en: {
    results: 'Jobs',
    currency: 'Currency',
    period: 'Period',
    builtin: /Converted at Yonder's built-in rate table of \w+ \d{1,2}, \d{4}/,
    old: /rate \d+ days old/,
    perYear: /≈ .*\$.* \/ year/,
    perMonth: /≈ .*€.* \/ month/,
    listedOn: /Listed on: Greenhouse \(company site\) · RemoteOK/,
    reposted: 'Reposted 2 times',
    stale: 'May be closed',
    sources: 'Listed on',
  },
} as const;

/** Where the job came from, as an import of two boards would give it. */
const BOARDS = [
  { name: 'greenhouse', url: 'https://boards.greenhouse.io/acme/jobs/1', is_company_board: true },
  { name: 'remoteok', url: 'https://remoteok.com/remote-jobs/1', is_company_board: false },
];

/**
 * The demo catalogue is made in one piece, never imported, so none of its jobs is on two boards:
 * the real answer (its pay converted by the server) gets the sources of an imported job added.
 */
async function withImportedSources(route: Route) {
  const response = await route.fetch();
  const body = await response.json();
  const jobs = Array.isArray(body.data) ? body.data : body.data.items;
  jobs[0].sources = BOARDS;
  jobs[0].repost_count = 2;
  if (jobs[1]) jobs[1].is_stale = true;
  await route.fulfill({ response, json: body });
}

async function openSearch(page: Page, language: 'zh' | 'en') {
  await useLanguage(page, language);
  await page.route('**/api/v1/jobs/getAllJobs?**', withImportedSources);
  // Salaried jobs first, so the first card has pay to convert.
  await page.goto(`${SEARCH}?sort=salary`);
  const cards = page
    .getByRole('list', { name: TEXT[language].results, exact: true })
    .getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  return cards;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Full-page pictures and axe at two widths take their time on a busy machine.
    test.slow();

    for (const language of LANGUAGES) {
      const text = TEXT[language];

      test(`search cards show pay in the reader's currency and every board, in ${language}`, async ({
        page,
        allowProblem: _allowProblem,
      }) => {
        const cards = await openSearch(page, language);
        const first = cards.first();
        // The first card listed in another currency than the reader's (one in it is not converted).
        const priced = cards
          .filter({ has: page.getByRole('button', { name: text.perYear }) })
          .first();
        const converted = priced.getByRole('button', { name: text.perYear });
        await expect(converted).toBeVisible();
        // The rate's source and day: a tooltip that keyboard focus opens, and its age in view.
        await converted.focus();
        await expect(priced.getByRole('tooltip')).toBeVisible();
        await expect(priced.getByRole('tooltip')).toHaveText(text.builtin);
        await expect(priced.getByText(text.old)).toBeVisible();
        await expect(first.getByText(text.listedOn)).toBeVisible();
        await expect(first.getByText(text.reposted)).toBeVisible();
        await expect(cards.nth(1).getByText(text.stale)).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no sideways scroll').toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousViolations(page);
        await shot(page, `pay-search-${viewport.name}-${language}`);

        // Another currency and period: every card is converted again.
        await page.getByRole('combobox', { name: text.currency }).selectOption('EUR');
        await page.getByRole('combobox', { name: text.period }).selectOption('month');
        await expect(first.getByRole('button', { name: text.perMonth })).toBeVisible();
      });

      test(`a job's page shows its converted pay with the rate and its boards, in ${language}`, async ({
        page,
        allowProblem: _allowProblem,
      }) => {
        const cards = await openSearch(page, language);
        const title = (await cards.first().getByRole('heading', { level: 3 }).innerText()).trim();
        const id = await page.evaluate(async () => {
          const answer = await fetch('/api/v1/jobs/getAllJobs?sort=salary&page_size=1');
          return (await answer.json()).data.items[0].id as string;
        });
        // Pay per month in euros: the page asks for the job converted so, and gets its boards.
        await page.evaluate(() =>
          localStorage.setItem('yonder.pay', JSON.stringify({ currency: 'EUR', period: 'month' })),
        );
        await page.route('**/api/v1/jobs/getJobById/**', withImportedSources);
        await page.goto(`${SEARCH}/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const salary = page.getByRole('region', {
          name: language === 'zh' ? '薪资范围' : 'Salary range',
        });
        await expect(salary.getByText(text.perMonth)).toBeVisible();
        await expect(salary.getByText(text.builtin)).toBeVisible();
        const boards = page.getByRole('region', { name: text.sources });
        await expect(boards.getByRole('link')).toHaveCount(2);
        await expect(boards.getByRole('link').first()).toHaveAttribute(
          'href',
          'https://boards.greenhouse.io/acme/jobs/1',
        );
        await expect(boards.getByText(text.reposted)).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no sideways scroll').toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousViolations(page);
        await shot(page, `pay-detail-${viewport.name}-${language}`);
      });
    }
  });
}

/** The salary filter's second range in each language's test currency, as a person reads it. */
const BAND = {
  zh: { currency: 'CNY', label: '¥35万 - ¥70万', min: 350_000, max: 699_999 },
  en: { currency: 'EUR', label: '€45K - €95K', min: 45_000, max: 94_999 },
} as const;

for (const language of LANGUAGES) {
  test(`the salary filter offers ranges in the reader's currency and keeps the jobs paid within them, in ${language}`, async ({
    page,
  }) => {
    const band = BAND[language];
    await useLanguage(page, language);
    await page.goto(SEARCH);
    await expect(
      page
        .getByRole('list', { name: TEXT[language].results, exact: true })
        .getByRole('article')
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    // Chinese reads yuan by default; the English reader chooses euros.
    if (language === 'en')
      await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page
      .getByRole('button', { name: language === 'zh' ? '薪资范围' : 'Salary range' })
      .click();
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('/getAllJobs') &&
        response.url().includes(`salary_currency=${band.currency}`),
    );
    await page.getByRole('button', { name: band.label }).click();
    const { data } = (await (await answer).json()) as {
      data: {
        total: number;
        items: {
          salary_converted: {
            currency: string;
            period: 'year' | 'month';
            min: number | null;
            max: number | null;
          } | null;
        }[];
      };
    };
    expect(data.total).toBeGreaterThan(0);
    await expect(page).toHaveURL(/salary=range2/);
    // Each job's pay, converted at the same rates, is within the range the person chose.
    for (const item of data.items) {
      const pay = item.salary_converted!;
      expect(pay.currency).toBe(band.currency);
      // The range is yearly; the card may show pay per month.
      const amount = (pay.min ?? pay.max!) * (pay.period === 'month' ? 12 : 1);
      expect(amount).toBeGreaterThanOrEqual(band.min * 0.98);
      expect(amount).toBeLessThanOrEqual(band.max * 1.02);
    }
    await shot(page, `salary-filter-${language}`);
  });
}
