import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomIp, uniqueEmail } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis by two instances', () => {
  const prefix = `yonder-test-${randomBytes(6).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    a = await createTestApp({ REDIS_URL, REDIS_PREFIX: prefix });
    b = await createTestApp({ REDIS_URL, REDIS_PREFIX: prefix });
  });

  afterAll(async () => {
    await a.close();
    if (b.app.redis?.status !== 'end') await b.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const login = (t: TestApp, email: string, ip: string) =>
    call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'wrong' }, { ip });

  it('counts the attempts of one address on both instances together', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await login(a, uniqueEmail(), ip)).statusCode).toBe(401);
    for (let i = 0; i < 10; i++) expect((await login(b, uniqueEmail(), ip)).statusCode).toBe(401);
    const limited = await login(a, uniqueEmail(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(b, uniqueEmail(), ip)).statusCode).toBe(429);
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('shares the failed-login slowdown of a client between instances', async () => {
    const email = uniqueEmail('shared');
    const client = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await login(i % 2 ? a : b, email, client)).statusCode).toBe(401);
    const locked = await login(b, email, client);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('2');
    // The slowdown is the failing client's: the same account from elsewhere is only refused for its password.
    expect((await login(a, email, randomIp())).statusCode).toBe(401);
  });

  it('closes its Redis connection with the app', async () => {
    const connection = b.app.redis;
    expect(connection?.status).toBe('ready');
    await b.close();
    expect(connection?.status).toBe('end');
  });
});
