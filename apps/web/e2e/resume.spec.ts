import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { studentWordPdf } from '../../../packages/career-ai/src/test-support/real-shapes-pdf';
import { proseOnlyPdf } from '../../../packages/career-ai/src/test-support/unstructured-shapes';
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

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/career-ai/test/fixtures');

/** Bookmarks the first job of the seeded catalogue and answers its title. */
async function bookmarkAJob(request: APIRequestContext, token: string) {
  const jobs = await request.get('/api/v1/jobs/getAllJobs?page=1&page_size=5');
  expect(jobs.status()).toBe(200);
  const job = (await jobs.json()).data.items[0] as {
    id: string;
    title: string;
    company_name: string;
  };
  const saved = await request.post('/api/v1/jobs/addFavoriteJob', {
    headers: { authorization: `Bearer ${token}` },
    data: { job_id: job.id, status: 'saved', job_title: job.title, source: 'web_app' },
  });
  expect(saved.ok()).toBe(true);
  return job;
}

test('upload → edit → analyse against a saved job → export PDF, at 1280 px', async ({
  page,
  allowProblem,
}) => {
  test.setTimeout(90_000);
  // The encrypted file is refused on purpose.
  allowProblem(/http 422: .*\/api\/v1\/resumes|status of 422|请求失败 \(422\)/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  const member = await registerMember(page.request, 'resumer');
  const token = await signInAs(page, member);
  const job = await bookmarkAJob(page.request, token);

  await page.goto('/dashboard/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI resume' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No resume yet' })).toBeVisible();
  await shot(page, 'en-desktop-empty');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Create resume' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Upload PDF/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upload a resume' });
  await shot(page, 'en-desktop-upload-dialog');
  await expectNoSeriousViolations(page);

  // The server's refusal is shown with the file's name; the dialog stays for another file.
  await dialog.getByLabel('Choose a file').setInputFiles(path.join(FIXTURES, 'encrypted.pdf'));
  await expect(dialog.getByRole('alert')).toContainText('“encrypted.pdf” was not uploaded');
  await expect(dialog.getByRole('alert')).toContainText('encrypted or password-protected');
  await dialog.getByLabel('Choose a file').setInputFiles(path.join(FIXTURES, 'en-two-column.pdf'));

  // The parsed resume opens in the editor.
  await expect(page).toHaveURL(/\/dashboard\/resume\?resume=[0-9a-f-]{36}$/);
  const resumeId = new URL(page.url()).searchParams.get('resume')!;
  await expect(page.getByLabel('Full name')).toHaveValue('Lena Fischer');
  await expect(page.getByRole('article', { name: 'Resume preview' })).toContainText('Lena Fischer');

  // Edit: a new achievement on the first job, moved to the top with the keyboard-usable buttons.
  await page.getByRole('tab', { name: /Work experience/ }).click();
  const firstJob = page.locator('li[data-entry-id]').first();
  const bullets = firstJob.getByRole('group', { name: 'Achievements' });
  await bullets.getByRole('button', { name: 'Add a bullet' }).click();
  await page.keyboard.type('Mentored 4 engineers through their first year.');
  await bullets.getByRole('button', { name: 'Move bullet 4 up' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await shot(page, 'en-desktop-editor');
  await expectNoSeriousViolations(page);

  const stored = await page.request.get(`/api/v1/resumes/${resumeId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const highlights = (await stored.json()).data.document.work[0].highlights as string[];
  expect(highlights[2]).toBe('Mentored 4 engineers through their first year.');
  expect(highlights).toHaveLength(4);

  // Reorder the jobs by keyboard drag: Space lifts, an arrow moves, Space drops.
  await page
    .getByRole('button', { name: 'Drag to reorder: Frontend Developer · Blue Harbor Labs' })
    .focus();
  // Each step waits for what a screen reader hears (dnd-kit measures between key presses).
  await page.keyboard.press('Space');
  await expect(
    page.getByText('Frontend Developer · Blue Harbor Labs is now at position 2.'),
  ).toBeAttached();
  // dnd-kit measures the entries in the frames after the lift: a key pressed sooner moves nothing.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText('Frontend Developer · Blue Harbor Labs is now at position 1.'),
    ).toBeAttached({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(page.locator('li[data-entry-id]').first()).toContainText('Blue Harbor Labs');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const reordered = await page.request.get(`/api/v1/resumes/${resumeId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(
    ((await reordered.json()).data.document.work as { name: string }[]).map((work) => work.name),
  ).toEqual(['Blue Harbor Labs', 'Acme Analytics GmbH']);

  // Analyse against the saved job.
  await page.getByRole('button', { name: 'ATS analysis' }).last().click();
  await page.getByText('A job', { exact: true }).click();
  await page
    .getByRole('combobox', { name: 'Job' })
    .selectOption({ label: `${job.title} · ${job.company_name}` });
  await page.getByRole('button', { name: 'Analyse' }).click();
  const result = page.getByTestId('analysis-result');
  await expect(result.getByRole('img', { name: /ATS score \d+ out of 100/ })).toBeVisible();
  // Against a job: how the score is made, and each requirement with the resume's evidence.
  await expect(result.getByRole('meter', { name: 'Must-haves met' })).toBeVisible();
  await expect(result.getByRole('heading', { name: "The job's requirements" })).toBeVisible();
  await expect(result.getByTestId('points-left')).toHaveText(/2 points left today/);
  await shot(page, 'en-desktop-analysis');
  await expectNoSeriousViolations(page);

  // Export as PDF in the modern template.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export as PDF' });
  await exportDialog.getByText('Modern', { exact: true }).click();
  await shot(page, 'en-desktop-export-dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(exportDialog).toBeHidden();

  // JSON Resume out, and back in as a new resume.
  await page.getByRole('button', { name: /^More actions for/ }).click();
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export JSON Resume' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const exported = fs.readFileSync(await json.path());
  expect(JSON.parse(exported.toString()).basics.name).toBe('Lena Fischer');

  // The list shows the analysed score.
  await page.getByRole('link', { name: 'All resumes' }).click();
  await expect(page.getByRole('link', { name: 'en-two-column' })).toBeVisible();
  await expect(page.getByText(/^ATS \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Create resume' }).click();
  await page.getByRole('button', { name: 'Import a JSON Resume file' }).click();
  await page
    .getByRole('dialog', { name: 'Import JSON Resume' })
    .getByLabel('Choose a .json file')
    .setInputFiles({ name: 'lena.json', mimeType: 'application/json', buffer: exported });
  await expect(page.getByRole('textbox', { name: 'Resume title' })).toHaveValue('Lena Fischer');
  await page.getByRole('tab', { name: /Work experience/ }).click();
  await expect(page.locator('li[data-entry-id]').first()).toContainText('Blue Harbor Labs');
});

test('a guest sees the features and a sign-in prompt, and no call is refused', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 简历' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'AI 简历能做什么' }).getByRole('listitem'),
  ).toHaveCount(3);
  await page.getByRole('main').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'zh-mobile-guest-dialog');
});

test('375 px smoke: create from the blank template, edit, switch panes, translate without AI', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/http 503: .*\/translate|status of 503|请求失败 \(503\)/);
  await useLanguage(page, 'zh');
  await page.setViewportSize({ width: 375, height: 740 });
  const token = await signInAs(page, await registerMember(page.request, 'phone'));
  await page.goto('/dashboard/resume');
  await expect(page.getByRole('heading', { name: '还没有简历' })).toBeVisible();
  await shot(page, 'zh-mobile-empty');
  await page.getByRole('button', { name: '创建简历' }).click();
  await shot(page, 'zh-mobile-create-dialog');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /空白模板/ }).click();

  await expect(page.getByRole('textbox', { name: '简历标题' })).toHaveValue('我的简历');
  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('职业头衔').fill('产品设计师');
  await expect(page.getByTestId('save-status')).toHaveText('已保存');
  const resumeId = new URL(page.url()).searchParams.get('resume')!;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  await shot(page, 'zh-mobile-editor');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: '预览', exact: true }).click();
  await expect(page.getByRole('article', { name: '简历预览' })).toContainText('王小明');
  await page.getByRole('button', { name: 'ATS 分析', exact: true }).first().click();
  await page.getByRole('button', { name: '开始分析' }).click();
  await expect(page.getByTestId('analysis-result')).toBeVisible();
  await shot(page, 'zh-mobile-analysis');
  await expectNoSeriousViolations(page);

  // An edit made just before the page goes away is still saved.
  await page.getByRole('button', { name: '编辑', exact: true }).click();
  await page.getByLabel('职业头衔').fill('资深产品设计师');
  await page.goto('/dashboard/resume');
  await expect
    .poll(async () => {
      const stored = await page.request.get(`/api/v1/resumes/${resumeId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await stored.json()).data.document.basics.label;
    })
    .toBe('资深产品设计师');

  // Translation needs an AI provider; this server has none and says so before any click.
  await page.getByRole('button', { name: '创建简历' }).click();
  const translateCard = page.getByRole('button', { name: /翻译/ });
  await expect(translateCard).toBeDisabled();
  await expect(translateCard).toContainText('此功能需要 AI 服务，本站未配置，暂不提供。');
});

test('two tabs: a save that meets a newer version asks, and keeps these edits as a copy', async ({
  page,
  context,
  allowProblem,
}) => {
  allowProblem(/http 409: .*\/api\/v1\/resumes\/|status of 409|请求失败 \(409\)/);
  await page.setViewportSize({ width: 1280, height: 860 });
  await useLanguage(page, 'en');
  const token = await signInAs(page, await registerMember(page.request, 'tabs'));
  const created = await page.request.post('/api/v1/resumes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Two tabs', language: 'en' },
  });
  const { id } = (await created.json()).data as { id: string };

  await page.goto(`/dashboard/resume?resume=${id}`);
  const other = await context.newPage();
  await other.goto(`/dashboard/resume?resume=${id}`);
  await other.getByLabel('Full name').fill('Saved elsewhere');
  await expect(other.getByTestId('save-status')).toHaveText('Saved');

  await page.getByLabel('Full name').fill('My edit here');
  const dialog = page.getByRole('dialog', { name: 'This resume was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('save-status')).toContainText('Changed in another tab');
  await shot(page, 'en-desktop-conflict');
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: /Load the latest version/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Full name')).toHaveValue('Saved elsewhere');
  await page.getByRole('link', { name: 'All resumes' }).click();
  await page.getByRole('link', { name: 'Two tabs (my edits)' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('My edit here');
});

const LOCALES = path.resolve(import.meta.dirname, '../src/locales');
type Texts = Record<string, unknown>;
/** A text of the resume namespace in `language`, with its `{{values}}` filled in. */
function resumeText(language: string, key: string, values: Record<string, string> = {}): string {
  const tree: Texts = JSON.parse(
    fs.readFileSync(path.join(LOCALES, language, 'resume.json'), 'utf8'),
  );
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree);
  return String(found).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`the same file uploaded again is named as already in the library, at ${viewport.width} px in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const l = (key: string, values?: Record<string, string>) => resumeText(language, key, values);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, 'twice'));
      const headers = { authorization: `Bearer ${token}` };
      const bytes = fs.readFileSync(path.join(FIXTURES, 'en-two-column.pdf'));
      const first = await page.request.post('/api/v1/resumes', {
        headers,
        multipart: { file: { name: 'Lena CV.pdf', mimeType: 'application/pdf', buffer: bytes } },
      });
      expect(first.status()).toBe(201);
      const existingId = (await first.json()).data.id as string;

      await page.goto('/dashboard/resume');
      await page.getByRole('button', { name: l('list.create') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(l('create.upload.option')) })
        .click();
      const dialog = page.getByRole('dialog', { name: l('create.upload.title') });
      await dialog
        .getByLabel(l('upload.choose'))
        .setInputFiles({ name: 'resume-final.pdf', mimeType: 'application/pdf', buffer: bytes });

      const notice = dialog.getByRole('status');
      await expect(notice).toContainText(l('upload.duplicateTitle'));
      await expect(notice).toContainText(
        l('upload.duplicate', { name: 'resume-final.pdf', title: 'Lena CV' }),
      );
      const open = dialog.getByRole('button', {
        name: l('upload.openExisting', { title: 'Lena CV' }),
      });
      await expect(open).toBeFocused();
      await shot(page, `${language}-${viewport.name}-library-duplicate`);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      if (viewport.width < 640) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
      const listed = await page.request.get('/api/v1/resumes', { headers });
      expect(((await listed.json()).data.items as unknown[]).length).toBe(1);

      // Taken to the resume that holds the file.
      await open.click();
      await expect(page).toHaveURL(new RegExp(`resume=${existingId}$`));
      await expect(dialog).toBeHidden();
    });
  }
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`an upload keeps its honours and campus roles, shown and edited, at ${viewport.width} px in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const l = (key: string, values?: Record<string, string>) => resumeText(language, key, values);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, 'honours'));
      await page.goto('/dashboard/resume');
      await page.getByRole('button', { name: l('list.create') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(l('create.upload.option')) })
        .click();
      await page
        .getByRole('dialog', { name: l('create.upload.title') })
        .getByLabel(l('upload.choose'))
        .setInputFiles({
          name: 'Riley Marsh.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(await studentWordPdf()),
        });
      await expect(page).toHaveURL(/\/dashboard\/resume\?resume=[0-9a-f-]{36}$/);
      const resumeId = new URL(page.url()).searchParams.get('resume')!;

      // The roles held on campus and as a volunteer are work; the honours a section of their own.
      await page.getByRole('tab', { name: new RegExp(l('sections.work')) }).click();
      await expect(page.locator('li[data-entry-id]')).toHaveCount(3);
      await page.getByRole('tab', { name: new RegExp(l('sections.customSections')) }).click();
      const title = page.getByRole('textbox', { name: l('fields.sectionTitle') });
      await expect(title).toHaveValue('HONORS/AWARDS');
      await title.fill('Honours');
      await expect(page.getByTestId('save-status')).toHaveText(l('save.saved'));
      await shot(page, `${language}-${viewport.name}-other-sections`);
      await expectNoSeriousViolations(page);
      if (viewport.width < 640) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
      const stored = await page.request.get(`/api/v1/resumes/${resumeId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await stored.json()).data.document.customSections[0]).toEqual({
        title: 'Honours',
        items: ['President’s List Fall 2024 – Spring 2025'],
      });
    });
  }
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`a file the parser cannot sort opens with all its text and a note, at ${viewport.width} px in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const l = (key: string, values?: Record<string, string>) => resumeText(language, key, values);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      await signInAs(page, await registerMember(page.request, 'unsorted'));
      await page.goto('/dashboard/resume');
      await page.getByRole('button', { name: l('list.create') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(l('create.upload.option')) })
        .click();
      await page
        .getByRole('dialog', { name: l('create.upload.title') })
        .getByLabel(l('upload.choose'))
        .setInputFiles({
          name: 'about me.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(await proseOnlyPdf()),
        });
      // Not refused: saved, said so; the editor opens, says why nothing is sorted, holds the text.
      await expect(page.getByText(l('upload.doneUnsorted'))).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/resume\?resume=[0-9a-f-]{36}$/);
      const note = page.getByRole('region', { name: l('editor.unstructured.title') });
      await expect(note).toBeVisible();
      await expect(note).toContainText(l('editor.unstructured.body'));
      await expect(page.getByLabel(l('fields.email'))).toHaveValue('river.stone@example.com');
      await page.getByRole('tab', { name: new RegExp(l('sections.summary')) }).click();
      await expect(page.getByRole('textbox', { name: l('fields.summary') })).toHaveValue(
        /kept the accounts in order every week/,
      );
      await shot(page, `${language}-${viewport.name}-unstructured-note`);
      await expectNoSeriousViolations(page);
      if (viewport.width < 640) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  }
}
