import type { APIRequestContext } from '@playwright/test';
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
    welcome: (name: string) => `Welcome, ${name}!`,
    funnel: 'Application funnel',
    weekly: 'Applications per week',
    due: 'Next steps due',
    activity: 'Recent activity',
    saved: /^Saved /,
    guest: 'Welcome to Yonder',
    demo: 'Demo data',
    signIn: 'Sign in',
    quick: {
      search: 'Search jobs',
      analysis: 'Resume analysis',
      matching: 'Job matching',
      letter: 'Create cover letter',
      tracking: 'Application tracking',
    },
    loadMore: 'Load more',
  },
  zh: {
    welcome: (name: string) => `欢迎，${name}！`,
    funnel: '投递漏斗',
    weekly: '每周投递数',
    due: '待办事项',
    activity: '最近动态',
    saved: /^收藏了 /,
    guest: '欢迎来到远方',
    demo: '示例数据',
    signIn: '登录',
    quick: {
      search: '搜索职位',
      analysis: '简历分析',
      matching: '职位匹配',
      letter: '创建求职信',
      tracking: '投递跟踪',
    },
    loadMore: '加载更多',
  },
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** A person's data through the API: a resume analysed, two saved jobs, three applications. */
async function seedMember(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const resume = FIELD_RESUMES[0]!;
  const created = await request.post('/api/v1/resumes', {
    headers,
    data: { title: 'Frontend CV', language: resume.language, document: resume.document },
  });
  expect(created.status()).toBe(201);
  const resumeId = (await created.json()).data.id as string;
  const analysed = await request.post(`/api/v1/resumes/${resumeId}/analysis`, {
    headers,
    data: {},
  });
  expect(analysed.status()).toBe(200);
  const score = (await analysed.json()).data.score as number;

  const jobs = (await (await request.get('/api/v1/jobs/getAllJobs?page=1&page_size=5')).json()).data
    .items as { id: string; title: string }[];
  for (const job of jobs.slice(0, 2)) {
    const saved = await request.post('/api/v1/jobs/addFavoriteJob', {
      headers,
      data: { job_id: job.id, status: 'saved', job_title: job.title, source: 'web_app' },
    });
    expect(saved.ok()).toBe(true);
  }
  const track = async (data: object) => {
    const answer = await request.post('/api/v1/applications', { headers, data });
    expect(answer.status()).toBe(201);
    return (await answer.json()).data as { id: string; version: number };
  };
  await track({ title: 'Designer', company: 'Globex', status: 'wishlist' });
  await track({
    title: 'Product Engineer',
    company: 'Initech',
    status: 'applied',
    next_step: 'Call the recruiter',
    next_step_due: today(),
  });
  const moved = await track({ title: 'Frontend Lead', company: 'Hooli', status: 'applied' });
  const patched = await request.patch(`/api/v1/applications/${moved.id}`, {
    headers,
    data: { version: moved.version, status: 'interview' },
  });
  expect(patched.status()).toBe(200);
  return { resumeId, score };
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const text = TEXT[language];

    test(`a member's true figures and quick actions, ${language} at ${viewport.width} px`, async ({
      page,
      allowProblem,
    }) => {
      test.setTimeout(60_000);
      allowProblem(/^$/);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      const member = await registerMember(page.request, 'dash');
      const token = await signInAs(page, member);
      const { resumeId, score } = await seedMember(page.request, token);

      await page.goto('/dashboard');
      await expect(page.getByTestId('welcome')).toContainText(text.welcome(member.username));
      await expect(page.getByTestId('stat-ats')).toHaveText(String(score));
      await expect(page.getByTestId('stat-saved')).toHaveText('2');
      await expect(page.getByTestId('stat-applied')).toHaveText('2');
      await expect(page.getByTestId('stat-match')).toHaveText(/^\d+%$/);

      // The pictures' figures, as their tables read them out.
      const funnel = page.getByRole('table', { name: text.funnel });
      await expect(funnel.getByRole('row')).toHaveCount(5);
      // Two bookmarked jobs went to the wishlist, beside the three applications.
      await expect(funnel.getByRole('row').nth(1).getByRole('cell')).toHaveText('5');
      await expect(funnel.getByRole('row').nth(2).getByRole('cell')).toHaveText(/^2\b/);
      await expect(funnel.getByRole('row').nth(3).getByRole('cell')).toHaveText(/^1\b/);
      const weekly = page.getByRole('table', { name: text.weekly });
      await expect(weekly.getByRole('row')).toHaveCount(13);
      await expect(weekly.getByRole('row').last().getByRole('cell')).toHaveText('2');
      await expect(page.getByTestId('weekly').locator('svg')).toBeVisible();

      const due = page.getByRole('region', { name: text.due });
      await expect(due.getByText('Call the recruiter')).toBeVisible();
      const activity = page.getByRole('region', { name: text.activity });
      await expect(activity.getByRole('listitem')).toHaveCount(7);
      await expect(activity.getByRole('link', { name: text.saved })).toHaveCount(2);

      // Nothing spills sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `${language}-${viewport.name}-member`);
      await expectNoSeriousViolations(page);

      const quick = page.getByRole('navigation', {
        name: language === 'en' ? 'Quick actions' : '快捷操作',
      });
      const expectations: [keyof typeof text.quick, RegExp][] = [
        ['search', /\/dashboard\/job\/job-search$/],
        ['analysis', new RegExp(`/dashboard/resume\\?resume=${resumeId}$`)],
        ['matching', /\/dashboard\/job\/job-search\?tab=matching$/],
        ['letter', /\/dashboard\/cover-letter$/],
        ['tracking', /\/dashboard\/job\/job-search\?tab=tracking$/],
      ];
      for (const [key, url] of expectations) {
        await quick.getByRole('link', { name: text.quick[key] }).click();
        await expect(page).toHaveURL(url);
        await page.goBack();
        await expect(page.getByTestId('stat-saved')).toHaveText('2');
      }
    });

    test(`a guest sees the demo with the login prompt, ${language} at ${viewport.width} px`, async ({
      page,
      allowProblem,
    }) => {
      allowProblem(/^$/);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useLanguage(page, language);
      let personal = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/dashboard/')) personal += 1;
      });
      await page.goto('/dashboard');
      await expect(page.getByTestId('welcome')).toContainText(text.guest);
      const banner = page.getByTestId('guest-banner');
      await expect(banner).toContainText(text.demo);
      await expect(page.getByTestId('stat-ats')).toHaveText('82');
      await expect(page.getByRole('table', { name: text.funnel }).getByRole('row')).toHaveCount(5);
      await shot(page, `${language}-${viewport.name}-guest`);
      await expectNoSeriousViolations(page);
      await banner.getByRole('button', { name: text.signIn }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(personal).toBe(0);
    });
  }
}

test('the activity list loads more, 20 at a time', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'en');
  const token = await signInAs(page, await registerMember(page.request, 'busy'));
  const headers = { authorization: `Bearer ${token}` };
  const jobs = (
    await (await page.request.get('/api/v1/jobs/getAllJobs?page=1&page_size=23')).json()
  ).data.items as { id: string }[];
  for (const job of jobs) {
    const saved = await page.request.post('/api/v1/jobs/addFavoriteJob', {
      headers,
      data: { job_id: job.id, status: 'saved' },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.goto('/dashboard');
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(20);
  await activity.getByRole('button', { name: 'Load more' }).click();
  await expect(activity.getByRole('listitem')).toHaveCount(23);
  await expect(activity.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByTestId('stat-saved')).toHaveText('23');
});

test('the daily next-steps mail is turned off in settings', async ({ page, allowProblem }) => {
  allowProblem(/^$/);
  await useLanguage(page, 'zh');
  const token = await signInAs(page, await registerMember(page.request, 'quiet'));
  await page.goto('/dashboard');
  await page.getByTestId('sidebar').getByRole('button', { name: '设置' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: '隐私与数据' }).click();
  const box = dialog.getByRole('checkbox', { name: /每日待办提醒邮件/ });
  await expect(box).toBeChecked();
  await shot(page, 'zh-desktop-settings-mail');
  await expectNoSeriousViolations(page);
  await box.uncheck();
  await expect(page.getByText('设置已保存')).toBeVisible();
  const stored = await page.request.get('/api/v1/account/preferences', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await stored.json()).data).toMatchObject({ next_step_emails: false });
});
