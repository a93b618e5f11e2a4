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

/**
 * The receipt the browser extension keeps when a form is sent (what the extension's own browser
 * test records end to end), as its owner reads it in the tracker's drawer.
 */
const TRACKER = '/dashboard/job/job-search?tab=tracking';

const TEXT = {
  en: {
    open: 'Open Product Engineer at Acme',
    heading: 'What was sent',
    sent: 'Sent Mar 2, 2026',
    page: 'Acme - Product Engineer',
  },
  zh: {
    open: '打开 Acme 的 Product Engineer',
    heading: '投递回执',
    sent: '提交于 2026年3月2日',
    page: 'Acme - Product Engineer',
  },
} as const;

const RECEIPT = {
  page_url: 'https://jobs.lever.co/acme/7f1c2b3a-0000-4000-8000-000000000001/apply',
  page_title: 'Acme - Product Engineer',
  sent_at: '2026-03-02T10:15:00.000Z',
  fields: [
    { label: 'Resume/CV', files: [{ name: 'ada-resume.pdf', size: 2849 }] },
    { label: 'Full name', value: 'Ada Lovelace' },
    { label: 'Email', value: 'ada.lovelace@example.com' },
    { label: 'Current location', value: 'Berlin, Germany' },
    {
      label: 'What excites you about working at Acme?',
      value: 'Remote-first and kind.\nAnd the robots.',
    },
  ],
};

for (const viewport of VIEWPORTS)
  for (const language of LANGUAGES)
    test(`the tracker's drawer shows what the extension saw sent, ${language} at ${viewport.width} px`, async ({
      page,
      browser,
    }) => {
      const text = TEXT[language];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const member = await registerMember(page.request, 'receipt');
      const token = await signInAs(page, member);
      const created = await page.request.post('/api/v1/applications', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          title: 'Product Engineer',
          company: 'Acme',
          url: RECEIPT.page_url,
          status: 'applied',
          source: 'extension',
          receipt: RECEIPT,
        },
      });
      expect(created.status()).toBe(201);
      const id = (await created.json()).data.id as string;

      await page.goto(TRACKER);
      if (viewport.width < 640)
        await page.getByRole('button', { name: /^(Applied|已投递)/ }).click();
      await page.getByRole('button', { name: text.open }).click();
      const drawer = page.getByRole('dialog');
      const receipts = drawer.getByRole('region', { name: text.heading });
      await expect(receipts).toBeVisible();
      await expect(receipts.getByText(text.sent)).toBeVisible();
      await expect(receipts.getByRole('link', { name: text.page })).toHaveAttribute(
        'href',
        RECEIPT.page_url,
      );
      const row = (label: string) =>
        receipts
          .locator('div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .last();
      await expect(row('Full name')).toContainText('Ada Lovelace');
      await expect(row('Current location')).toContainText('Berlin, Germany');
      await expect(row('Resume/CV')).toContainText('ada-resume.pdf');
      await expect(row('Resume/CV')).toContainText('2.8 kB');
      await receipts.getByText(text.heading).scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await shot(page, `receipt-${language}-${viewport.width}`);

      // Another person, signed in on another browser, reads neither the card nor its receipt.
      const other = await browser.newContext();
      const stranger = await other.newPage();
      const theirs = await signInAs(stranger, await registerMember(stranger.request, 'stranger'));
      const answer = await stranger.request.get(`/api/v1/applications/${id}`, {
        headers: { authorization: `Bearer ${theirs}` },
      });
      expect(answer.status()).toBe(404);
      await other.close();
    });
