import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { FIELD_RESUMES } from '../../../packages/career-ai/src/test-support/field-resumes.ts';
import { registerMember, signInAs } from './auth-helpers';
import { expect, expectNoSeriousViolations, shot, test, useLanguage, VIEWPORTS } from './fixtures';

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/career-ai/test/fixtures');
const MATCHING = '/dashboard/job/job-search?tab=matching';

const TEXT = {
  zh: {
    list: '推荐岗位',
    resume: '匹配所用简历',
    fits: '符合',
    gaps: '欠缺',
    fromProfile: '按你填写的国家',
    fromResume: '按简历地址推断',
    score: /匹配分 (\d+)/,
  },
  en: {
    list: 'Recommended jobs',
    resume: 'Resume used for matching',
    fits: 'What fits',
    gaps: "What's missing",
    fromProfile: 'from the countries you set',
    fromResume: "inferred from your resume's address",
    score: /Match score (\d+)/,
  },
} as const;

/** The frontend developer of the story: their resume was written while they lived in the US. */
const FRONTEND = {
  ...FIELD_RESUMES[0]!.document,
  basics: {
    ...FIELD_RESUMES[0]!.document.basics,
    location: { city: 'Seattle', countryCode: 'US' },
  },
};

async function addResume(request: APIRequestContext, token: string, title: string) {
  const created = await request.post('/api/v1/resumes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, language: 'en', document: FRONTEND },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/** Lives in Shanghai and may work only in China; a junior with a salary floor. */
async function saveShanghaiProfile(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const current = (await (await request.get('/api/v1/profile', { headers })).json()) as {
    data: { version: number; profile: Record<string, unknown> };
  };
  const profile = current.data.profile as {
    contact: Record<string, string>;
    preferences: Record<string, unknown>;
  };
  profile.contact = { ...profile.contact, city: '上海', country: 'CN', timeZone: 'Asia/Shanghai' };
  profile.preferences = {
    ...profile.preferences,
    workCountries: ['CN'],
    minSalary: { amount: 400_000, currency: 'CNY', period: 'year' },
  };
  const saved = await request.put('/api/v1/profile', {
    headers,
    data: { profile, version: current.data.version },
  });
  expect(saved.status()).toBe(200);
}

const cardTitles = (list: Locator) =>
  list.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];

  test(`a country the user set wins over the resume’s address, and each card says what is missing, ${language}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, language);
    const token = await signInAs(page, await registerMember(page.request, 'shanghai'));
    await addResume(page.request, token, 'Frontend developer');

    // Nothing stated yet: the resume's address is only a hint, and the cards say so.
    await page.goto(MATCHING);
    const list = page.getByRole('list', { name: text.list });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(list.getByText(text.fromResume).first()).toBeVisible();

    await saveShanghaiProfile(page.request, token);
    await page.reload();
    const cards = list.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(list.getByText(text.fromProfile).first()).toBeVisible();
    await expect(list.getByText(text.fromResume)).toHaveCount(0);
    await expect(list).not.toContainText(
      language === 'zh' ? '美国受聘' : 'hired from United States',
    );
    await expect(list).toContainText(language === 'zh' ? '中国' : 'China');

    // A middling score (a frontend developer's match for backend jobs) lists what is missing
    // beside what fits.
    await page.goto(`${MATCHING}&category=backend`);
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    let mid: Locator | null = null;
    for (let index = 0; index < count && !mid; index += 1) {
      const label = await cards.nth(index).getByRole('img').first().getAttribute('aria-label');
      const score = Number(text.score.exec(label ?? '')?.[1]);
      if (score >= 30 && score < 80) mid = cards.nth(index);
    }
    expect(mid, 'a card with a middling score').not.toBeNull();
    await expect(mid!.getByRole('heading', { name: text.fits, exact: true })).toBeVisible();
    const gaps = mid!.getByRole('heading', { name: text.gaps, exact: true });
    await expect(gaps).toBeVisible();
    const missing = gaps.locator('xpath=following-sibling::ul[1]').getByRole('listitem');
    expect(await missing.count()).toBeGreaterThan(0);
    await shot(page, `${language}-desktop-matching-gaps`);
    await expectNoSeriousViolations(page);
  });
}

test('the matching tab names its resume, a new upload leaves it and its matches alone, and it changes right there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  const token = await signInAs(page, await registerMember(page.request, 'tworesumes'));
  const first = await addResume(page.request, token, 'Frontend developer');

  await page.goto(MATCHING);
  const list = page.getByRole('list', { name: TEXT.en.list });
  const resume = page.getByLabel(TEXT.en.resume);
  await expect(resume).toHaveValue(first);
  await expect(resume.locator('option:checked')).toHaveText('Frontend developer');
  await expect(list.getByRole('article').first()).toBeVisible();
  const before = await cardTitles(list);
  expect(before.length).toBeGreaterThan(0);

  // A second resume, uploaded through the resume page: a DevOps engineer's PDF.
  await page.goto('/dashboard/resume');
  await page.getByRole('button', { name: 'Create resume' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Upload PDF/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Upload a resume' })
    .getByLabel('Choose a file')
    .setInputFiles(path.join(FIXTURES, 'en-date-column.pdf'));
  await expect(page).toHaveURL(/\/dashboard\/resume\?resume=[0-9a-f-]{36}$/);
  const uploaded = new URL(page.url()).searchParams.get('resume')!;

  await page.goto(MATCHING);
  await expect(resume).toHaveValue(first);
  await expect(resume.locator('option:checked')).toHaveText('Frontend developer');
  await expect(list.getByRole('article').first()).toBeVisible();
  expect(await cardTitles(list)).toEqual(before);
  await shot(page, 'en-desktop-matching-resume');
  await expectNoSeriousViolations(page);

  // Chosen on the tab: the recommendations follow, and the choice stays after a reload.
  await resume.selectOption(uploaded);
  await expect(page.getByText(/^Now matching with “.+”$/)).toBeVisible();
  await expect.poll(() => cardTitles(list)).not.toEqual(before);
  await page.reload();
  await expect(resume).toHaveValue(uploaded);
  await expect.poll(() => cardTitles(list)).not.toEqual(before);

  // The same setting as the resume library's: it marks the chosen one primary.
  await page.goto('/dashboard/resume');
  const primaryCard = page.getByRole('listitem').filter({ hasText: 'Primary' });
  await expect(primaryCard).toHaveCount(1);
  await expect(primaryCard.getByRole('link')).toHaveAttribute('href', new RegExp(uploaded));
  await shot(page, 'en-desktop-library-primary');
  await expectNoSeriousViolations(page);
  // And the auto-apply page shows the same choice.
  await page.goto('/dashboard/auto-apply');
  await expect(page.getByLabel('Primary resume', { exact: true })).toHaveValue(uploaded);
  await shot(page, 'en-desktop-auto-apply-primary');
});

for (const viewport of VIEWPORTS) {
  for (const language of ['zh', 'en'] as const) {
    test(`the matching tab’s resume and cards, ${language} at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, 'looker'));
      await addResume(page.request, token, 'Frontend developer');
      await saveShanghaiProfile(page.request, token);
      await page.goto(MATCHING);
      await expect(page.getByLabel(TEXT[language].resume)).toBeVisible();
      await expect(
        page.getByRole('list', { name: TEXT[language].list }).getByRole('article').first(),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await shot(page, `${language}-${viewport.name}-matching-tab`);
      await expectNoSeriousViolations(page);
    });
  }
}
