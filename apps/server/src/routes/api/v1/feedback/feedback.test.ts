import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { listFeedback } from '#modules/feedback/feedback-service.ts';

const send = (t: TestApp, payload: unknown, ip = '203.0.113.7', language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/feedback/create_feedback',
    headers: { 'accept-language': language },
    remoteAddress: ip,
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/v1/feedback/create_feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores every field a guest sends, the trimmed description included', async () => {
    const res = await send(t, {
      user_id: '',
      type: 'feature',
      description: '  Please add salary filters in CNY  ',
      rating: 4,
      title: ' Salary filter ',
      email: 'lin@example.com',
      allow_email_reply: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      code: 201,
      message: 'Thank you, we have received your feedback',
    });
    const [stored] = await listFeedback({ db: t.database.db, limit: 1, offset: 0 });
    expect(stored).toMatchObject({
      type: 'feature',
      description: 'Please add salary filters in CNY',
      rating: 4,
      title: 'Salary filter',
      email: 'lin@example.com',
      allow_email_reply: true,
    });
  });

  it('defaults the type to bug and the rating to 0, and keeps no reply flag without an address', async () => {
    const res = await send(t, { description: 'The page froze', allow_email_reply: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 'bug',
      rating: 0,
      email: null,
      allow_email_reply: false,
    });
  });

  it('refuses a blank description, an unknown type and a rating above 5, naming each field in Chinese', async () => {
    const res = await send(
      t,
      { type: 'praise', description: '   ', rating: 6 },
      '203.0.113.8',
      'zh',
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('请求参数有误');
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'description',
      'rating',
      'type',
    ]);
  });

  it("files feedback under the token's user only, never the user_id a sender writes", async () => {
    const victim = await signUp(t.app);
    const forged = await send(t, { user_id: victim.user.id, description: 'Posing as someone' });
    expect(forged.statusCode).toBe(201);
    expect(forged.json().data.user_id).toBe('');

    const author = await signUp(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create_feedback',
      headers: { authorization: `Bearer ${author.access_token}` },
      remoteAddress: '203.0.113.9',
      payload: { user_id: victim.user.id, description: 'Mine' },
    });
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json().data.user_id).toBe(author.user.id);
  });

  it('limits a guest to 10 sends an hour, answering 429 with Retry-After', async () => {
    const ip = '198.51.100.23';
    for (let index = 0; index < 10; index += 1) {
      expect((await send(t, { description: `note ${index}` }, ip)).statusCode).toBe(201);
    }
    const limited = await send(t, { description: 'one too many' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 429 });
    expect((await send(t, { description: 'another visitor' }, '198.51.100.24')).statusCode).toBe(
      201,
    );
  });
});
