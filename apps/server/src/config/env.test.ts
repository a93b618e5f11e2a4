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
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
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
});
