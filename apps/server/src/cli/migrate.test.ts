import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createEmptyDatabase } from '../../test/context';
import { runOperatorCommand } from '../../test/operator-command';
import { migrations } from '../db/migrations/index';

/** The command of docs/deploy.md's upgrade. */
const migrate = (env: Record<string, string>) => runOperatorCommand('migrate', env);

describe('cli/migrate.ts', () => {
  it('applies every pending migration once, then finds none', async () => {
    const { db, url, drop } = await createEmptyDatabase(1);
    onTestFinished(drop);

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
