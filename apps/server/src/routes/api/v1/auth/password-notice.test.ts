import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import {
  mailsMatching,
  setContactTimeZone,
  signUpThroughSmtp,
  type Smtp,
} from '#test/mail-helpers.ts';
import { codeIn, startSmtpCapture } from '#test/smtp-capture.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

const PUBLIC_URL = 'https://yonder.example';
const NOTICE = /密码已修改|password was changed/;

describe('the mail after a password change or reset', () => {
  let smtp: Smtp;
  let t: TestApp;
  const clock = createTestClock(new Date('2030-03-01T10:05:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        SUPPORT_EMAIL: 'help@yonder.example',
        QUEUE_POLL_SECONDS: '0.5',
      },
      undefined,
      { now: clock.now },
    );
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const changePassword = (token: string, current: string, language: 'zh' | 'en') =>
    call(
      t.app,
      'PUT',
      '/api/v1/users/updateUserPassword',
      { current_password: current, new_password: 'brand new horse' },
      { token, language },
    );

  it('tells the owner in their language and on their clock, with a way out if it was not them', async () => {
    const li = await signUpThroughSmtp(t.app, smtp, { username: '李雷', language: 'zh' });
    await setContactTimeZone(t.app, li.user.id, 'Asia/Shanghai');

    const wrong = await changePassword(li.access_token, 'not my password', 'zh');
    expect(wrong.statusCode).toBe(400);
    expect(await mailsMatching(t.app, smtp, li.user.email, NOTICE)).toHaveLength(0);

    const changed = await changePassword(li.access_token, li.password, 'zh');
    expect(changed.statusCode).toBe(200);
    const [mail, ...more] = await mailsMatching(t.app, smtp, li.user.email, NOTICE);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('你的远方 Yonder 密码已修改');
    expect(mail!.text).toContain('你好 李雷：');
    // 10:05 UTC is 18:05 in Shanghai.
    expect(mail!.text).toContain(
      `你的远方 Yonder 账号（${li.user.email}）的密码已于 2030年3月1日 18:05（中国标准时间，GMT+8）修改。`,
    );
    expect(mail!.text).toContain('你在其他设备上的登录都已退出');
    expect(mail!.text).toContain(`请立即重置密码：${PUBLIC_URL}/?auth=forgot`);
    expect(mail!.text).toContain(
      `请发邮件至 help@yonder.example，或在这里给我们留言：${PUBLIC_URL}/feedback`,
    );
  });

  it('after a reset with a mailed code, in English and in New York time', async () => {
    const ada = await signUpThroughSmtp(t.app, smtp, { language: 'en' });
    await setContactTimeZone(t.app, ada.user.id, 'America/New_York');
    clock.advance(2 * 60 * 60 * 1000);

    const since = smtp.mails.length;
    const sent = await call(
      t.app,
      'POST',
      '/api/v1/auth/send-code',
      { email: ada.user.email, purpose: 'reset' },
      { language: 'en' },
    );
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await smtp.nextMail(ada.user.email, since));
    const reset = await call(
      t.app,
      'POST',
      '/api/v1/auth/reset-password',
      { email: ada.user.email, verification_code: code, new_password: 'brand new horse' },
      { language: 'en' },
    );
    expect(reset.statusCode).toBe(200);

    const [mail, ...more] = await mailsMatching(t.app, smtp, ada.user.email, NOTICE);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your Yonder password was changed');
    expect(mail!.text).toContain('Hello Ada,');
    // 12:05 UTC is 07:05 in New York (EST in March before the switch).
    expect(mail!.text).toContain(
      `The password of your Yonder account (${ada.user.email}) was changed on 1 March 2030 at 07:05 (Eastern Time, GMT-5).`,
    );
    expect(mail!.text).toContain('every device has been signed out');
    expect(mail!.text).toContain(
      `If this was not you, someone else may know your password. Reset it now: ${PUBLIC_URL}/?auth=forgot`,
    );
    expect(mail!.text).toContain('Need help? Write to help@yonder.example');
  });

  it('says UTC when the profile names no time zone', async () => {
    const bo = await signUpThroughSmtp(t.app, smtp, { username: 'Bo', language: 'en' });
    const changed = await changePassword(bo.access_token, bo.password, 'en');
    expect(changed.statusCode).toBe(200);
    const [mail] = await mailsMatching(t.app, smtp, bo.user.email, NOTICE);
    expect(mail!.text).toMatch(/was changed on 1 March 2030 at \d\d:\d\d \(UTC\)\./);
    expect(mail!.text).toContain('every other device you were signed in on has been signed out');
  });
});
