import { FIELD_RESUMES } from '../../../packages/career-ai/src/test-support/field-resumes.ts';
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
    tab: 'Matching',
    list: 'Recommended jobs',
    why: 'Why this score',
    skills: 'Skills',
    panel: 'Your match',
    hire: 'Can I be hired from here?',
    emptyProfile: 'Complete your profile',
    emptyResume: 'Upload a resume',
  },
  zh: {
    tab: '职位匹配',
    list: '推荐岗位',
    why: '查看评分依据',
    skills: '技能',
    panel: '你的匹配度',
    hire: '我能从这里受聘吗？',
    emptyProfile: '完善求职资料',
    emptyResume: '上传简历',
  },
} as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const text = TEXT[language];
    test(`recommendations and the match panel, ${language} at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const token = await signInAs(page, await registerMember(page.request, 'matcher'));
      const resume = FIELD_RESUMES[0]!;
      const created = await page.request.post('/api/v1/resumes', {
        headers: { authorization: `Bearer ${token}` },
        data: { title: 'Frontend', language: resume.language, document: resume.document },
      });
      expect(created.status()).toBe(201);

      await page.goto('/dashboard/job/job-search?tab=matching');
      await expect(page.getByRole('tab', { name: text.tab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const list = page.getByRole('list', { name: text.list });
      const cards = list.getByRole('article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBe(10);
      await expect(cards.first().getByRole('img')).toHaveAccessibleName(/\d+/);
      await shot(page, `${language}-${viewport.name}-matching`);
      await expectNoSeriousViolations(page);

      await cards.first().getByRole('button', { name: text.why }).click();
      await expect(cards.first().getByText(text.skills, { exact: true })).toBeVisible();
      await shot(page, `${language}-${viewport.name}-matching-expanded`);
      await expectNoSeriousViolations(page);

      await cards.first().getByRole('heading').getByRole('link').click();
      const panel = page.getByRole('region', { name: text.panel });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(text.hire)).toBeVisible();
      await shot(page, `${language}-${viewport.name}-detail`);
      await expectNoSeriousViolations(page);
    });
  }
}

test('without a profile or resume, the tab leads to both; search cards carry no badge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await useLanguage(page, 'en');
  await signInAs(page, await registerMember(page.request, 'newcomer'));
  await page.goto('/dashboard/job/job-search?tab=matching');
  await expect(page.getByRole('link', { name: TEXT.en.emptyProfile })).toHaveAttribute(
    'href',
    '/dashboard/auto-apply',
  );
  await expect(page.getByRole('link', { name: TEXT.en.emptyResume })).toHaveAttribute(
    'href',
    '/dashboard/resume',
  );
  await shot(page, 'en-desktop-matching-empty');
  await expectNoSeriousViolations(page);
});

test('search cards show the match badge and the dashboard the best match', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await useLanguage(page, 'zh');
  const token = await signInAs(page, await registerMember(page.request, 'badges'));
  const resume = FIELD_RESUMES[0]!;
  await page.request.post('/api/v1/resumes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Frontend', language: 'en', document: resume.document },
  });
  await page.goto('/dashboard/job/job-search');
  await expect(page.getByText(/^匹配 \d+%$/).first()).toBeVisible();
  await shot(page, 'zh-mobile-search-badges');
  await page.goto('/dashboard');
  await expect(page.getByText(/^最佳匹配：/)).toBeVisible();
  await page.getByRole('link', { name: 'AI 推荐' }).click();
  await expect(page).toHaveURL(/tab=matching/);
  await shot(page, 'zh-mobile-dashboard-to-matching');
});
