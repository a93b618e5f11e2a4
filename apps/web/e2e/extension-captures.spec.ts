import type { Page } from '@playwright/test';
import { CAPTURES, type CaptureName } from './extension/captures';
import { expect, test } from './extension/extension-fixture';
import { fillTime, reportCapture } from './extension/report';

/**
 * The built extension on real application pages captured from the live boards (scripts removed,
 * the real markup kept), served at the addresses they were captured from. Without the boards'
 * scripts no menu opens: every plain field (a box, a file, a tick) must land right, nothing may
 * land where it does not belong, and each menu is left at once and listed.
 */
const panelOf = (page: Page) => page.locator('[data-yonder-panel]');

async function openAndFill(page: Page, name: CaptureName) {
  await page.goto(CAPTURES[name].url);
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Fill with Yonder' }).click();
  await expect(panel.getByRole('status')).toContainText(/Filled \d+/);
  return { panel, ms: await fillTime(panel) };
}

/** Every text box, tick and file of the page, by its id or name, as the page holds it. */
const pageValues = (page: Page) =>
  page.evaluate(() => {
    const values: Record<string, string | boolean> = {};
    for (const element of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      const key = element.id || element.name;
      if (!key || element.type === 'hidden') continue;
      if (element instanceof HTMLTextAreaElement) values[key] = element.value;
      else if (element.type === 'file') values[key] = element.files?.[0]?.name ?? '';
      else if (element.type === 'checkbox' || element.type === 'radio')
        values[`${key}=${element.value}`] = element.checked;
      else values[key] = element.value;
    }
    return values;
  });

test('a real Greenhouse board: the resume in the resume input, never the cover letter; menus that cannot open are left at once', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const { panel, ms } = await openAndFill(page, 'greenhouse');
  const values = await pageValues(page);
  reportCapture('greenhouse capture (GitLab)', ms, values, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada.lovelace@example.com',
    // The country menu cannot open without the board's script: the number keeps its code.
    phone: '+49 301234567',
    resume: 'ada-resume.pdf',
    cover_letter: '',
    question_37197588002: 'https://www.linkedin.com/in/ada',
    // The preferred name, the accommodations and the GitLab username are the person's to give.
    question_37197589002: '',
    question_37197592002: '',
    question_37197593002: '',
  });
  await expect(panel.getByText('No cover letter was written for this job in Yonder')).toBeVisible();
  const gender = panel.getByRole('listitem').filter({ hasText: 'Gender' });
  await expect(gender).toContainText('Its list of options did not open: choose yourself');
  await page.close();
});

test('a real Lever form: the location behind its dropdown text, each link once', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const { panel, ms } = await openAndFill(page, 'lever');
  const values = await pageValues(page);
  const card = (id: string, field: string) => `cards[${id}][${field}]`;
  const seattle = '640b020b-9197-4ade-81af-96a527e61a1d';
  reportCapture('lever capture (Highspot)', ms, values, {
    'resume-upload-input': 'ada-resume.pdf',
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    phone: '+49 301234567',
    'location-input': 'Berlin, Germany',
    org: 'Northwind',
    'urls[LinkedIn]': 'https://www.linkedin.com/in/ada',
    'urls[Twitter]': '',
    'urls[GitHub]': 'https://github.com/ada',
    'urls[Portfolio]': 'https://ada.dev',
    // The one portfolio already went into "Portfolio URL".
    'urls[Other]': '',
    [card('2de6f2e9-90e8-4d97-ade8-fe4a7c4038c7', 'field0')]: '',
    [card(seattle, 'field0')]: 'Ada Lovelace',
    [card(seattle, 'field1')]: '',
    // Sponsorship: "Yes" or "N0" (sic): the profile's "No" is neither, so nothing is ticked.
    [`${card(seattle, 'field2')}=Yes`]: false,
    [`${card(seattle, 'field2')}=N0`]: false,
    'pronouns=She/her': false,
    'consent[marketing]=1': false,
  });
  const other = panel.getByRole('listitem').filter({ hasText: 'Other website' });
  await expect(other).toContainText('That link already went into another field');
  await page.close();
});

test('a real Workday step: the work entry filled in its own boxes, the step named right', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const { panel, ms } = await openAndFill(page, 'workday');
  const values = await pageValues(page);
  const job = (name: string) => `workExperience-210--${name}`;
  reportCapture('workday capture (My Experience)', ms, values, {
    [job('jobTitle')]: 'Senior Engineer',
    [job('companyName')]: 'Northwind',
    // The job's own place, never the candidate's home city (Berlin).
    [job('location')]: 'Hamburg',
    [`${job('currentlyWorkHere')}=on`]: true,
    [job('startDate-dateSectionMonth-input')]: '03',
    [job('startDate-dateSectionYear-input')]: '2021',
    [job('endDate-dateSectionMonth-input')]: '',
    [job('endDate-dateSectionYear-input')]: '',
    [job('roleDescription')]: 'Built the payments API.',
    // Workday's own box for a LinkedIn address the candidate saved there stays as it is.
    'socialNetworkAccounts--linkedInAccount': 'https://www.linkedin.com/in/example-candidate/',
    'skills--skills': '',
  });
  const attached = await page
    .locator('[data-automation-id="file-upload-input-ref"]')
    .evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? '');
  expect(attached).toBe('ada-resume.pdf');
  await expect(panel.getByRole('heading', { name: 'Step "My Experience"' })).toBeVisible();
  // Without the page's script "Add Another" adds nothing: the second job is listed, not lost.
  await expect(panel.getByRole('listitem').filter({ hasText: 'Work Experience 2' })).toContainText(
    'The page did not add another entry',
  );
  await page.close();
});
