import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('operators list feedback', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'ops@example.com' });
    for (const description of ['first', 'second', 'third']) {
      await call(t.app, 'POST', '/api/v1/feedback/create_feedback', { type: 'bug', description });
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('shows feedback to an admin, newest first, page by page', async () => {
    const admin = await signUp(t.app, { email: 'Ops@Example.com' });
    const page = await call(t.app, 'GET', '/api/v1/admin/feedback?page=1&page_size=2', undefined, {
      token: admin.access_token,
    });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 2 });
    expect(data.items.map((item: { description: string }) => item.description)).toEqual([
      'third',
      'second',
    ]);
    const next = await call(t.app, 'GET', '/api/v1/admin/feedback?page=2&page_size=2', undefined, {
      token: admin.access_token,
    });
    expect(next.json().data.items.map((item: { description: string }) => item.description)).toEqual(
      ['first'],
    );
  });

  it('refuses a signed-in user who is not an admin (403) and a guest (401)', async () => {
    const user = await signUp(t.app);
    const forbidden = await call(t.app, 'GET', '/api/v1/admin/feedback', undefined, {
      token: user.access_token,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      success: false,
      code: 403,
      message: 'You are not allowed to do this',
    });
    const guest = await call(t.app, 'GET', '/api/v1/admin/feedback');
    expect(guest.statusCode).toBe(401);
  });
});
