import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('development outbox', () => {
  let dev: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    dev = await createTestApp();
    production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-32-characters!',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists the mails that had no SMTP server to go to, newest first, with content escaped', async () => {
    const first = await signUp(dev.app, { username: 'First' });
    const second = await signUp(dev.app, { username: '<script>alert(1)</script>' });
    const page = await dev.app.inject('/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Sign-up mails carry nothing the requester typed; the sender's address shows the escaping.
    expect(page.body).toContain('from Yonder &#60;no-reply@yonder.work&#62;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.indexOf(second.user.email)).toBeLessThan(page.body.indexOf(first.user.email));
    expect(page.body).toMatch(/sign-up code: \d{6}/);
  });

  it('does not exist in production', async () => {
    expect((await production.app.inject('/dev/outbox')).statusCode).toBe(404);
    expect(production.app.mailer.outbox).toBeNull();
  });
});
