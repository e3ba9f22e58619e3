import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { runOperatorCommand } from '../../test/operator-command';
import { adminQuery, databaseUrl, quoteIdent } from '../../test/postgres';
import { createDb } from '../db/database';
import { migrations } from '../db/migrations/index';

/** The command of docs/deploy.md's upgrade. */
const migrate = (env: Record<string, string>) => runOperatorCommand('migrate', env);

describe('cli/migrate.ts', () => {
  it('applies every pending migration once, then finds none', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const name = `${inject('testDatabasePrefix')}migrate_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE template0`);
    const url = databaseUrl(adminUrl, name);
    const db = createDb(url, 1);
    onTestFinished(async () => {
      await db.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    });

    const first = await migrate({ DATABASE_URL: url });
    expect(first.stdout.trim()).toBe(`Applied migrations: ${Object.keys(migrations).join(', ')}`);
    const again = await migrate({ DATABASE_URL: url });
    expect(again.stdout.trim()).toBe('No migration pending.');
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  }, 60_000);

  it('refuses to run without DATABASE_URL, saying why', async () => {
    const failed = await migrate({}).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('DATABASE_URL is required');
  }, 60_000);
});
