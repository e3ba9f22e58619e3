import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      appEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      dataDir: '.data',
    });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_ENV: 'prod', DATABASE_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', APP_ENV: 'prod', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/APP_ENV/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });
});
