import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, quoteIdent } from '../../test/postgres';
import { createDb, preparedQuery } from './database';

const adminUrl = inject('adminDatabaseUrl');
const database = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(database)}`);
// One connection, so every call runs on the connection that holds the prepared plan.
const db = createDb(databaseUrl(adminUrl, database), 1);
afterAll(async () => {
  await db.destroy();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
});

describe('preparedQuery', () => {
  it('keeps answering after a migration adds a column to a table its statement reads with *', async () => {
    await adminQuery(
      databaseUrl(adminUrl, database),
      'CREATE TABLE parcels (id int PRIMARY KEY); INSERT INTO parcels VALUES (1)',
    );
    const read = () =>
      preparedQuery<Record<string, unknown>>(db, 'parcels-all', 'SELECT * FROM parcels WHERE id = $1', [1]);
    expect(await read()).toEqual([{ id: 1 }]);
    // What a rolling upgrade does while this process still runs: PostgreSQL now refuses the
    // connection's prepared plan ("cached plan must not change result type").
    await adminQuery(
      databaseUrl(adminUrl, database),
      "ALTER TABLE parcels ADD COLUMN label text NOT NULL DEFAULT 'box'",
    );
    expect(await read()).toEqual([{ id: 1, label: 'box' }]);
    expect(await read()).toEqual([{ id: 1, label: 'box' }]);
  });
});
