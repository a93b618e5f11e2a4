import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
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

const LOCALES = path.resolve(import.meta.dirname, '../src/locales');
const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/career-ai/test/fixtures');

type Texts = Record<string, unknown>;
const texts = (language: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'profile.json'), 'utf8'));

/** A text of the profile namespace with its `{{values}}` filled in. */
function text(tree: Texts, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree);
  return String(found).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`edit the profile in drawers at ${viewport.width} px in ${language}`, async ({
      page,
      allowProblem,
    }) => {
      test.setTimeout(90_000);
      // The bad link is refused by the server on purpose.
      allowProblem(/http 422: .*\/api\/v1\/profile|status of 422|请求失败 \(422\)/);
      const t = texts(language);
      const l = (key: string, values?: Record<string, string | number>) => text(t, key, values);
      const name = `${language}-${viewport.name}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      await signInAs(page, await registerMember(page.request, 'profiler'));

      await page.goto('/dashboard/auto-apply');
      await expect(page.getByRole('heading', { level: 1, name: l('title') })).toBeVisible();
      const percent = page.getByTestId('profile-percent');
      await expect(percent).toHaveText('0%');
      await expect(page.getByText(l('sections.work.empty'))).toBeVisible();
      await shot(page, `${name}-empty`);
      await expectNoSeriousViolations(page);

      // The install button leads to the install page (checked in extension-install.spec.ts).
      await expect(page.getByRole('link', { name: l('extension.install') })).toHaveAttribute(
        'href',
        '/extension',
      );

      const workTitle = l('sections.work.title');
      const editWork = page.getByRole('button', {
        name: l('sections.edit', { section: workTitle }),
      });
      const drawer = page.getByRole('dialog', { name: l('drawer.title', { section: workTitle }) });
      const entryName = (n: number) => l('drawer.entry', { section: workTitle, n });

      // Open: one drawer, focus inside it, page scroll locked, full width on a phone.
      await editWork.click();
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      if (viewport.width < 640)
        expect((await drawer.boundingBox())!.width).toBeGreaterThanOrEqual(viewport.width - 1);
      // Escape with nothing changed closes at once.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Add an entry, then Escape: the warning; keep editing keeps it.
      await editWork.click();
      await drawer.getByRole('button', { name: l('sections.work.add') }).click();
      const first = drawer.getByRole('listitem', { name: entryName(1) });
      await first.getByLabel(l('fields.work.company'), { exact: true }).fill('Northwind');
      await first.getByLabel(l('fields.work.title'), { exact: true }).fill('Engineer');
      await shot(page, `${name}-drawer`);
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      const warning = page.getByRole('alertdialog', { name: l('drawer.unsavedTitle') });
      await expect(warning).toBeVisible();
      await shot(page, `${name}-unsaved`);
      await warning.getByRole('button', { name: l('drawer.keepEditing') }).click();
      await expect(warning).toBeHidden();
      await expect(first.getByLabel(l('fields.work.company'), { exact: true })).toHaveValue(
        'Northwind',
      );

      // Cancel discards, after the warning.
      await drawer.getByRole('button', { name: l('drawer.cancel') }).click();
      await warning.getByRole('button', { name: l('drawer.discard') }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByText(l('sections.work.empty'))).toBeVisible();
      await editWork.click();
      await expect(drawer.getByTestId('profile-entry')).toHaveCount(0);

      // Two entries, reordered with the keyboard buttons, then saved.
      await drawer.getByRole('button', { name: l('sections.work.add') }).click();
      await drawer.getByRole('button', { name: l('sections.work.add') }).click();
      const second = drawer.getByRole('listitem', { name: entryName(2) });
      await first.getByLabel(l('fields.work.company'), { exact: true }).fill('Contoso');
      await second.getByLabel(l('fields.work.company'), { exact: true }).fill('Northwind');
      await second.getByLabel(l('fields.work.title'), { exact: true }).fill('Engineer');
      await second.getByLabel(l('fields.work.start'), { exact: true }).fill('2019-03');
      await drawer
        .getByRole('button', { name: l('drawer.moveUp', { name: entryName(2) }) })
        .click();
      await expect(first.getByLabel(l('fields.work.company'), { exact: true })).toHaveValue(
        'Northwind',
      );
      await drawer.getByRole('button', { name: l('drawer.save') }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByText(l('drawer.saved'))).toBeVisible();
      await expect(percent).toHaveText('20%');
      const workCard = page.getByRole('region', { name: workTitle });
      await expect(workCard.getByRole('listitem')).toHaveText(['Engineer · Northwind', 'Contoso']);

      // A bad link is named next to its field, in the page's language; nothing is stored.
      const linksTitle = l('sections.links.title');
      await page.getByRole('button', { name: l('sections.edit', { section: linksTitle }) }).click();
      const linksDrawer = page.getByRole('dialog', {
        name: l('drawer.title', { section: linksTitle }),
      });
      await linksDrawer.getByRole('button', { name: l('sections.links.add') }).click();
      await linksDrawer.getByLabel(l('fields.links.label'), { exact: true }).fill('Site');
      const url = linksDrawer.getByLabel(l('fields.links.url'), { exact: true });
      await url.fill('ftp://example.com');
      await linksDrawer.getByRole('button', { name: l('drawer.save') }).click();
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(linksDrawer.getByText(l('drawer.fixFields'))).toBeVisible();
      await shot(page, `${name}-field-error`);
      await url.fill('https://ada.dev');
      await linksDrawer.getByRole('button', { name: l('drawer.save') }).click();
      await expect(linksDrawer).toBeHidden();

      // Skills move the completeness on; a reload shows everything stored.
      const skillsTitle = l('sections.skills.title');
      await page
        .getByRole('button', { name: l('sections.edit', { section: skillsTitle }) })
        .click();
      const skillsDrawer = page.getByRole('dialog', {
        name: l('drawer.title', { section: skillsTitle }),
      });
      await skillsDrawer.getByRole('button', { name: l('sections.skills.add') }).click();
      await skillsDrawer.getByLabel(l('fields.skills.name'), { exact: true }).fill('TypeScript');
      await skillsDrawer.getByRole('button', { name: l('drawer.save') }).click();
      await expect(percent).toHaveText('40%');

      await page.reload();
      await expect(percent).toHaveText('40%');
      await expect(workCard.getByRole('listitem')).toHaveText(['Engineer · Northwind', 'Contoso']);
      await expect(
        page.getByRole('region', { name: linksTitle }).getByText('Site · https://ada.dev'),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: skillsTitle }).getByText('TypeScript'),
      ).toBeVisible();
      await shot(page, `${name}-filled`);
      await expectNoSeriousViolations(page);

      // The preferences and answers drawers, looked at and closed unchanged.
      for (const section of ['preferences', 'answers', 'contact']) {
        const title = l(`sections.${section}.title`);
        await page.getByRole('button', { name: l('sections.edit', { section: title }) }).click();
        const sectionDrawer = page.getByRole('dialog', {
          name: l('drawer.title', { section: title }),
        });
        await expect(sectionDrawer).toBeVisible();
        await shot(page, `${name}-${section}`);
        await expectNoSeriousViolations(page);
        await page.keyboard.press('Escape');
        await expect(sectionDrawer).toBeHidden();
      }

      // A question answered by hand joins the saved answers, and the answers card lists it.
      const answersTitle = l('sections.answers.title');
      const question = language === 'en' ? 'Do you hold a driving licence?' : '你是否持有驾照？';
      await page
        .getByRole('button', { name: l('sections.edit', { section: answersTitle }) })
        .click();
      const answersDrawer = page.getByRole('dialog', {
        name: l('drawer.title', { section: answersTitle }),
      });
      await expect(answersDrawer.getByText(l('answers.saved.empty'))).toBeVisible();
      await answersDrawer.getByRole('button', { name: l('answers.saved.add') }).click();
      const saved = answersDrawer.getByRole('listitem', {
        name: l('answers.saved.entry', { n: 1 }),
      });
      await expect(saved.getByLabel(l('answers.saved.question'))).toBeFocused();
      await saved.getByLabel(l('answers.saved.question')).fill(question);
      await saved
        .getByLabel(l('answers.saved.answer'))
        .fill(language === 'en' ? 'Yes, since 2015.' : '是，2015 年起。');
      await shot(page, `${name}-saved-answer`);
      await expectNoSeriousViolations(page);
      await answersDrawer.getByRole('button', { name: l('drawer.save'), exact: true }).click();
      await expect(answersDrawer).toBeHidden();
      await expect(
        page.getByRole('region', { name: answersTitle }).getByText(question),
      ).toBeVisible();
      await shot(page, `${name}-answers-card`);
    });
  }
}

test('fills the profile from an uploaded resume only with what is chosen', async ({ page }) => {
  test.setTimeout(90_000);
  const t = texts('en');
  const l = (key: string, values?: Record<string, string | number>) => text(t, key, values);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  await signInAs(page, await registerMember(page.request, 'filler'));
  await page.goto('/dashboard/auto-apply');
  await expect(page.getByTestId('profile-percent')).toHaveText('0%');

  await page.getByLabel(l('resume.upload')).setInputFiles(path.join(FIXTURES, 'en-two-column.pdf'));
  const dialog = page.getByRole('dialog', { name: l('fill.title') });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // The file is attached at once (contact counts), the content waits for the choice.
  await expect(page.getByTestId('profile-resume-file')).toHaveText('en-two-column.pdf');
  await expect(page.getByTestId('profile-percent')).toHaveText('20%');
  await expect(page.getByText(l('sections.work.empty'))).toBeVisible();
  await shot(page, 'en-desktop-fill');
  await expectNoSeriousViolations(page);

  // Leave skills out: untick the whole section.
  const skills = dialog.getByRole('group', { name: l('sections.skills.title') });
  await skills.getByRole('checkbox').first().uncheck();
  await dialog.getByRole('button', { name: l('fill.apply') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(l('sections.work.empty'))).toBeHidden();
  await expect(page.getByText(l('sections.skills.empty'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(l('sections.work.empty'))).toBeHidden();
  await expect(page.getByText(l('sections.skills.empty'))).toBeVisible();

  // The same resume, now in the library, offers the skills that were left out.
  await page.getByLabel(l('resume.fromLibrary')).selectOption({ label: 'en-two-column' });
  await page.getByRole('button', { name: l('resume.fill'), exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: l('sections.skills.title') })).toBeVisible();
  await expect(dialog.getByRole('group', { name: l('sections.work.title') })).toBeVisible();
  await dialog.getByRole('button', { name: l('drawer.cancel') }).click();
  await expect(dialog).toBeHidden();
  await shot(page, 'en-desktop-after-fill');
});

test('a save after another tab saved shows the conflict and loads the latest', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/http 409: .*\/api\/v1\/profile|status of 409|请求失败 \(409\)/);
  const t = texts('en');
  const l = (key: string, values?: Record<string, string | number>) => text(t, key, values);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  const token = await signInAs(page, await registerMember(page.request, 'conflicted'));
  await page.goto('/dashboard/auto-apply');
  await expect(page.getByTestId('profile-percent')).toHaveText('0%');

  // Another tab stores a skill after this page read the profile.
  const other = await page.request.put('/api/v1/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { version: 0, profile: { skills: [{ id: 'other', name: 'Elixir' }] } },
  });
  expect(other.status()).toBe(200);

  const workTitle = l('sections.work.title');
  await page.getByRole('button', { name: l('sections.edit', { section: workTitle }) }).click();
  const drawer = page.getByRole('dialog', { name: l('drawer.title', { section: workTitle }) });
  await drawer.getByRole('button', { name: l('sections.work.add') }).click();
  await drawer.getByLabel(l('fields.work.company'), { exact: true }).fill('Northwind');
  await drawer.getByRole('button', { name: l('drawer.save') }).click();

  const conflict = page.getByRole('dialog', { name: l('conflict.title') });
  await expect(conflict).toBeVisible();
  await shot(page, 'en-desktop-conflict');
  await expectNoSeriousViolations(page);
  // Applying the edit to the latest keeps both: the other tab's skill and this work entry.
  await conflict.getByRole('button', { name: new RegExp(l('conflict.overwrite')) }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByRole('region', { name: l('sections.skills.title') })).toContainText(
    'Elixir',
  );
  await expect(page.getByRole('region', { name: workTitle })).toContainText('Northwind');
  await page.reload();
  await expect(page.getByTestId('profile-percent')).toHaveText('40%');
});

/** The resumes of the signed-in account, as the library lists them. */
async function libraryTitles(page: Page, token: string): Promise<string[]> {
  const answer = await page.request.get('/api/v1/resumes', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data.items as { title: string }[]).map((item) => item.title);
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`an upload on the profile page fills it through the preview, and the same file again is recognised, at ${viewport.width} px in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = texts(language);
      const l = (key: string, values?: Record<string, string | number>) => text(t, key, values);
      const name = `${language}-${viewport.name}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, 'uploader'));
      await page.goto('/dashboard/auto-apply');
      await expect(page.getByTestId('profile-percent')).toHaveText('0%');
      await expect(page.getByText(l('emptyHint'))).toBeVisible();

      // Upload: the preview opens on what the file offers, the file itself already attached.
      const resumeFile = path.join(FIXTURES, 'en-two-column.pdf');
      await page.getByLabel(l('resume.upload')).setInputFiles(resumeFile);
      const dialog = page.getByRole('dialog', { name: l('fill.title') });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByTestId('fill-file')).toHaveText(
        l('fill.file.attached', { file: 'en-two-column.pdf' }),
      );
      const contactBox = dialog.getByRole('checkbox', { name: new RegExp(l('fill.takeContact')) });
      await expect(contactBox).toBeChecked();
      await expect(dialog).toContainText('Lena Fischer');
      await shot(page, `${name}-upload-preview`);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      if (viewport.width < 640) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }

      // Choose: everything but the skills; then the profile holds exactly that, saved.
      const skillsGroup = dialog.getByRole('group', { name: l('sections.skills.title') });
      await skillsGroup.getByRole('checkbox').first().uncheck();
      await dialog.getByRole('button', { name: l('fill.apply') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(l('fill.saved'))).toBeVisible();
      const check = async () => {
        await expect(page.getByTestId('profile-resume-file')).toHaveText('en-two-column.pdf');
        await expect(page.getByRole('region', { name: l('sections.contact.title') })).toContainText(
          'Lena Fischer',
        );
        await expect(page.getByText(l('sections.work.empty'))).toBeHidden();
        await expect(page.getByText(l('sections.skills.empty'))).toBeVisible();
        // The file (contact), work and education: three of the five items.
        await expect(page.getByTestId('profile-percent')).toHaveText('60%');
      };
      await check();
      await page.reload();
      await check();

      // The same file again, under another name: no second resume; the preview says so.
      await page.getByLabel(l('resume.upload')).setInputFiles({
        name: 'Lena Fischer (1).pdf',
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(resumeFile),
      });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByRole('status')).toHaveText(
        l('resume.duplicate', { title: 'en-two-column' }),
      );
      await shot(page, `${name}-upload-duplicate`);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await libraryTitles(page, token)).toEqual(['en-two-column']);
      await expect(page.getByTestId('profile-resume-file')).toHaveText('en-two-column.pdf');
    });
  }
}

test('filling from a library resume attaches its file, or a PDF of one made in the editor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = texts('en');
  const l = (key: string, values?: Record<string, string | number>) => text(t, key, values);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  const token = await signInAs(page, await registerMember(page.request, 'librarian'));
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await page.request.post('/api/v1/resumes', {
    headers,
    multipart: {
      file: {
        name: 'Lena CV.pdf',
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(path.join(FIXTURES, 'en-two-column.pdf')),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const made = await page.request.post('/api/v1/resumes', {
    headers,
    data: {
      title: 'Made in the editor',
      language: 'en',
      document: {
        basics: { name: 'Mia Chen', email: 'mia@example.com' },
        work: [{ name: 'Contoso', position: 'Product designer', startDate: '2021-04' }],
      },
    },
  });
  expect(made.status()).toBe(201);
  const madeId = (await made.json()).data.id as string;

  await page.goto('/dashboard/auto-apply');
  await expect(page.getByTestId('profile-percent')).toHaveText('0%');
  const dialog = page.getByRole('dialog', { name: l('fill.title') });
  const fillFrom = async (title: string) => {
    await page.getByLabel(l('resume.fromLibrary')).selectOption({ label: title });
    await page.getByRole('button', { name: l('resume.fill'), exact: true }).click();
    await expect(dialog).toBeVisible();
  };

  // A resume with its original: the file is offered, ticked, as nothing is attached yet.
  await fillFrom('Lena CV');
  const attach = dialog.getByRole('checkbox', {
    name: l('fill.file.attach', { file: 'Lena CV.pdf' }),
  });
  await expect(attach).toBeChecked();
  await shot(page, 'en-desktop-fill-library-file');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: l('fill.apply') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-resume-file')).toHaveText('Lena CV.pdf');
  await expect(page.getByRole('region', { name: l('sections.contact.title') })).toContainText(
    'Lena Fischer',
  );

  // One made in the editor has no file: said plainly; a PDF of it can be attached instead, which
  // is not ticked while another file is attached.
  await fillFrom('Made in the editor');
  await expect(
    dialog.getByText(l('fill.file.noFile', { title: 'Made in the editor' })),
  ).toBeVisible();
  const makePdf = dialog.getByRole('checkbox', { name: l('fill.file.makePdf') });
  await expect(makePdf).not.toBeChecked();
  await expect(dialog.getByTestId('fill-file')).toContainText('Lena CV.pdf');
  await shot(page, 'en-desktop-fill-editor-resume');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await makePdf.check();
  await dialog.getByRole('button', { name: l('fill.apply') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-resume-file')).toHaveText('Made in the editor.pdf');
  await page.reload();
  await expect(page.getByTestId('profile-resume-file')).toHaveText('Made in the editor.pdf');
  const file = await page.request.get(`/api/v1/resumes/${madeId}/file`, { headers });
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
