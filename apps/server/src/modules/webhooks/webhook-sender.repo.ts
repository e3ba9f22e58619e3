import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The endpoint of each delivery, to queue it behind that endpoint's own sends. */
export async function endpointsOfDeliveries(db: Db, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return [];
  return await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'endpoint_id'])
    .where('id', 'in', deliveryIds)
    .execute();
}

/**
 * Pending deliveries whose attempt is due, oldest first, of endpoints still enabled: at most
 * `perEndpoint` of each endpoint, so one endpoint with thousands of retries due cannot fill the
 * batch and hold back every other endpoint's.
 */
export async function dueDeliveries(db: Db, now: Date, limit: number, perEndpoint: number) {
  const ranked = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select((eb) => [
      'd.id',
      'd.endpoint_id',
      'd.next_attempt_at',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('d.endpoint_id').orderBy('d.next_attempt_at'))
        .as('rank'),
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where('w.enabled', '=', true);
  return await db
    .selectFrom(ranked.as('due'))
    .select(['due.id', 'due.endpoint_id'])
    .where('due.rank', '<=', perEndpoint)
    .orderBy('due.next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a due delivery for one attempt: its next attempt moves to `leaseUntil`, so another process
 * (or the next tick of the job) finds it not due, and only comes back to it if this process died
 * mid-attempt. A row another transaction holds is skipped, never waited for.
 */
export async function claimDelivery(db: Db, deliveryId: string, now: Date, leaseUntil: Date) {
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: leaseUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
        .select('d.id')
        .where('d.id', '=', deliveryId)
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', now)
        .where('w.enabled', '=', true)
        .forUpdate('d')
        .skipLocked(),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed ? await attemptInput(db, deliveryId) : undefined;
}

/** What an attempt sends: the endpoint's address and secret, the event's id and payload. */
export async function attemptInput(db: Db, deliveryId: string) {
  return await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.status',
      'd.created_at',
      'd.endpoint_id',
      'w.business_id',
      'w.url',
      'w.secret',
      'e.id as event_id',
      'e.payload',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export type AttemptInput = NonNullable<Awaited<ReturnType<typeof attemptInput>>>;

export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  manual: boolean;
}

/**
 * Taken first by every attempt's record: the endpoint's row, then its delivery's. Turning an
 * endpoint off fails its pending deliveries, so two attempts recording at once in the other
 * order could deadlock; and an attempt that finishes after another turned the endpoint off
 * sees it off. Answers whether it is still on.
 */
export async function lockEndpoint(db: Db, endpointId: string): Promise<{ enabled: boolean } | undefined> {
  return await db
    .selectFrom('webhook_endpoints')
    .select('enabled')
    .where('id', '=', endpointId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertAttempt(db: Db, deliveryId: string, outcome: AttemptOutcome) {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: deliveryId,
      attempted_at: outcome.at,
      status_code: outcome.statusCode,
      error: outcome.error,
      duration_ms: outcome.durationMs,
      manual: outcome.manual,
    })
    .execute();
}

/** The attempts the schedule made (an admin's "send again" aside), which set the next delay. */
export async function scheduledAttemptCount(db: Db, deliveryId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_attempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('delivery_id', '=', deliveryId)
    .where('manual', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** After an attempt: succeeded, or still pending until `nextAttemptAt`, or failed for good. */
export async function updateDelivery(
  db: Db,
  deliveryId: string,
  outcome: AttemptOutcome,
  next: { status: 'succeeded' | 'failed' | 'pending' | 'unchanged'; nextAttemptAt: Date | null },
) {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempt_count: eb('attempt_count', '+', 1),
      last_attempt_at: outcome.at,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
    }))
    .where('id', '=', deliveryId)
    .execute();
  if (next.status === 'unchanged') return;
  let update = db
    .updateTable('webhook_deliveries')
    .set({
      status: next.status,
      next_attempt_at: next.nextAttemptAt,
      completed_at: next.status === 'pending' ? null : outcome.at,
    })
    .where('id', '=', deliveryId);
  // A scheduled attempt's failure moves only a delivery still pending: one a "send again"
  // delivered meanwhile stays delivered.
  if (next.status !== 'succeeded') update = update.where('status', '=', 'pending');
  await update.execute();
}

/**
 * A success clears the endpoint's failing state (writing nothing when it was not failing, the
 * usual case); a failure starts it if it was not failing. Answers the endpoint after a failure.
 */
export async function markEndpointHealth(db: Db, endpointId: string, succeeded: boolean, at: Date) {
  if (succeeded) {
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', endpointId)
      .where('failing_since', 'is not', null)
      .execute();
    return undefined;
  }
  // Failing "straight" means no quiet day in between: retries come at most 6 h apart, so without
  // another failed attempt in the day before this one, the streak starts again now.
  const dayBefore = new Date(at.getTime() - 24 * 3600_000);
  return await db
    .updateTable('webhook_endpoints')
    .set({
      failing_since: sql<Date>`CASE WHEN failing_since IS NOT NULL AND EXISTS (
          SELECT 1 FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
          WHERE d.endpoint_id = ${endpointId} AND a.attempted_at >= ${dayBefore} AND a.attempted_at < ${at}
            AND (a.status_code IS NULL OR a.status_code NOT BETWEEN 200 AND 299)
        ) THEN failing_since ELSE ${at}::timestamptz END`,
    })
    .where('id', '=', endpointId)
    .returning(['id', 'business_id', 'url', 'enabled', 'failing_since'])
    .executeTakeFirst();
}

/**
 * Turns off an endpoint that kept failing, and fails its pending deliveries: false when it was
 * already off (another process got there first), so the admin is told once.
 */
export async function disableFailingEndpoint(db: Db, endpointId: string, at: Date): Promise<boolean> {
  const disabled = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_reason: 'failing', disabled_at: at, updated_at: at })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!disabled) return false;
  await failPendingDeliveries(db, endpointId, at);
  return true;
}

/** An endpoint turned off (by its failures or by an admin) has nothing left waiting to be sent. */
export async function failPendingDeliveries(db: Db, endpointId: string, at: Date) {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, completed_at: at, last_error: 'endpoint_disabled' })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

/** Who hears that an endpoint was turned off: the business's admins, each in their language. */
export async function adminsOfBusiness(db: Db, businessId: string) {
  return await db
    .selectFrom('users')
    .select(['email', 'full_name', 'language'])
    .where('business_id', '=', businessId)
    .where('role', '=', 'admin')
    .execute();
}
