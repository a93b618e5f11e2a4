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

const TEXT = {
  en: {
    role: 'What work are you looking for?',
    roles: 'Target role(s)',
    roleValue: 'Accountant',
    place: 'Where are you, and where may you work?',
    country: 'Country you live in',
    countryValue: 'US',
    timeZone: 'Your time zone',
    pay: 'What is the least you would accept?',
    amount: 'Minimum salary',
    amountValue: '60000',
    resume: 'Add your resume',
    upload: 'Upload a resume (PDF, Word or text)',
    blank: 'Start without a resume',
    results: 'Your first recommendations',
    how: /^Chosen for Accountant: jobs you can be hired for from United States come first/,
    list: 'Recommended jobs',
    own: /accountant|bookkeeper|financial analyst|payroll|accounts payable|tax/i,
    skip: 'Skip for now',
    next: 'Continue',
  },
  zh: {
    role: '你想找什么工作？',
    roles: '目标职位',
    roleValue: '会计',
    place: '你在哪里，可以在哪些国家工作？',
    country: '居住国家/地区',
    countryValue: 'CN',
    timeZone: '你的时区',
    pay: '你能接受的最低薪资是多少？',
    amount: '最低薪资',
    amountValue: '12000',
    resume: '添加你的简历',
    upload: '上传简历（PDF、Word 或文本）',
    blank: '先不上传简历',
    results: '你的首批推荐',
    how: /^按「会计」挑选：可从中国受聘的岗位排在前面/,
    list: '推荐岗位',
    own: /会计|出纳|审计|税务|财务|accountant|bookkeeper|financial|payroll|accounts payable|tax/i,
    skip: '暂时跳过',
    next: '继续',
  },
} as const;

/** A plain-text resume of an accountant, uploaded as a person would. */
const RESUME = [
  'Jordan Ellis',
  'Staff Accountant',
  'jordan.ellis@example.com',
  'Summary',
  'Accountant with four years of month-end close, reconciliations and audit support.',
  'Experience',
  'Staff Accountant, Pinecrest Software, 2022 - Present',
  'Own the general ledger and the month-end close in NetSuite under US GAAP.',
  'Skills',
  'Accounting, Reconciliation, GAAP, NetSuite, QuickBooks, Excel',
  'Certifications',
  'Certified Public Accountant (CPA)',
].join('\n');

// The browser reports where the person is: the onboarding fills the time zone from it.
test.use({ timezoneId: 'America/Denver' });

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const text = TEXT[language];
    test(`onboarding from the first sign-in to recommendations, ${language} at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const member = await registerMember(page.request, 'newcomer', undefined, {
        onboarding: 'keep',
      });
      await signInAs(page, member);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });

      // The first visit to the dashboard opens the onboarding.
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/dashboard/welcome');
      await expect(page.getByRole('heading', { name: text.role })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `onboarding-role-${language}-${viewport.width}`);

      // Keyboard only: type the role, Enter submits the step.
      await page.getByLabel(text.roles).fill(text.roleValue);
      await page.getByLabel(text.roles).press('Enter');
      const place = page.getByRole('heading', { name: text.place });
      await expect(place).toBeFocused();
      // The time zone comes from the browser.
      await expect(page.getByLabel(text.timeZone)).toHaveValue('America/Denver');
      await page.getByLabel(text.country).selectOption(text.countryValue);
      // A select keeps Enter for itself: the person tabs on to the step's button.
      const next = page.getByRole('button', { name: text.next });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: text.pay })).toBeFocused();

      // Resumable: a person who leaves comes back to the step reached.
      await page.reload();
      await expect(page.getByRole('heading', { name: text.pay })).toBeVisible();
      await page.getByLabel(text.amount).fill(text.amountValue);
      await page.getByLabel(text.amount).press('Enter');
      await expect(page.getByRole('heading', { name: text.resume })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `onboarding-resume-${language}-${viewport.width}`);

      if (language === 'en') {
        await page.getByLabel(text.upload).setInputFiles({
          name: 'jordan-ellis.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(RESUME),
        });
      } else {
        await page.getByRole('button', { name: text.blank }).click();
      }

      // The next screen: recommendations in the person's own field, with how they were chosen.
      await expect(page.getByRole('heading', { name: text.results })).toBeVisible();
      await expect(page.getByText(text.how)).toBeVisible();
      const cards = page.getByRole('list', { name: text.list }).getByRole('heading', { level: 3 });
      await expect(cards.first()).toBeVisible();
      const titles = await cards.allInnerTexts();
      expect(titles.length).toBeGreaterThanOrEqual(3);
      for (const title of titles) expect(title).toMatch(text.own);
      await expectNoSeriousViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await shot(page, `onboarding-results-${language}-${viewport.width}`);
      // No other page on the way: the dashboard asked for, the onboarding it opened, nothing else.
      expect([...new Set(visited)]).toEqual(['/dashboard', '/dashboard/welcome']);

      // What it asked lives in the profile, editable there; the dashboard no longer redirects.
      const profile = await page.request.get('/api/v1/profile', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
        },
      });
      const saved = (await profile.json()).data.profile;
      expect(saved.preferences.desiredTitles).toEqual([text.roleValue]);
      expect(saved.contact.country).toBe(text.countryValue);
      expect(saved.preferences.workCountries).toEqual([text.countryValue]);
      expect(saved.preferences.minSalary.amount).toBe(Number(text.amountValue));
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/dashboard');
    });
  }
}

test('onboarding can be skipped at once, and does not come back', async ({ page }) => {
  await useLanguage(page, 'en');
  await signInAs(
    page,
    await registerMember(page.request, 'skipper', undefined, { onboarding: 'keep' }),
  );
  await page.goto('/dashboard');
  await page.getByRole('button', { name: TEXT.en.skip }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
});
