import { FIELD_RESUMES } from '../../../packages/career-ai/src/test-support/field-resumes.ts';
import { registerMember, signInAs } from './auth-helpers';
import { expect, expectNoSeriousViolations, LANGUAGES, test, useLanguage } from './fixtures';

// The browser tests' server has no AI provider: every page says so before anyone clicks.
const TEXT = {
  zh: {
    oldPromise: '无限使用全部 AI 功能',
    noProvider: '本站未配置 AI 服务，因此不提供简历翻译、AI 改写和 AI 撰写求职信',
    smartFill: 'AI 智能填写（1 点）',
    smartFillHint: 'AI 智能填写需要 AI 服务，本站未配置，暂不提供',
    login: '登录',
  },
  en: {
    oldPromise: 'Unlimited use of every AI feature',
    noProvider: 'This server has no AI provider configured',
    smartFill: 'Smart fill with AI (1 point)',
    smartFillHint: 'Smart fill needs an AI provider, which this server does not have',
    login: 'Sign in',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`without an AI provider, the pricing page and smart fill say what this server offers (${language})`, async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, language);
    await page.goto('/pricing');
    await expect(page.getByTestId('no-ai')).toContainText(text.noProvider);
    await expect(page.getByText(text.oldPromise)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const token = await signInAs(page, await registerMember(page.request, `noai${language}`));
    const resume = FIELD_RESUMES[0]!;
    const created = await page.request.post('/api/v1/resumes', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: 'Frontend CV', language: resume.language, document: resume.document },
    });
    expect(created.status()).toBe(201);
    await page.goto('/dashboard/auto-apply');
    const smartFill = page.getByRole('button', { name: text.smartFill });
    await expect(smartFill).toBeDisabled();
    await expect(smartFill).toHaveAccessibleDescription(new RegExp(text.smartFillHint));
  });

  test(`without an identity provider, sign-in offers no Google button (${language})`, async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    // Every GET carries a `_t` query (the API client's cache buster): the pattern allows it.
    await page.route(/\/api\/v1\/auth\/providers(\?|$)/, (route) =>
      route.fulfill({ json: { success: true, code: 200, message: 'OK', data: { google: false } } }),
    );
    await useLanguage(page, language);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('button', { name: text.login }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/邮箱|Email/).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });
}
