import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('operators see the job queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'ops@example.com' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists a failed job with its error and attempts, and retries it', async () => {
    const admin = await signUp(t.app, { email: 'ops@example.com' });
    const { boss } = t.app.queue;
    await boss.createQueue('test-failing', { retryLimit: 0 });
    const id = await boss.send('test-failing', { what: 'nothing' });
    const worker = await boss.work('test-failing', { pollingIntervalSeconds: 0.5 }, async () => {
      throw new Error('the mail server said no');
    });
    const read = async () =>
      (
        await call(t.app, 'GET', '/api/v1/admin/jobs', undefined, { token: admin.access_token })
      ).json();
    await expect
      .poll(async () => (await read()).data.failed, { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          id,
          queue: 'test-failing',
          state: 'failed',
          error: 'the mail server said no',
          attempts: 1,
          next_attempt_at: null,
        }),
      ]);
    const listed = await read();
    expect(listed).toMatchObject({ success: true, message: 'OK' });
    expect(listed.data.queues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'mail', waiting: 0, running: 0, retrying: 0, failed: 0 }),
        {
          name: 'test-failing',
          waiting: 0,
          running: 0,
          retrying: 0,
          failed: 1,
          last_completed_at: null,
        },
      ]),
    );

    await boss.offWork('test-failing', { id: worker, wait: true });
    const retried = await call(t.app, 'POST', `/api/v1/admin/jobs/${id}/retry`, undefined, {
      token: admin.access_token,
      language: 'zh',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, message: '任务已重新排队' });
    const after = await read();
    // Queued again: no longer failed, and still shown with the error of its last attempt.
    expect(after.data.failed).toEqual([
      expect.objectContaining({ id, state: 'retry', error: 'the mail server said no' }),
    ]);
    expect(after.data.queues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'test-failing', waiting: 0, retrying: 1, failed: 0 }),
      ]),
    );
    const again = await call(t.app, 'POST', `/api/v1/admin/jobs/${id}/retry`, undefined, {
      token: admin.access_token,
    });
    expect(again.statusCode).toBe(409);
    const unknown = await call(
      t.app,
      'POST',
      '/api/v1/admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      undefined,
      { token: admin.access_token },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a guest (401) and a signed-in user who is not an operator (403)', async () => {
    expect((await call(t.app, 'GET', '/api/v1/admin/jobs')).statusCode).toBe(401);
    const user = await signUp(t.app);
    const answer = await call(t.app, 'GET', '/api/v1/admin/jobs', undefined, {
      token: user.access_token,
    });
    expect(answer.statusCode).toBe(403);
    const retry = await call(
      t.app,
      'POST',
      '/api/v1/admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      undefined,
      { token: user.access_token },
    );
    expect(retry.statusCode).toBe(403);
  });
});
