import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerMember, signInAs } from './auth-helpers';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  shot,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';

const TRACKER = '/dashboard/job/job-search?tab=tracking';

const TEXT = {
  en: {
    title: 'Application tracker',
    moved: (status: string) => `Moved to ${status}`,
    interview: 'Interview',
    applied: 'Applied',
    offer: 'Offer',
    handle: (title: string) => `Move ${title}`,
    open: (title: string, company: string) => `Open ${title} at ${company}`,
    menu: (title: string) => `Actions for ${title}`,
    pickedUp: 'Picked up Data Analyst in Wishlist',
    over: /Data Analyst is over (the )?Applied/,
    dropped: 'dropped in Applied',
    failed: 'The move was not saved',
    list: 'List',
    search: 'Search applications',
    timeline: 'Timeline',
    close: 'Close',
  },
  zh: {
    title: '投递跟踪',
    moved: (status: string) => `已移到「${status}」`,
    interview: '面试',
    applied: '已投递',
    offer: 'Offer',
    handle: (title: string) => `移动 ${title}`,
    open: (title: string, company: string) => `打开 ${company} 的 ${title}`,
    menu: (title: string) => `${title} 的操作`,
    pickedUp: '已拿起 Data Analyst，位于「心愿单」',
    over: /Data Analyst 移到「已投递」/,
    dropped: '已放到「已投递」',
    failed: '移动未保存',
    list: '列表',
    search: '搜索投递记录',
    timeline: '时间线',
    close: '关闭',
  },
} as const;

type Card = { id: string; title: string; company: string };

async function track(request: APIRequestContext, token: string, data: object): Promise<Card> {
  const answer = await request.post('/api/v1/applications', {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data;
}

async function statusOf(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/v1/applications/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()).data.status as string;
}

const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) }).first();

async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const text = TEXT[language];
    const isPhone = viewport.width < 640;
    test(`the tracker board, ${language} at ${viewport.width} px`, async ({
      page,
      allowProblem,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, 'tracker'));
      const jobs = await page.request.get('/api/v1/jobs/getAllJobs?page_size=1');
      const job = (await jobs.json()).data.items[0];
      const catalogue = await track(page.request, token, { job_id: job.id });
      const mouse = await track(page.request, token, {
        title: 'Platform Engineer',
        company: 'Globex',
        url: 'https://globex.example.com/jobs/1',
        next_step: 'Send portfolio',
        next_step_due: '2030-01-15',
      });
      const keys = await track(page.request, token, { title: 'Data Analyst', company: 'Initech' });

      await page.goto(TRACKER);
      await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
      await expect(page.getByText(catalogue.title).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `board-${language}-${viewport.width}`);

      if (!isPhone) {
        // By mouse: the outside job goes to Interview.
        await dragWithMouse(
          page,
          page.getByRole('button', { name: text.handle(mouse.title) }),
          column(page, text.interview),
        );
        await expect(page.getByText(text.moved(text.interview))).toBeVisible();
        await expect.poll(() => statusOf(page.request, token, mouse.id)).toBe('interview');

        // By keyboard: pick up, one column to the right, drop; the screen reader hears each step.
        const handle = page.getByRole('button', { name: text.handle(keys.title) });
        const live = page.locator('[id^="DndLiveRegion"]');
        await handle.focus();
        await page.keyboard.press('Space');
        await expect(live).toContainText(text.pickedUp);
        // dnd-kit listens for arrows a moment after the pick-up, once it has measured the
        // columns; a loaded machine can press first. Press again only while nothing moved.
        await expect(async () => {
          if (!text.over.test((await live.textContent()) ?? '')) {
            await page.keyboard.press('ArrowRight');
          }
          await expect(live).toContainText(text.over, { timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
        await page.keyboard.press('Space');
        await expect(live).toContainText(text.dropped);
        await expect(page.getByText(text.moved(text.applied))).toBeVisible();
        await expect.poll(() => statusOf(page.request, token, keys.id)).toBe('applied');
        await shot(page, `board-moved-${language}-${viewport.width}`);

        // A refused move goes back, with an error toast.
        allowProblem(/409|请求失败/);
        await page.route('**/api/v1/applications/*', (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({
                status: 409,
                contentType: 'application/json',
                body: JSON.stringify({ success: false, code: 409, message: 'stale' }),
              })
            : route.fallback(),
        );
        await page.getByRole('button', { name: text.menu(keys.title) }).click();
        await page.getByRole('menuitemradio', { name: text.offer }).click();
        await expect(page.getByText(text.failed)).toBeVisible();
        await expect(column(page, text.applied)).toContainText(keys.title);
        await page.unroute('**/api/v1/applications/*');
      } else {
        // The phone: one column at a time, a swipe goes to the next, the menu moves a card.
        const board = page.getByTestId('tracker-mobile-board');
        await expect(board).toContainText(catalogue.title);
        await board.locator('section').evaluate((element) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(
            new TouchEvent('touchstart', { touches: [touch(300)], bubbles: true }),
          );
          element.dispatchEvent(
            new TouchEvent('touchend', { changedTouches: [touch(100)], bubbles: true }),
          );
        });
        await expect(
          page.getByRole('button', { name: new RegExp(`^${text.applied}`), pressed: true }),
        ).toBeVisible();
        await page.getByRole('button', { name: new RegExp(`^${text.applied}`) }).click();
        await page.getByRole('button', { name: /^(Wishlist|心愿单)/ }).click();
        await page.getByRole('button', { name: text.menu(mouse.title) }).click();
        await page.getByRole('menuitemradio', { name: text.interview }).click();
        await expect(page.getByText(text.moved(text.interview))).toBeVisible();
        await expect.poll(() => statusOf(page.request, token, mouse.id)).toBe('interview');
        await expectNoSeriousViolations(page);
        await shot(page, `board-moved-${language}-${viewport.width}`);
      }

      // The drawer: the whole application, closed with Escape.
      if (isPhone) await page.getByRole('button', { name: /^(Interview|面试)/ }).click();
      await page.getByRole('button', { name: text.open(mouse.title, mouse.company) }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('heading', { name: text.timeline })).toBeVisible();
      await expect(drawer.getByRole('textbox').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `drawer-${language}-${viewport.width}`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // The list view with search.
      await page.getByRole('button', { name: text.list, exact: true }).click();
      await page.getByLabel(text.search).fill('Initech');
      await expect(page.getByTestId('tracker-row')).toHaveCount(1);
      await expectNoSeriousViolations(page);
      await shot(page, `list-${language}-${viewport.width}`);
    });
  }
}

test('a card names its company whole at 1280 px, and the letter picker tells two letters for one job apart', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInAs(page, await registerMember(page.request, 'names'));
  const companies = ['Lantern Labs', 'Hooli International', 'Globex Corporation'];
  for (const company of companies)
    await track(page.request, token, {
      title: 'Senior Frontend Engineer',
      company,
      status: 'applied',
    });
  for (const body of ['Dear Hiring Manager,\n\nFirst.', 'Dear Hiring Manager,\n\nSecond.']) {
    const letter = await page.request.post('/api/v1/cover-letters', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        language: 'en',
        company: 'Lantern Labs',
        job_title: 'Senior Frontend Engineer',
        body,
      },
    });
    expect(letter.status()).toBe(201);
  }
  await page.goto(TRACKER);
  const names = page.getByTestId('card-company');
  await expect(names).toHaveCount(companies.length);
  await shot(page, 'tracker-names-1280');
  // No word of a company's name is split across two lines.
  const splitWords = await names.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild!;
      const words: string[] = [];
      let at = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(word);
        at += word.length + 1;
      }
      return words;
    }),
  );
  expect(splitWords).toEqual([]);

  await page.getByRole('button', { name: 'Open Senior Frontend Engineer at Lantern Labs' }).click();
  const picker = page.getByRole('combobox', { name: 'Cover letter used' });
  // "None" and the two letters, once they have loaded.
  await expect(picker.locator('option')).toHaveCount(3);
  const labels = await picker.locator('option').allTextContents();
  expect(labels.filter((label) => label.startsWith('Lantern Labs'))).toHaveLength(2);
  expect(new Set(labels).size).toBe(labels.length);
});
