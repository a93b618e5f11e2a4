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

// A browser in Shanghai: the server learns its zone, and the person's day follows it.
test.use({ timezoneId: 'Asia/Shanghai' });

const TEXT = {
  zh: {
    settings: '设置',
    menu: '打开菜单',
    privacy: '隐私与数据',
    subscription: '订阅信息',
    zone: '你的时区：Asia/Shanghai，来自此浏览器',
    reset:
      /每日积分在你当地时间每天 0 点重置（下次：\d{4}年\d{1,2}月\d{1,2}日 00:00（中国标准时间）/,
  },
  en: {
    settings: 'Settings',
    menu: 'Open menu',
    privacy: 'Privacy & data',
    subscription: 'Subscription Info',
    zone: 'Your time zone: Asia/Shanghai, from this browser',
    reset:
      /Daily points renew at midnight your time \(next: \d{1,2} \w+ \d{4} at 00:00 \(China Standard Time\)\)/,
  },
} as const;

for (const language of LANGUAGES)
  for (const viewport of VIEWPORTS)
    test(`the person's day follows their browser's time zone (${language}, ${viewport.name})`, async ({
      page,
      allowProblem,
    }) => {
      allowProblem(/^$/);
      const text = TEXT[language];
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      const member = await registerMember(page.request, `tz-${language}-${viewport.name}`);
      const token = await signInAs(page, member);
      await page.goto('/dashboard');
      // The web app reports the browser's zone as the session starts.
      await expect
        .poll(async () => {
          const answer = await page.request.get('/api/v1/account/preferences', {
            headers: { authorization: `Bearer ${token}` },
          });
          return (await answer.json()).data;
        })
        .toMatchObject({ time_zone: 'Asia/Shanghai', time_zone_source: 'browser' });

      if (viewport.name === 'mobile') {
        await page.getByRole('button', { name: text.menu }).click();
        await page.getByRole('button', { name: text.settings }).click();
      } else {
        await page.getByTestId('sidebar').getByRole('button', { name: text.settings }).click();
      }
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: text.subscription }).click();
      await expect(dialog.getByTestId('credits-reset')).toHaveText(text.reset);
      await shot(page, `time-zone-${language}-${viewport.name}-subscription`);
      await dialog.getByRole('tab', { name: text.privacy }).click();
      await expect(dialog.getByTestId('time-zone')).toContainText(text.zone);
      await shot(page, `time-zone-${language}-${viewport.name}-mail`);
      await expectNoSeriousViolations(page, '[role="dialog"]');
    });
