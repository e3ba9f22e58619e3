import { describe, expect, it } from 'vitest';
import { loadConfig, roleName } from './config';

const shared = { DATABASE_URL: 'postgres://db.example.com/rutaviva', REDIS_URL: 'redis://redis.example.com' };

describe('PROCESS_ROLE', () => {
  it('runs every role by default, and `all` says the same', () => {
    expect(loadConfig({}).processRoles).toEqual(['web', 'stream', 'worker']);
    expect(loadConfig({ PROCESS_ROLE: 'all' }).processRoles).toEqual(['web', 'stream', 'worker']);
    expect(roleName(loadConfig({ PROCESS_ROLE: '' }))).toBe('all');
  });

  it('takes one role or a comma list, in any order', () => {
    expect(loadConfig({ ...shared, PROCESS_ROLE: 'stream' }).processRoles).toEqual(['stream']);
    const config = loadConfig({ ...shared, PROCESS_ROLE: 'stream, web' });
    expect(config.processRoles).toEqual(['web', 'stream']);
    expect(roleName(config)).toBe('web,stream');
    expect(roleName(loadConfig({ PROCESS_ROLE: 'worker,web,stream' }))).toBe('all');
  });

  it.each(['api', 'web,web', 'all,web', 'web;stream'])('refuses %s, naming the roles there are', (value) => {
    expect(() => loadConfig({ ...shared, PROCESS_ROLE: value })).toThrow(
      /PROCESS_ROLE: .* is not all, nor roles among web, stream, worker/,
    );
  });

  it('refuses a split role without a shared PostgreSQL and Redis', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'web' })).toThrow(
      /DATABASE_URL: is required with PROCESS_ROLE=web: every process of a split deployment shares one PostgreSQL/,
    );
    expect(() => loadConfig({ PROCESS_ROLE: 'worker', DATABASE_URL: shared.DATABASE_URL })).toThrow(
      /REDIS_URL: is required with PROCESS_ROLE=worker: live events cross .* through Redis/,
    );
    expect(loadConfig({ PROCESS_ROLE: 'all' }).databaseUrl).toBeUndefined();
  });
});
