import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('lists every bad key at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const keys = (error as ConfigError).issues.map((issue) => issue.split(':')[0]);
      expect(keys.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT']);
    }
  });

  it('accepts a PostgreSQL URL and a comma-separated admin list', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      ADMIN_EMAILS: ' Ops@Example.com, b@example.com ',
    });
    expect(config.databaseUrl).toContain('postgres://');
    expect(config.adminEmails).toEqual(['ops@example.com', 'b@example.com']);
  });

  it('refuses to start in production without a JWT secret or an SMTP server, naming both', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).issues.map((issue) => issue.split(':')[0]);
      expect(keys.sort()).toEqual(['JWT_SECRET', 'SMTP_URL']);
      expect((error as ConfigError).message).toContain('SMTP_URL: required in production');
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://user:pass@mail.example.com',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.com');
  });

  it('in production adds no demo jobs and syncs the public boards unless told otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m' };
    const config = loadConfig(production);
    expect(config.demoJobs).toBe(0);
    expect(config.ingestion.schedules.map((schedule) => schedule.source).sort()).toEqual([
      'arbeitnow',
      'himalayas',
      'remoteok',
      'remotive',
      'weworkremotely',
    ]);
    const chosen = loadConfig({ ...production, DEMO_JOBS: '100', JOB_SOURCES: '' });
    expect(chosen.demoJobs).toBe(100);
    expect(chosen.ingestion.schedules).toEqual([]);
    // Development keeps the demo catalogue and syncs nothing by itself.
    expect(loadConfig({}).demoJobs).toBe(5000);
    expect(loadConfig({}).ingestion.schedules).toEqual([]);
  });

  it('has account defaults: Google issuer, sender, Redis prefix; sign-in with Google off', () => {
    const config = loadConfig({});
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: undefined,
      clientSecret: undefined,
    });
    expect(config.mailFrom).toBe('Yonder <no-reply@yonder.work>');
    expect(config.redisPrefix).toBe('yonder:');
    expect(config.redisUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('rejects a short JWT secret and URLs of the wrong kind', () => {
    const attempt = () =>
      loadConfig({ JWT_SECRET: 'short', SMTP_URL: 'http://mail', REDIS_URL: 'postgres://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const keys = (error as ConfigError).issues.map((issue) => issue.split(':')[0]);
      expect(keys.sort()).toEqual(['JWT_SECRET', 'REDIS_URL', 'SMTP_URL']);
    }
  });

  it('believes X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });

  it('keeps /metrics closed unless addresses are listed, and refuses what is not an address', () => {
    expect(loadConfig({}).metricsAllow).toEqual([]);
    expect(
      loadConfig({ METRICS_ALLOW: ' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8' }).metricsAllow,
    ).toEqual([
      { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
      { address: 'fd00::', prefix: 8, family: 'ipv6' },
    ]);
    for (const value of [
      'localhost',
      '10.0.0.0/33',
      '10.0.0.1/8/2',
      '::1/129',
      '10.0.0/8',
      '1.2.3.4/x',
    ]) {
      expect(() => loadConfig({ METRICS_ALLOW: value }), value).toThrow(/METRICS_ALLOW/);
    }
  });

  it('adds 5,000 demo jobs to an empty catalogue unless told otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).demoJobs).toBe(5000);
    expect(loadConfig({ DEMO_JOBS: '0' }).demoJobs).toBe(0);
    expect(loadConfig({ DEMO_JOBS: '400' }).demoJobs).toBe(400);
    for (const value of ['-1', 'many', '2.5', '1000000']) {
      expect(() => loadConfig({ DEMO_JOBS: value }), value).toThrow(/DEMO_JOBS/);
    }
  });
});
