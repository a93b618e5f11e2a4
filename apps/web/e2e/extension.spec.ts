import fs from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import type { Part } from './extension/boards';
import { expect, RESUME_PATH, test } from './extension/extension-fixture';
import { fillTime, reportFill, trackedApplications } from './extension/report';
import { expectNoSeriousViolations, shot } from './fixtures';

/**
 * The built extension in the system Chromium, connected through `/extension/connect`, filling
 * pages written in each board's structure (served at the boards' real hosts, offline). Values are
 * read as each page's own framework holds them; nothing is sent until the test submits.
 */
const RESUME = fs.readFileSync(RESUME_PATH);

const panelOf = (page: Page | Frame) => page.locator('[data-yonder-panel]');
/**
 * The page's own state once it has stopped changing: a file the extension attached is read by the
 * page asynchronously (as a real board reads a drop), so one read right after the fill can miss it.
 */
async function fixtureState(page: Page) {
  const read = () => page.evaluate(() => window.fixtureState as Record<string, unknown>);
  let last = await read();
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(100);
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

async function fill(page: Page | Frame) {
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Fill with Yonder' }).click();
  await expect(panel.getByRole('status')).toContainText(/Filled \d+/);
  return { panel, ms: await fillTime(panel) };
}

/** The part of the extension API the test drives from the service worker. */
type ChromeApi = {
  tabs: {
    query: (query: { url: string }) => Promise<{ windowId: number }[]>;
    create: (options: { windowId: number; url: string; active: boolean }) => Promise<unknown>;
  };
  runtime: { getURL: (path: string) => string };
};

const field = (parts: Part[], name: string) =>
  parts.find((part) => part.name === name && part.fileName === null)?.data.toString('utf8');
const fileOf = (parts: Part[], name: string) => parts.find((part) => part.name === name);

test('the popup shows the connected account, the profile and whether the page is a form', async ({
  extension,
}) => {
  const popup = await extension.context.newPage();
  await popup.goto(`chrome-extension://${extension.id}/popup.html`);
  await expect(popup.getByText(`Connected as ${extension.member.email}`)).toBeVisible();
  await expect(popup.getByText(/Profile \d+% complete/)).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
  // The popup's own tab is no web page to fill.
  await expect(popup.getByText('There is no web page here to fill')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Fill this page' })).toHaveCount(0);
  await popup.close();
});

test('the popup\'s "Fill this page" fills the board open in the active tab', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const url = 'https://job-boards.greenhouse.io/acme/jobs/4012345';
  await page.goto(url);
  await expect(panelOf(page)).toBeAttached();
  // The popup opened beside the board, which stays the active tab of its window (as when the
  // toolbar button is pressed).
  const worker = extension.context.serviceWorkers()[0]!;
  const opened = extension.context.waitForEvent('page');
  await worker.evaluate(async (board) => {
    const { tabs, runtime } = (globalThis as unknown as { chrome: ChromeApi }).chrome;
    const [tab] = await tabs.query({ url: board });
    await tabs.create({
      windowId: tab!.windowId,
      url: runtime.getURL('popup.html'),
      active: false,
    });
  }, url);
  const popup = await opened;
  await expect(popup.getByText(/This page is a greenhouse form Yonder can fill/i)).toBeVisible();
  expect((await fixtureState(page)).first_name).toBe('');
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect(panelOf(page).getByRole('status')).toContainText(/Filled \d+/);
  const state = await fixtureState(page);
  expect(state).toMatchObject({ first_name: 'Ada', email: 'ada.lovelace@example.com' });
  await page.close();
});

test('old Greenhouse board: select2 menus, a country-code menu, the resume as a file, the EEO questions; nothing sent before the user submits', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const sent = extension.submissions.length;
  await page.goto('https://boards.greenhouse.io/acme/jobs/4012345');
  const { panel, ms } = await fill(page);
  // The profile's +49 chooses Germany in the native country-code menu; the number goes without it.
  await expect(page.getByLabel('Country code', { exact: true })).toHaveValue('DE');
  await expect(
    page.getByLabel('Country code', { exact: true }).locator('option:checked'),
  ).toHaveText('Germany (+49)');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('301234567');
  // select2 shows the choice the real <select> holds.
  const authorised = page.locator('.field', { hasText: 'legally authorized' });
  await expect(authorised.locator('.select2-chosen')).toHaveText('Yes');
  // Left for the user, and why: the open question (required, highlighted) and an unknown one.
  await expect(panel.getByText('Why do you want to work at GitHub?')).toBeVisible();
  await expect(panel.getByText('What is your citizenship status?')).toBeVisible();
  await expect(panel.getByText('No cover letter was written for this job in Yonder')).toBeVisible();
  expect(extension.submissions.length).toBe(sent);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('#application_confirmation')).toBeVisible();
  const { parts } = extension.submissions[sent]!;
  const answer = (index: number, kind: string) =>
    field(parts, `job_application[answers_attributes][${index}][${kind}]`);
  const resume = fileOf(parts, 'job_application[resume]')!;
  reportFill(
    'greenhouse (old board)',
    ms,
    {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada.lovelace@example.com',
      phoneCountry: 'DE',
      phone: '301234567',
      resume: 'ada-resume.pdf',
      resumeBytes: true,
      linkedin: 'https://www.linkedin.com/in/ada',
      website: 'https://ada.dev',
      authorised: '1',
      sponsorship: '0',
      gender: '2',
      veteran: '1',
    },
    {
      first: field(parts, 'job_application[first_name]'),
      last: field(parts, 'job_application[last_name]'),
      email: field(parts, 'job_application[email]'),
      phoneCountry: field(parts, 'job_application[phone_country]'),
      phone: field(parts, 'job_application[phone]'),
      resume: resume.fileName,
      resumeBytes: resume.data.equals(RESUME),
      linkedin: answer(0, 'text_value'),
      website: answer(1, 'text_value'),
      authorised: answer(3, 'boolean_value'),
      sponsorship: answer(4, 'boolean_value'),
      gender: field(parts, 'job_application[gender]'),
      veteran: field(parts, 'job_application[veteran_status]'),
    },
  );
  expect(answer(2, 'text_value')).toBe('');
  expect(field(parts, 'job_application[answers_attributes][5][question_option_id]')).toBe('');

  await expect
    .poll(async () =>
      (await trackedApplications(extension.api, extension.token)).find(
        (item) => item.url === 'https://boards.greenhouse.io/acme/jobs/4012345',
      ),
    )
    .toMatchObject({ status: 'applied', company: 'Acme', title: 'Senior Backend Engineer' });
  await page.close();
});

test('Greenhouse: the letter attached to the job in the tracker goes into the cover-letter file input', async ({
  extension,
}) => {
  // The user tracks the job by its link and attaches a letter written for it.
  const url = 'https://boards.greenhouse.io/acme/jobs/4077777';
  const headers = { authorization: `Bearer ${extension.token}` };
  const body = 'Dear Acme team,\n\nI would love to build your robots.\n\nAda Lovelace';
  const letter = await extension.api.post('/api/v1/cover-letters', {
    headers,
    data: { language: 'en', company: 'Acme', job_title: 'Senior Backend Engineer', body },
  });
  expect(letter.status()).toBe(201);
  const letterId = (await letter.json()).data.id as string;
  const tracked = await extension.api.post('/api/v1/applications', {
    headers,
    data: {
      title: 'Senior Backend Engineer',
      company: 'Acme',
      url,
      status: 'wishlist',
      cover_letter_id: letterId,
    },
  });
  expect(tracked.status()).toBe(201);

  const page = await extension.context.newPage();
  const sent = extension.submissions.length;
  await page.goto(url);
  const { panel } = await fill(page);
  // What the page holds in its file input: the letter's text as a file.
  const file = await page
    .getByLabel('Cover Letter', { exact: true })
    .evaluate(async (input: HTMLInputElement) => {
      const chosen = input.files?.[0];
      return chosen ? { name: chosen.name, type: chosen.type, text: await chosen.text() } : null;
    });
  expect(file).toEqual({ name: 'cover-letter.txt', type: 'text/plain', text: body });
  await expect(panel.getByText('No cover letter was written for this job in Yonder')).toHaveCount(
    0,
  );

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('#application_confirmation')).toBeVisible();
  const posted = fileOf(extension.submissions[sent]!.parts, 'job_application[cover_letter]')!;
  expect(posted.fileName).toBe('cover-letter.txt');
  expect(posted.data.toString('utf8')).toBe(body);
  await page.close();
});

test("a Greenhouse form embedded in a company's careers page is filled inside its iframe", async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  await page.goto('https://careers.acme-robotics.com/jobs/backend');
  const frame = page.frameLocator('#grnhse_iframe');
  await frame
    .locator('[data-yonder-panel]')
    .getByRole('button', { name: 'Fill with Yonder' })
    .click();
  await expect(frame.locator('[data-yonder-panel]').getByRole('status')).toContainText(
    /Filled \d+/,
  );
  await expect(frame.locator('#first_name')).toHaveValue('Ada');
  await expect(frame.locator('#email')).toHaveValue('ada.lovelace@example.com');
  const resumeName = await frame
    .locator('#resume')
    .evaluate((input: HTMLInputElement) => input.files?.[0]?.name);
  expect(resumeName).toBe('ada-resume.pdf');
  // The company page itself is not a board: no panel there.
  await expect(page.locator('body > [data-yonder-panel]')).toHaveCount(0);
  await page.close();
});

test('new Greenhouse board (React, in the structure of a real capture): react-select menus, the resume in its own "Attach", never the cover letter, undo', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  await page.goto('https://job-boards.greenhouse.io/acme/jobs/4012345');
  const { panel, ms } = await fill(page);
  const state = await fixtureState(page);
  const resume = state.resume as { name: string; base64: string } | null;
  reportFill(
    'greenhouse (new board)',
    ms,
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.lovelace@example.com',
      // The phone's own country menu holds the country; the box the national number.
      country: 'DE',
      phone: '301234567',
      location: 'berlin-de',
      resume: 'ada-resume.pdf',
      resumeBytes: RESUME.toString('base64'),
      // No letter was written for this job: the cover-letter input stays empty.
      cover_letter: null,
      linkedin: 'https://www.linkedin.com/in/ada',
      city: 'Berlin',
      residence: 'DE',
      authorized: '1',
      sponsorship: '0',
      heard: 'LinkedIn',
      gender: 'f',
      veteran: 'v1',
    },
    { ...state, resume: resume?.name, resumeBytes: resume?.base64 },
  );
  // The free-text question is never filled from the profile because "LinkedIn" is in it.
  expect(state.why).toBe('');
  await expect(panel.getByText('Board: Greenhouse')).toBeVisible();
  await shot(page, 'extension-greenhouse-new');
  await expectNoSeriousViolations(page, '[data-yonder-panel]');
  await panel.getByRole('button', { name: 'Undo: Phone' }).click();
  await expect.poll(async () => (await fixtureState(page)).phone).toBe('');

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-confirmation')).toBeVisible();
  await expect
    .poll(async () =>
      (await trackedApplications(extension.api, extension.token)).find(
        (item) => item.url === 'https://job-boards.greenhouse.io/acme/jobs/4012345',
      ),
    )
    .toMatchObject({ status: 'applied', company: 'Acme', title: 'Staff Platform Engineer' });
  await page.close();
});

const LEVER_CARD = '7304a87c-0000-4000-8000-00000000c001';
const LEVER_VISA = '985ea98f-0000-4000-8000-00000000c002';

test('Lever (in the structure of a real capture): links once each, cards, EEO selects; an answer typed by the user is saved to the answer bank', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const sent = extension.submissions.length;
  const url = 'https://jobs.lever.co/acme/7f1c2b3a-0000-4000-8000-000000000001/apply';
  await page.goto(url);
  const { panel, ms } = await fill(page);
  const question = 'What excites you about working at Acme?';
  const answerBox = page.locator(`textarea[name="cards[${LEVER_CARD}][field2]"]`);
  await answerBox.fill('Remote-first and kind.');
  await answerBox.blur();
  await panel.getByRole('button', { name: 'Save this answer for next time' }).click();
  await expect(panel.getByText('Saved to your answer bank')).toBeVisible();
  const profile = await extension.api.get('/api/v1/profile', {
    headers: { authorization: `Bearer ${extension.token}` },
  });
  expect((await profile.json()).data.profile.answers.custom).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ question, answer: 'Remote-first and kind.' }),
    ]),
  );
  expect(extension.submissions.length).toBe(sent);

  // The saved answer is on the profile page, after the one the profile already had.
  const profilePage = await extension.context.newPage();
  await profilePage.goto('/dashboard/auto-apply');
  const answersCard = profilePage.getByRole('region', { name: 'Application answers' });
  await expect(answersCard.getByText(question)).toBeVisible();
  await answersCard.getByRole('button', { name: 'Edit Application answers' }).click();
  const savedAnswer = profilePage
    .getByRole('dialog', { name: 'Edit Application answers' })
    .getByRole('listitem', { name: 'Saved answer 2' });
  await expect(savedAnswer.getByLabel('Question')).toHaveValue(question);
  await expect(savedAnswer.getByLabel('Your answer')).toHaveValue('Remote-first and kind.');
  await profilePage.close();

  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL(/\/thanks$/);
  const { parts } = extension.submissions[sent]!;
  const resume = fileOf(parts, 'resume')!;
  reportFill(
    'lever',
    ms,
    {
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      phone: '+49 301234567',
      location: 'Berlin, Germany',
      org: 'Northwind',
      linkedin: 'https://www.linkedin.com/in/ada',
      twitter: '',
      github: 'https://github.com/ada',
      portfolio: 'https://ada.dev',
      // The one portfolio is not given a second time.
      other: '',
      authorised: 'Yes',
      legalName: 'Ada Lovelace',
      sponsorship: 'No',
      gender: 'Female',
      veteran: 'I am not a veteran',
      resume: 'ada-resume.pdf',
      resumeBytes: true,
    },
    {
      name: field(parts, 'name'),
      email: field(parts, 'email'),
      phone: field(parts, 'phone'),
      location: field(parts, 'location'),
      org: field(parts, 'org'),
      linkedin: field(parts, 'urls[LinkedIn]'),
      twitter: field(parts, 'urls[Twitter]'),
      github: field(parts, 'urls[GitHub]'),
      portfolio: field(parts, 'urls[Portfolio]'),
      other: field(parts, 'urls[Other]'),
      authorised: field(parts, `cards[${LEVER_CARD}][field0]`),
      legalName: field(parts, `cards[${LEVER_CARD}][field1]`),
      sponsorship: field(parts, `cards[${LEVER_VISA}][field0]`),
      gender: field(parts, 'eeo[gender]'),
      veteran: field(parts, 'eeo[veteran]'),
      resume: resume.fileName,
      resumeBytes: resume.data.equals(RESUME),
    },
  );
  // Pronouns and the marketing consent are the person's own to give.
  expect(parts.filter((part) => part.name === 'pronouns' && part.data.length > 0)).toEqual([]);
  expect(
    parts.filter((part) => part.name === 'consent[marketing]').map((part) => String(part.data)),
  ).toEqual(['0']);
  await expect
    .poll(async () =>
      (await trackedApplications(extension.api, extension.token)).find((item) => item.url === url),
    )
    .toMatchObject({ status: 'applied', company: 'Acme', title: 'Product Engineer' });
  await page.close();
});

test('Ashby (React): custom answers from the bank, salary, and never the opposite option', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  await page.goto('https://jobs.ashbyhq.com/acme/5b6c7d8e-0000-4000-8000-000000000002/application');
  const { panel, ms } = await fill(page);
  const state = await fixtureState(page);
  const resume = state.resume as { name: string; base64: string } | null;
  reportFill(
    'ashby',
    ms,
    {
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      // The intl-tel-input widget holds the country; the input the national number.
      phoneCountry: 'de',
      phone: '301234567',
      resume: 'ada-resume.pdf',
      resumeBytes: RESUME.toString('base64'),
      linkedin: 'https://www.linkedin.com/in/ada',
      location: 'berlin',
      salary: '120,000 USD per year',
      notice: '1 month',
      kubernetes: 'Yes, four years in production.',
      sponsorship: 'No',
      // A Yes/No question drawn as toggle buttons, answered from the bank.
      authorised: 'Yes',
    },
    { ...state, resume: resume?.name, resumeBytes: resume?.base64 },
  );
  // The profile says nothing of citizenship: neither "US Citizen" nor "Non-US Citizen".
  expect(state.citizenship).toBe('');
  await expect(panel.getByText('What is your citizenship status?')).toBeVisible();
  // The form posts what its hidden input holds; the button shows it pressed.
  const authorised = page.getByRole('group', { name: /legally authorized/ });
  await expect(authorised.locator('input[type="hidden"]')).toHaveValue('Yes');
  await expect(authorised.getByRole('button', { name: 'Yes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A question the bank does not answer keeps both buttons up, and is listed.
  expect(state.relocate).toBe('');
  await expect(panel.getByText('Are you willing to relocate to our Berlin office?')).toBeVisible();
  await panel.getByRole('button', { name: /^Undo: Are you legally authorized/ }).click();
  await expect.poll(async () => (await fixtureState(page)).authorised).toBe('');
  await authorised.getByRole('button', { name: 'Yes' }).click();

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('.ashby-application-form-success-container')).toBeVisible();
  await expect
    .poll(async () =>
      (await trackedApplications(extension.api, extension.token)).find((item) =>
        item.url.startsWith('https://jobs.ashbyhq.com/acme/'),
      ),
    )
    .toMatchObject({ status: 'applied', company: 'Acme', title: 'Senior Data Engineer' });
  await page.close();
});

test('Workday: three steps, each filled as it appears, with repeated work and education entries', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  await page.goto(
    'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote/Backend-Engineer_R123/apply/applyManually',
  );
  const { panel, ms } = await fill(page);
  const next = page.locator('[data-automation-id="pageFooterNextButton"]');
  let state = await fixtureState(page);
  reportFill(
    'workday step 1 (My Information)',
    ms,
    {
      source: 'LinkedIn',
      countryDropdown: 'Germany',
      legalNameSection_firstName: 'Ada',
      legalNameSection_lastName: 'Lovelace',
      email: 'ada.lovelace@example.com',
      countryPhoneCode: 'DE',
      'phone-number': '301234567',
    },
    state,
  );
  await expect(panel.getByText('Phone Device Type')).toBeVisible();
  // The prompt's answer sits one level down: "Job Board" › "LinkedIn" (not "LinkedIn Groups").
  await expect(panel.getByText('Job Board › LinkedIn')).toBeVisible();
  await shot(page, 'extension-workday-step-1');

  await next.click();
  await expect(panel.getByRole('heading', { name: 'Step "My Experience"' })).toBeVisible();
  state = await fixtureState(page);
  const resume = state.resume as { name: string; base64: string } | null;
  reportFill(
    'workday step 2 (My Experience)',
    await fillTime(panel),
    {
      work: [
        {
          jobTitle: 'Senior Engineer',
          companyName: 'Northwind',
          // The job's own place, never the candidate's home city.
          location: 'Hamburg',
          roleDescription: 'Built the payments API.',
          current: true,
          startDateMonth: '03',
          startDateYear: '2021',
        },
        {
          jobTitle: 'Engineer',
          companyName: 'Contoso',
          location: 'Munich',
          roleDescription: 'Data pipelines.',
          startDateMonth: '06',
          startDateYear: '2017',
          endDateMonth: '02',
          endDateYear: '2021',
        },
      ],
      education: [
        {
          schoolName: 'TU Berlin',
          fieldOfStudy: 'Computer Science',
          degree: "Master's Degree",
          firstYearAttendedYear: '2015',
          lastYearAttendedYear: '2017',
        },
      ],
      resume: 'ada-resume.pdf',
    },
    { ...state, resume: resume?.name },
  );

  await next.click();
  await expect(panel.getByRole('heading', { name: 'Step "Application Questions"' })).toBeVisible();
  state = await fixtureState(page);
  reportFill(
    'workday step 3 (Application Questions)',
    await fillTime(panel),
    {
      authorized: 'Yes',
      sponsorship: 'No',
      salary: '120,000 USD per year',
      gender: 'Female',
      veteranStatus: 'I am not a protected veteran',
    },
    state,
  );
  expect(state.why ?? '').toBe('');
  expect(await page.evaluate(() => window.fixtureSubmitted ?? null)).toBeNull();

  await next.click();
  await expect(page.locator('[data-automation-id="congratulationsPopup"]')).toBeVisible();
  await expect
    .poll(async () =>
      (await trackedApplications(extension.api, extension.token)).find((item) =>
        item.url.startsWith('https://acme.wd5.myworkdayjobs.com/'),
      ),
    )
    .toMatchObject({ status: 'applied', company: 'Acme', title: 'Backend Engineer' });
  await page.close();
});
