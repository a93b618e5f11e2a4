import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FIELD_RESUMES } from '../../../packages/career-ai/src/test-support/field-resumes.ts';
import {
  INVENTED_BULLET,
  inventingResponder,
  startFakeAi,
  type FakeAi,
} from '../../server/test/fake-ai-server.ts';
import { spawnServer, waitForReady } from '../../server/test/server-process.ts';
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
 * Tailoring with a model that invents a claim, in the browser: the app's own server, its real AI
 * client pointed at a local chat-completions server (in this worker) that slips one invented
 * claim into every answer. Nothing unsupported is written or exported without the person's
 * confirmation, and the proposal is there again after leaving the page.
 */
const PORT = Number(process.env.E2E_AI_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 50);
const BASE = `http://127.0.0.1:${PORT}`;

const TEXT = {
  en: {
    analysisView: 'ATS analysis',
    analyse: 'Analyse',
    tailor: 'Tailor a copy',
    waiting: (count: number) =>
      `${count} change${count === 1 ? '' : 's'} wait${count === 1 ? 's' : ''} for your decision.`,
    acceptAll: /^Accept (all \d+|the 1) supported change/,
    keep: 'Keep as is…',
    confirmKeep: 'It is true: keep it',
    requirements: "The job's requirements",
  },
  zh: {
    analysisView: 'ATS 分析',
    analyse: '开始分析',
    tailor: '生成定制副本',
    waiting: (count: number) => `还有 ${count} 条修改等待你处理。`,
    acceptAll: /^接受全部 \d+ 条有依据的修改/,
    keep: '按原样保留…',
    confirmKeep: '属实，保留',
    requirements: '职位要求',
  },
} as const;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let ai: FakeAi;
let server: Awaited<ReturnType<typeof spawnServer>>;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ai = await startFakeAi();
  ai.respond(inventingResponder());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-e2e-ai-'));
  server = await spawnServer(path.resolve(import.meta.dirname, '../../server/src/server.ts'), {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_JOBS: '120',
    PUBLIC_URL: BASE,
    TRUST_PROXY: 'true',
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'sk-yonder-e2e',
    AI_MODEL: 'yonder-e2e-model',
  });
  await waitForReady({ url: BASE, exited: server.exited }, 100_000);
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await ai?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A job of the demo catalogue near the resume's field (full-stack, else frontend), in the
 * interface's language: some requirements met, some not.
 */
async function nearbyJob(page: Page, language: 'zh' | 'en'): Promise<string> {
  const answer = await page.request.get('/api/v1/jobs/getAllJobs?page=1&page_size=100');
  const items = (await answer.json()).data.items as {
    id: string;
    title: string;
    category: string;
  }[];
  const isLanguage = (title: string) => /\p{Script=Han}/u.test(title) === (language === 'zh');
  const job =
    ['fullstack', 'frontend']
      .map((category) => items.find((item) => item.category === category && isLanguage(item.title)))
      .find(Boolean) ?? items[0]!;
  return job.id;
}

/** The whole analysis: on a desktop its pane scrolls on its own, so the window grows for the picture. */
async function shotWhole(page: Page, name: string, viewport: { width: number; height: number }) {
  if (viewport.width >= 1024) await page.setViewportSize({ width: viewport.width, height: 4200 });
  await shot(page, name);
  await page.setViewportSize(viewport);
}

for (const viewport of VIEWPORTS)
  for (const language of LANGUAGES)
    test(`tailoring proposes, never writes an invented claim, and waits across visits: ${language}, ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = TEXT[language];
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, `tailor${language}`));
      const headers = { authorization: `Bearer ${token}` };
      const resume = FIELD_RESUMES.find((entry) => entry.field === 'frontend')!;
      const created = await page.request.post('/api/v1/resumes', {
        headers,
        data: { title: 'Frontend CV', language: 'en', document: resume.document },
      });
      const resumeId = (await created.json()).data.id as string;
      const jobId = await nearbyJob(page, language);

      // The ATS check against the job: requirements with their evidence, and the score's parts.
      await page.goto(`/dashboard/resume?resume=${resumeId}&job=${jobId}`);
      if (viewport.width < 640)
        await page.getByRole('button', { name: t.analysisView, exact: true }).click();
      await page.getByRole('button', { name: t.analyse }).click();
      const requirements = page.getByTestId('requirements');
      await expect(requirements.getByRole('heading', { name: t.requirements })).toBeVisible();
      await expect(page.getByTestId('score-parts')).toBeVisible();
      await shotWhole(page, `ats-${language}-${viewport.width}`, viewport);
      await expectNoSeriousViolations(page);

      // Tailoring: the copy opens with its proposal, the invented claim marked and not written.
      await page.getByRole('button', { name: t.tailor }).click();
      const review = page.getByTestId('proposal-review');
      await expect(review).toBeVisible({ timeout: 20_000 });
      const copyId = new URL(page.url()).searchParams.get('resume')!;
      expect(copyId).not.toBe(resumeId);
      const invented = review
        .getByTestId('proposed-change')
        .filter({ hasText: 'Improved conversion by' });
      await expect(invented.locator('mark').first()).toBeVisible();
      await shot(page, `review-${language}-${viewport.width}`);
      await expectNoSeriousViolations(page);
      const stored = async () =>
        JSON.stringify(
          (await (await page.request.get(`/api/v1/resumes/${copyId}`, { headers })).json()).data
            .document,
        );
      expect(await stored()).not.toContain('35%');

      // "Accept all supported" leaves the marked change waiting.
      await review.getByRole('button', { name: t.acceptAll }).click();
      await expect(review.getByRole('status')).toHaveText(t.waiting(1));
      expect(await stored()).not.toContain('35%');

      // Leaving the page and coming back: the proposal is there again.
      await page.goto('/dashboard');
      await page.goto(`/dashboard/resume?resume=${copyId}`);
      await expect(review.getByRole('status')).toHaveText(t.waiting(1));
      await expect(invented).toHaveAttribute('data-status', 'pending');
      const exported = await page.request.get(`/api/v1/resumes/${copyId}/json-resume`, { headers });
      expect(exported.status()).toBe(200);
      expect(await exported.text()).not.toContain('35%');

      // Kept only once the person confirms it is true.
      await invented.getByRole('button', { name: t.keep }).click();
      await shot(page, `confirm-${language}-${viewport.width}`);
      await invented.getByRole('button', { name: t.confirmKeep }).click();
      await expect(page.getByTestId('proposal-review')).toBeHidden();
      expect(await stored()).toContain(INVENTED_BULLET);
      const pdf = await page.request.get(`/api/v1/resumes/${copyId}/pdf`, { headers });
      expect(pdf.status()).toBe(200);
      await expectNoSeriousViolations(page);
    });
