import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { startSmtpServer } from '../../../test/smtp-server';
import { TcpProxy } from '../../../test/tcp-proxy';
import type { OutboundEmailRow } from '../../db/schema';
import { claimEmail, insertEmail } from './email.repo';
import { messageIdOf } from './smtp-email';

const MINUTE = 60_000;
const FROM = 'RutaViva <no-reply@rutaviva.test>';

// A real SMTP server behind a proxy the tests cut (refused) or stall (a server that never answers).
const smtp = await startSmtpServer();
const { proxy, url: smtpUrl } = await TcpProxy.start(smtp.url);
// Long enough that a normal SMTP answer on a loaded machine never times out (an extra attempt
// would break the exact counts); only the test of a server that never answers waits it out.
const emailDelivery = { timeoutMs: 5_000, retryWindowMs: 24 * 60 * MINUTE };
const ctx = await createTestContext({ smtpUrl, mailFrom: FROM, emailDelivery });
// A second app on the same database: a second server process.
const other = await createTestContext({ smtpUrl, mailFrom: FROM, emailDelivery }, { db: ctx.db });
afterAll(async () => {
  await proxy.close();
  await smtp.close();
});

let sequence = 0;
/** Sends a new email through the app's provider and waits for its first attempt to end. */
async function sendEmail(context: TestContext = ctx): Promise<OutboundEmailRow> {
  const to = `customer-${++sequence}@example.test`;
  await context.email.send({ to, subject: `Order ${sequence}`, text: 'Your order is on its way.' });
  await context.email.drain();
  return await rowTo(to);
}

async function rowTo(to: string): Promise<OutboundEmailRow> {
  return await ctx.db
    .selectFrom('outbound_emails')
    .selectAll()
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
}

const reread = (row: OutboundEmailRow) => rowTo(row.to_address);
const messageIdOfRow = (row: OutboundEmailRow) => messageIdOf(row.id, FROM);

/** Moves both apps' clocks, as time passes for every process. */
function advance(ms: number) {
  ctx.clock.advance(ms);
  other.clock.advance(ms);
}

describe('email retries through SMTP', () => {
  it('retries an email the SMTP server refused to connect, and delivers it once it is back', async () => {
    await proxy.cut();
    const failed = await sendEmail();
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1, sent_at: null });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.next_attempt_at).toEqual(new Date(ctx.clock.now().getTime() + MINUTE));

    await proxy.restore();
    // Not due yet: the job leaves it.
    expect(await ctx.email.retryDue()).toBe(0);
    expect(smtp.countOf(messageIdOfRow(failed))).toBe(0);

    advance(MINUTE);
    expect(await ctx.email.retryDue()).toBe(1);
    expect(await reread(failed)).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      next_attempt_at: null,
    });
    advance(MINUTE);
    expect(await ctx.email.retryDue()).toBe(0);
    expect(smtp.countOf(messageIdOfRow(failed))).toBe(1);
  });

  it('counts a server that accepts the connection and never answers as a failed attempt', async () => {
    proxy.stall();
    const failed = await sendEmail();
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(failed.error).toMatch(/greeting never received|timeout/i);

    await proxy.cut();
    await proxy.restore();
    advance(MINUTE);
    await ctx.email.retryDue();
    expect(await reread(failed)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.countOf(messageIdOfRow(failed))).toBe(1);
  });

  it('retries 4xx and 5xx answers with growing delays, then delivers the email once', async () => {
    smtp.state.mode = { code: 451, message: 'Local error in processing, try later' };
    const first = await sendEmail();
    expect(first).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(first.error).toMatch(/451/);

    smtp.state.mode = { code: 554, message: 'Transaction failed' };
    advance(MINUTE);
    await ctx.email.retryDue();
    const second = await reread(first);
    expect(second).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(second.error).toMatch(/554/);
    expect(second.next_attempt_at).toEqual(new Date(ctx.clock.now().getTime() + 5 * MINUTE));

    smtp.state.mode = 'accept';
    advance(4 * MINUTE);
    expect(await ctx.email.retryDue()).toBe(0);
    advance(MINUTE);
    await ctx.email.retryDue();
    expect(await reread(first)).toMatchObject({ status: 'sent', attempts: 3 });
    const delivered = smtp.received.filter((mail) => mail.messageId === messageIdOfRow(first));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual([first.to_address]);
  });

  it('gives up a day after the email was recorded and marks it failed', async () => {
    smtp.state.mode = { code: 421, message: 'Service not available' };
    const email = await sendEmail();
    const deadline = email.created_at.getTime() + emailDelivery.retryWindowMs;
    let row = email;
    while (row.status === 'retrying') {
      const next = row.next_attempt_at as Date;
      expect(next.getTime()).toBeLessThanOrEqual(deadline);
      advance(next.getTime() - ctx.clock.now().getTime());
      await ctx.email.retryDue();
      row = await reread(row);
    }
    smtp.state.mode = 'accept';
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(row.error).toMatch(/421/);
    // At 0, 1, 6, 21, 81 and 261 minutes, then every 3 hours while within the day (up to 1,341).
    expect(row.attempts).toBe(12);
    advance(24 * 60 * MINUTE);
    expect(await ctx.email.retryDue()).toBe(0);
    expect(smtp.countOf(messageIdOfRow(row))).toBe(0);
  });

  it('sends each email once when two processes run the retry job at the same moment', async () => {
    await proxy.cut();
    const emails = [];
    for (let i = 0; i < 6; i++) emails.push(await sendEmail(i % 2 === 0 ? ctx : other));
    await proxy.restore();
    advance(MINUTE);
    const [tried, triedByOther] = await Promise.all([ctx.email.retryDue(), other.email.retryDue()]);
    // Both may list an email; only one attempt claims it.
    expect(tried + triedByOther).toBeGreaterThanOrEqual(6);
    for (const email of emails) {
      expect(await reread(email)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.countOf(messageIdOfRow(email))).toBe(1);
    }
  });

  it('leaves an email held by a process that stopped mid-send to the job once its hold runs out', async () => {
    await proxy.cut();
    const email = await sendEmail();
    await proxy.restore();
    advance(MINUTE);
    // Another process claimed it and stopped before sending anything.
    const now = ctx.clock.now();
    expect(await claimEmail(ctx.db, email.id, now, new Date(now.getTime() + 10 * MINUTE))).toBeDefined();
    expect(await ctx.email.retryDue()).toBe(0);
    expect(smtp.countOf(messageIdOfRow(email))).toBe(0);

    advance(10 * MINUTE);
    expect(await ctx.email.retryDue()).toBe(1);
    expect(await reread(email)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.countOf(messageIdOfRow(email))).toBe(1);
  });

  it('sends the same Message-ID on every attempt, so a receiver can drop a repeat', async () => {
    smtp.state.mode = { code: 451, message: 'try later' };
    const email = await sendEmail();
    smtp.state.mode = 'accept';
    advance(MINUTE);
    await ctx.email.retryDue();
    const [mail] = smtp.received.filter((each) => each.to.includes(email.to_address));
    expect(mail?.messageId).toBe(`<${email.id}@rutaviva.test>`);
  });

  it('tries the due emails of a run side by side, so a server that never answers holds it about one timeout', async () => {
    const now = ctx.clock.now();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const to = `side-by-side-${i}@example.test`;
      ids.push(await insertEmail(ctx.db, { to, subject: 'Side by side', text: 'Hello.' }, 'sending', now));
    }
    await ctx.db
      .updateTable('outbound_emails')
      .set({ next_attempt_at: now })
      .where('id', 'in', ids)
      .execute();
    proxy.stall();
    // Real time on purpose: what is measured is how long the run holds its job.
    const started = performance.now();
    expect(await ctx.email.retryDue()).toBeGreaterThanOrEqual(3);
    // One after another, the three would take three timeouts.
    expect(performance.now() - started).toBeLessThan(2 * emailDelivery.timeoutMs);
    const rows = await ctx.db.selectFrom('outbound_emails').selectAll().where('id', 'in', ids).execute();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['retrying', 1],
      ['retrying', 1],
      ['retrying', 1],
    ]);
    await proxy.cut();
    await proxy.restore();
  });
});
