import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { registerMember, signInAs } from './auth-helpers';
import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';

const TEXT = {
  en: {
    title: 'AI cover letter',
    company: 'Company name',
    jobTitle: 'Job title',
    highlights: 'Key highlights',
    formal: 'Formal',
    friendly: 'Friendly',
    generate: 'Generate letter',
    code: 'Language: en',
    resume: 'Resume',
    savedJob: 'Saved job',
    letterLanguage: 'Letter language',
    offline: 'Write from my resume (free)',
    ai: 'Write with AI (1 point)',
    aiMissing: 'has not configured an AI provider',
    save: 'Save letter',
    saved: 'Saved',
    letter: 'Letter text',
    pdf: 'Download PDF',
    docx: 'Download Word',
    open: 'Open',
    list: 'Saved letters',
    empty: 'Your letter appears here',
    opening: "I'm excited to apply for the Data Analyst role at Acme Remote.",
  },
  zh: {
    title: 'AI 求职信',
    company: '公司名称',
    jobTitle: '职位名称',
    highlights: '核心亮点',
    formal: '正式',
    friendly: '友好',
    generate: '生成求职信',
    code: '语言：zh',
    resume: '简历',
    savedJob: '收藏的职位',
    letterLanguage: '求职信语言',
    offline: '根据简历撰写（免费）',
    ai: '用 AI 撰写（1 点）',
    aiMissing: '管理员尚未配置 AI 服务',
    save: '保存求职信',
    saved: '已保存',
    letter: '求职信正文',
    pdf: '下载 PDF',
    docx: '下载 Word',
    open: '打开',
    list: '已保存的求职信',
    empty: '求职信会显示在这里',
    opening: '看到 Acme Remote 正在招聘 Data Analyst，我很想加入。',
  },
} as const;

const RESUME = {
  basics: { name: 'Mei Sun', label: 'Frontend Engineer' },
  work: [
    {
      name: 'Harbor Apps',
      position: 'Frontend Engineer',
      startDate: '2019-04',
      highlights: ['Rebuilt the checkout in React and TypeScript, lifting conversion by 18%'],
    },
  ],
  skills: [{ name: 'Frontend', keywords: ['React', 'TypeScript', 'CSS'] }],
};

async function prepare(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/resumes', {
    headers,
    data: { title: 'Mei Sun CV', language: 'en', document: RESUME },
  });
  expect(created.status()).toBe(201);
  const jobs = await request.get('/api/v1/jobs/getAllJobs?page=1&page_size=5');
  const job = (await jobs.json()).data.items[0] as { id: string; title: string };
  const saved = await request.post('/api/v1/jobs/addFavoriteJob', {
    headers,
    data: { job_id: job.id, status: 'saved', job_title: job.title, source: 'web_app' },
  });
  expect(saved.ok()).toBe(true);
  return job;
}

for (const viewport of VIEWPORTS)
  for (const language of LANGUAGES)
    test(`write, save, reopen and export a cover letter (${viewport.name}, ${language})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = TEXT[language];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const member = await registerMember(page.request, `letter-${viewport.name}`);
      const token = await signInAs(page, member);
      const job = await prepare(page.request, token);

      await page.goto('/dashboard/cover-letter');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(page.getByText(t.code)).toBeVisible();
      await expectNoSeriousViolations(page);

      // The spec's local template, with the keyboard for the tone.
      await page.getByLabel(t.company, { exact: true }).fill('Acme Remote');
      await page.getByLabel(t.jobTitle, { exact: true }).fill('Data Analyst');
      await page.getByLabel(t.highlights).fill('Built dashboards\nRan the weekly report');
      await page.getByRole('radio', { name: t.formal }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: t.friendly })).toBeChecked();
      await page.getByRole('button', { name: t.generate }).click();
      const body = page.getByLabel(t.letter);
      await expect(body).toHaveValue(new RegExp(t.opening.replace(/[.()]/g, '\\$&')));
      await expectNoSeriousViolations(page);

      // The letter from the resume and a saved job, in English whatever the interface.
      await page.getByLabel(t.resume, { exact: true }).selectOption({ label: 'Mei Sun CV' });
      await page.getByLabel(t.savedJob, { exact: true }).selectOption(job.id);
      await page.getByLabel(t.letterLanguage).selectOption('en');
      // No provider here: the AI button is off and says why.
      await expect(page.getByRole('button', { name: t.ai })).toBeDisabled();
      await expect(page.getByText(t.aiMissing)).toBeVisible();
      await page.getByRole('button', { name: t.offline }).click();
      await expect(body).toHaveValue(/Mei Sun/);
      await expect(body).toHaveValue(/^Hello .* team,/);
      await expect(page.getByText('Language: en').or(page.getByText('语言：en'))).toBeVisible();
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved, { exact: true })).toBeVisible();

      // An edit saves by itself and comes back after a reload.
      await body.press('End');
      await body.pressSequentially('\nP.S. Thank you.');
      await expect(page.getByText(t.saved, { exact: true })).toBeVisible({ timeout: 10_000 });
      await page.reload();
      const list = page
        .getByRole('region', { name: t.list })
        .or(page.locator('section', { hasText: t.list }));
      await list
        .getByRole('button', { name: new RegExp(`^${t.open}`) })
        .first()
        .click();
      await expect(body).toHaveValue(/P\.S\. Thank you\./);
      await expectNoSeriousViolations(page);

      for (const [name, extension] of [
        [t.pdf, 'pdf'],
        [t.docx, 'docx'],
      ] as const) {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
        const size = fs.statSync((await file.path())!).size;
        expect(size).toBeGreaterThan(1000);
      }
    });
