import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

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
    await signUp(dev.app, { username: 'First' });
    await signUp(dev.app, { username: '<script>alert(1)</script>' });
    const page = await dev.app.inject('/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&#60;script&#62;alert(1)');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.indexOf('&#60;script&#62;')).toBeLessThan(page.body.indexOf('First'));
    expect(page.body).toMatch(/sign-up code: \d{6}/);
  });

  it('does not exist in production', async () => {
    expect((await production.app.inject('/dev/outbox')).statusCode).toBe(404);
    expect(production.app.mailer.outbox).toBeNull();
  });
});
