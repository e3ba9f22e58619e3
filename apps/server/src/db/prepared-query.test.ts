import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/context';
import { adminQuery } from '../../test/postgres';
import { preparedQuery } from './database';

// One connection, so every call runs on the connection that holds the prepared plan.
const { db, url, drop } = await createEmptyDatabase(1);
afterAll(drop);

describe('preparedQuery', () => {
  it('keeps answering after a migration adds a column to a table its statement reads with *', async () => {
    await adminQuery(url, 'CREATE TABLE parcels (id int PRIMARY KEY); INSERT INTO parcels VALUES (1)');
    const read = () =>
      preparedQuery<Record<string, unknown>>(db, 'parcels-all', 'SELECT * FROM parcels WHERE id = $1', [1]);
    expect(await read()).toEqual([{ id: 1 }]);
    // What a rolling upgrade does while this process still runs: PostgreSQL now refuses the
    // connection's prepared plan ("cached plan must not change result type").
    await adminQuery(url, "ALTER TABLE parcels ADD COLUMN label text NOT NULL DEFAULT 'box'");
    expect(await read()).toEqual([{ id: 1, label: 'box' }]);
    expect(await read()).toEqual([{ id: 1, label: 'box' }]);
  });
});
