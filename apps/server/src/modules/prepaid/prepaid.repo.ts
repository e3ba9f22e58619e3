import type { PrepaidMovementKind } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * One business's balance moves one change at a time: a delivery taking one, a freeze and a
 * top-up never interleave, so a freeze takes exactly what was left. Held to the transaction's end.
 */
export async function lockBalance(db: Db, businessId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`prepaid:${businessId}`}))`.execute(db);
}

export interface PrepaidBalance {
  /** SPEC's prepaid_trips_amount: every movement summed; below 0 after deliveries on credit. */
  remaining: number;
  frozen: number;
  lastPurchaseAt: Date | null;
  lastPurchaseId: string | null;
}

export async function balanceOf(db: Db, businessId: string): Promise<PrepaidBalance> {
  const row = await db
    .selectFrom('prepaid_movements')
    .select((eb) => [
      sql<string>`coalesce(sum(deliveries), 0)`.as('remaining'),
      sql<string>`coalesce(-sum(deliveries) FILTER (WHERE kind IN ('freeze', 'unfreeze')), 0)`.as('frozen'),
      eb.fn.max('seq').filterWhere('kind', '=', 'purchase').as('last_purchase_seq'),
    ])
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  const purchase = row.last_purchase_seq
    ? await db
        .selectFrom('prepaid_movements')
        .select(['id', 'occurred_at'])
        .where('business_id', '=', businessId)
        .where('seq', '=', row.last_purchase_seq)
        .executeTakeFirst()
    : undefined;
  return {
    remaining: Number(row.remaining),
    frozen: Number(row.frozen),
    lastPurchaseAt: purchase?.occurred_at ?? null,
    lastPurchaseId: purchase?.id ?? null,
  };
}

/**
 * Since when the balance has been 0 or less without interruption (the grace period counts from
 * here), or null while it is positive or there is no balance at all.
 */
export async function emptySince(db: Db, businessId: string): Promise<Date | null> {
  const row = await sql<{ since: Date | null }>`
    WITH running AS (
      SELECT seq, occurred_at, sum(deliveries) OVER (ORDER BY seq) AS balance
      FROM prepaid_movements WHERE business_id = ${businessId}
    )
    SELECT min(occurred_at) AS since FROM running
    WHERE seq > coalesce((SELECT max(seq) FROM running WHERE balance > 0), 0)
  `.execute(db);
  return row.rows[0]?.since ?? null;
}

export const movementsOf = (db: Db, businessId: string, limit: number) =>
  db
    .selectFrom('prepaid_movements')
    .select(['id', 'kind', 'deliveries', 'amount_minor', 'currency', 'transfer_reference', 'occurred_at'])
    .where('business_id', '=', businessId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();

export interface NewMovement {
  business_id: string;
  kind: PrepaidMovementKind;
  deliveries: number;
  occurred_at: Date;
  amount_minor?: number;
  currency?: string | null;
  salesperson_id?: string | null;
  transfer_reference?: string | null;
  source_id?: string | null;
}

export async function insertMovement(db: Db, movement: NewMovement) {
  return await db
    .insertInto('prepaid_movements')
    .values(movement)
    .onConflict((conflict) =>
      conflict.columns(['kind', 'source_id']).where(sql<boolean>`kind IN ('use', 'freeze')`).doNothing(),
    )
    .returning(['id', 'occurred_at'])
    .executeTakeFirst();
}

/** The newest purchase of each business not frozen yet: the candidates of the daily freeze. */
export const unfrozenLatestPurchases = (db: Db, limit: number, afterBusinessId: string | null) =>
  db
    .selectFrom('prepaid_movements as p')
    .select(['p.business_id', 'p.id', 'p.occurred_at'])
    .distinctOn('p.business_id')
    .where('p.kind', '=', 'purchase')
    .$if(afterBusinessId !== null, (query) => query.where('p.business_id', '>', afterBusinessId as string))
    .orderBy('p.business_id')
    .orderBy('p.seq', 'desc')
    .limit(limit)
    .execute();

export const frozenFor = (db: Db, purchaseId: string) =>
  db
    .selectFrom('prepaid_movements')
    .select('id')
    .where('kind', '=', 'freeze')
    .where('source_id', '=', purchaseId)
    .executeTakeFirst();
