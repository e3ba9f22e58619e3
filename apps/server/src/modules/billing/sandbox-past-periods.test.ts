import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  billedExtrasOf,
  changeSubscription,
  DAY_MS,
  expectPastPeriodSettledOnce,
  invoicesOf,
  pastPeriodsOf as pastPeriodsIn,
  recordDeliveries,
  runBilling,
  subscribe,
} from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import { createBusiness, signIn } from '../../../test/factories';

// The sandbox is the default provider: it renews in the billing run itself, after the extras step.
const { app, clock, db } = await createTestContext();

const MX_PRICE = 29_900;

/**
 * A business on the sandbox at the end of its first paid month (its free week ended early), with
 * 3 deliveries beyond the 400 included in it: the renewal step bills 2.25 MXN of extras.
 */
async function monthWithExtras() {
  const { session, input } = await createBusiness(app);
  const overview = await subscribe(app, session);
  const ended = await changeSubscription(app, session, { action: 'end_trial' });
  expect(ended.statusCode, ended.body).toBe(200);
  await app.drainBackgroundWork();
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('business_id', '=', session.business_id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('active');
  await recordDeliveries(db, session.business_id, 403, new Date(clock.now().getTime() + 60_000));
  clock.advance(row.current_period_end.getTime() - clock.now().getTime());
  return { input, row, apiId: overview.subscription?.subscription_id as string };
}

/**
 * The sandbox fails to add the subscription's invoice items while `work` runs, as a provider
 * outage would: PostgreSQL refuses the sandbox's write.
 */
async function withItemsRefused<T>(sandboxSubscriptionId: string, work: () => Promise<T>): Promise<T> {
  await sql`CREATE FUNCTION refuse_invoice_item() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the sandbox is unavailable'; END $$`.execute(db);
  await sql`CREATE TRIGGER refuse_invoice_item BEFORE INSERT ON sandbox_invoice_items FOR EACH ROW
    WHEN (NEW.subscription_id = ${sql.lit(sandboxSubscriptionId)})
    EXECUTE FUNCTION refuse_invoice_item()`.execute(db);
  try {
    return await work();
  } finally {
    await sql`DROP TRIGGER refuse_invoice_item ON sandbox_invoice_items`.execute(db);
    await sql`DROP FUNCTION refuse_invoice_item()`.execute(db);
  }
}

const itemsOf = (sandboxSubscriptionId: string) =>
  db
    .selectFrom('sandbox_invoice_items')
    .select(['idempotency_key', 'quantity', 'amount_minor'])
    .where('subscription_id', '=', sandboxSubscriptionId)
    .execute();
const billedOf = (subscriptionId: string) => billedExtrasOf(db, subscriptionId);
const pastPeriodsOf = (subscriptionId: string) => pastPeriodsIn(db, subscriptionId);

describe('extras of a sandbox period the subscription has moved past', () => {
  it('bills them once, onto the next invoice, when the call failed and the same run renewed', async () => {
    const { input, row, apiId } = await monthWithExtras();
    const sandboxId = row.provider_subscription_id;
    const failed = await withItemsRefused(sandboxId, () => runBilling(app));
    expect(failed).toMatchObject({ failed: 1, renewed: 1 });
    expect(await itemsOf(sandboxId)).toEqual([]);
    const moved = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(moved.current_period_start).toEqual(row.current_period_end);
    expect(await pastPeriodsOf(row.id)).toEqual([
      { period_start: row.current_period_start, period_end: row.current_period_end, settled_at: null },
    ]);

    clock.advance(5 * 60_000);
    expect(await runBilling(app)).toMatchObject({ extras: 1, failed: 0 });
    await runBilling(app);
    expect(await itemsOf(sandboxId)).toEqual([
      {
        idempotency_key: `extras:${row.id}:${row.current_period_start.toISOString()}:3`,
        quantity: 3,
        amount_minor: 225,
      },
    ]);
    expect(await billedOf(row.id)).toEqual([
      { period_start: row.current_period_start, quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
    expect((await pastPeriodsOf(row.id))[0]?.settled_at).toBeInstanceOf(Date);

    // The next renewal's invoice carries them, once.
    clock.advance(moved.current_period_end.getTime() - clock.now().getTime());
    await runBilling(app);
    const [latest] = await invoicesOf(app, await signIn(app, input), apiId);
    expect(latest).toMatchObject({ billing_reason: 'subscription_cycle', amount_minor: MX_PRICE + 225 });
    expect(latest?.lines).toEqual([
      { kind: 'plan', quantity: 1, unit_amount_minor: MX_PRICE, amount_minor: MX_PRICE },
      { kind: 'extras', quantity: 3, unit_amount_minor: 75, amount_minor: 225 },
    ]);
  });

  it('settles a past period whose extras the renewal already billed, without billing again', async () => {
    const { row } = await monthWithExtras();
    const sandboxId = row.provider_subscription_id;
    await runBilling(app);
    expect(await itemsOf(sandboxId)).toMatchObject([{ amount_minor: 225 }]);
    expect(await pastPeriodsOf(row.id)).toMatchObject([{ settled_at: null }]);

    await expectPastPeriodSettledOnce(app, db, clock, row);
    expect(await itemsOf(sandboxId)).toHaveLength(1);
    expect(await billedOf(row.id)).toMatchObject([{ quantity: 3, amount_minor: 225 }]);
  });

  it('leaves unbilled the extras of a past period that ended more than 35 days ago', async () => {
    const { row } = await monthWithExtras();
    const sandboxId = row.provider_subscription_id;
    expect((await withItemsRefused(sandboxId, () => runBilling(app))).failed).toBeGreaterThan(0);
    expect(await pastPeriodsOf(row.id)).toMatchObject([{ settled_at: null }]);

    // No run comes until the period ended 35 days and a minute ago.
    clock.advance(35 * DAY_MS + 60_000);
    await runBilling(app);
    await runBilling(app);
    expect(await itemsOf(sandboxId)).toEqual([]);
    expect(await billedOf(row.id)).toEqual([]);
  });
});
