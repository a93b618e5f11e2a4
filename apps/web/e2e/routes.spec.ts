import {
  expect,
  expectNoSeriousViolations,
  LANGUAGES,
  test,
  useLanguage,
  VIEWPORTS,
} from './fixtures';

const ROUTES = [
  { path: '/', heading: { zh: /远方|工作/, en: /job|work|remote/i }, title: null },
  {
    path: '/dashboard',
    heading: { zh: '控制台', en: 'Dashboard' },
    title: { zh: '控制台', en: 'Dashboard' },
  },
  {
    path: '/dashboard/job/job-search',
    heading: { zh: '找工作', en: 'Find jobs' },
    title: { zh: '找工作', en: 'Find jobs' },
  },
  // A job that does not exist: the app says so, and the server answers 404.
  {
    path: '/dashboard/job/job-search/1',
    heading: { zh: /职位/, en: /job/i },
    title: { zh: '职位详情', en: 'Job detail' },
    status: 404,
  },
  {
    path: '/dashboard/resume',
    heading: { zh: 'AI 简历', en: 'AI resume' },
    title: { zh: 'AI 简历', en: 'AI resume' },
  },
  {
    path: '/dashboard/cover-letter',
    heading: { zh: 'AI 求职信', en: 'AI cover letter' },
    title: { zh: 'AI 求职信', en: 'AI cover letter' },
  },
  {
    path: '/dashboard/auto-apply',
    heading: { zh: '自动投递', en: 'Auto apply' },
    title: { zh: '自动投递', en: 'Auto apply' },
  },
  {
    path: '/privacy',
    heading: { zh: '隐私政策', en: /privacy policy/i },
    title: { zh: '隐私政策', en: 'Privacy policy' },
  },
  {
    path: '/pricing',
    heading: { zh: /价格|方案/, en: /pricing|plan/i },
    title: { zh: '价格方案', en: 'Pricing' },
  },
  {
    path: '/feedback',
    heading: { zh: /反馈/, en: /feedback/i },
    title: { zh: '意见反馈', en: 'Feedback' },
  },
  {
    path: '/payment/cancel',
    heading: { zh: '已取消支付', en: 'Payment cancelled' },
    title: { zh: '已取消支付', en: 'Payment cancelled' },
  },
  // Stripe's return for a guest: the payment is tied to an account.
  {
    path: '/payment/success?session_id=cs_test_x',
    heading: { zh: '请登录查看支付结果', en: 'Sign in to see your payment' },
    title: { zh: '支付结果', en: 'Payment' },
  },
  {
    path: '/admin',
    heading: { zh: '运营后台', en: "Operators' console" },
    title: { zh: '运营后台', en: "Operators' console" },
  },
  // An unsubscribe link without its token.
  {
    path: '/unsubscribed',
    heading: { zh: '此链接无效', en: 'This link does not work' },
    title: { zh: '邮件提醒', en: 'E-mail alerts' },
  },
] as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${viewport.name} ${language}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const route of ROUTES) {
        test(`opens ${route.path}`, async ({ page, allowProblem }) => {
          const status = 'status' in route ? route.status : 200;
          allowProblem(status === 404 ? /404/ : /^$/);
          await useLanguage(page, language);
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(status);
          await expect(page.locator('html')).toHaveAttribute(
            'lang',
            language === 'zh' ? 'zh-CN' : 'en',
          );
          await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
            route.heading[language],
          );
          // Each page names itself in the tab, in the interface language.
          await expect(page).toHaveTitle(
            route.title
              ? language === 'zh'
                ? `${route.title.zh} · 远方 Yonder`
                : `${route.title.en} · Yonder`
              : language === 'zh'
                ? /^远方 Yonder · /
                : /^Yonder · /,
          );
          // The first Tab reaches the skip link, which takes the keyboard past the navigation
          // (on the live page: the prerendered picture of the landing page is inert).
          await expect(page.locator('#prerender')).toHaveCount(0);
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', {
            name: language === 'zh' ? '跳到主要内容' : 'Skip to main content',
          });
          await expect(skip).toBeFocused();
          await expect(skip).toBeInViewport();
          await skip.press('Enter');
          await expect(page.locator('main#main')).toBeFocused();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
          await expectNoSeriousViolations(page);
        });
      }
    });
  }
}

test('the auth callback shows its verifying state and sends a visitor without tokens home', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/auth/callback#error=access_denied');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Sign-in failed, please try again')).toBeVisible();
});

test('an unknown route shows the error page with a way home', async ({ page, allowProblem }) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});
