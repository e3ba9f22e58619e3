import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as spec from '@rutaviva/domain';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/context';

/*
 * Issue 11: a number the spec states lives once, in the domain's constants. The database's own
 * copies (written by migration 0012 from those constants) are read back here and held equal to
 * them; a database migrated before a constant changed fails this until a migration rewrites them.
 */

const { db, drop } = await createTestDatabase();
afterAll(drop);

describe('the spec numbers in the database', () => {
  it('are the domain’s flag minutes and ratings', async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT
        extract(epoch from spec_slow_arrival())::int AS slow_arrival,
        extract(epoch from spec_long_delivery())::int AS long_delivery,
        extract(epoch from spec_suspicious_arrival())::int AS suspicious_arrival,
        spec_rating_bad() AS bad, spec_rating_okay() AS okay, spec_rating_excellent() AS excellent
    `.execute(db);
    expect(rows[0]).toEqual({
      slow_arrival: spec.SLOW_ARRIVAL_MINUTES * 60,
      long_delivery: spec.LONG_DELIVERY_MINUTES * 60,
      suspicious_arrival: spec.SUSPICIOUS_ARRIVAL_MINUTES * 60,
      bad: spec.RATINGS.bad,
      okay: spec.RATINGS.okay,
      excellent: spec.RATINGS.excellent,
    });
  });

  it('bound a trip’s rating by the domain’s spec.RATING_MIN and spec.RATING_MAX, in one check', async () => {
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = 'trips'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%rating%'
    `.execute(db);
    expect(rows.map((row) => row.definition)).toEqual([
      `CHECK (((rating >= ${spec.RATING_MIN}) AND (rating <= ${spec.RATING_MAX})))`,
    ]);
  });

  it('are what the report totals’ trigger reads, with no number of its own', async () => {
    const { rows } = await sql<{ source: string }>`
      SELECT prosrc AS source FROM pg_proc WHERE proname = 'trip_hour_totals_add'
    `.execute(db);
    const source = rows[0]?.source ?? '';
    for (const rule of ['slow_arrival', 'long_delivery', 'suspicious_arrival', 'rating_bad', 'rating_okay'])
      expect(source).toContain(`spec_${rule}()`);
    expect(source).not.toMatch(/interval\s*'|rating\s*=\s*\d/);
  });
});

/** Every SQL-writing file of the server's features, with the queries that rules depend on. */
function repoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repoFiles(path);
    return entry.name.endsWith('.repo.ts') ? [path] : [];
  });
}

describe('the repositories’ SQL', () => {
  it('takes time from the injected clock and spec numbers as parameters, never as literals', () => {
    const src = join(import.meta.dirname, '..');
    const offending = repoFiles(src).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(src, path)}:${index + 1}` }))
        .filter(({ line }) =>
          /\bnow\(\)|current_(timestamp|date)|localtimestamp|interval\s*'|rating\s*=\s*\d/i.test(line),
        )
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
