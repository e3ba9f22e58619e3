import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { DeliveryError, type MessageTransport } from './messages';
import { holdOf, markMessageFailed, markMessageSent, sidsHeldByOthers, startAttempt } from './messages.repo';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  transport: MessageTransport;
  maxAttempts: number;
}

/**
 * `retry`: failed, and worth trying again later. `gave_up`: failed for good (a permanent error or
 * the last attempt). `held`: another attempt holds the message until `until` (it may be running,
 * or it threw and left its hold), so it must be tried again then. `skipped`: nothing to do
 * (already sent, or no attempts left).
 */
export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'retry' | 'gave_up'; error: string }
  | { status: 'held'; until: Date }
  | { status: 'skipped' };

/** How long an attempt holds its message: far beyond one request's timeout. */
const HOLD_MS = 5 * 60_000;

/**
 * One attempt at a recorded message; the attempt and its result are written on the message. A
 * retry first asks the carrier whether an earlier attempt, whose answer was lost, reached it.
 */
export async function attemptDelivery(deps: DeliveryDeps, messageId: string): Promise<DeliveryOutcome> {
  const { db, clock, transport, maxAttempts } = deps;
  const now = clock.now();
  const message = await startAttempt(db, messageId, maxAttempts, now, new Date(now.getTime() + HOLD_MS));
  if (!message) {
    const until = await holdOf(db, messageId, maxAttempts, now);
    return until ? { status: 'held', until } : { status: 'skipped' };
  }
  const outgoing = { channel: message.channel, to: message.to_address, body: message.body };
  try {
    const candidates =
      message.attempts > 1 && transport.findSent
        ? await transport.findSent(outgoing, message.created_at)
        : [];
    // Two identical texts to one number: the other one's sid is never taken for this one's. A
    // sid another retry takes first, between the check and the write, is passed over the same way.
    const owned = await sidsHeldByOthers(db, message.id, candidates);
    for (const sid of candidates) {
      if (!owned.has(sid) && (await markMessageSent(db, message.id, sid, clock.now())))
        return { status: 'sent' };
    }
    const { providerMessageId } = await transport.send(outgoing);
    if (!(await markMessageSent(db, message.id, providerMessageId, clock.now())))
      throw new Error(`Twilio gave sid ${providerMessageId}, which another message already holds.`);
    return { status: 'sent' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await markMessageFailed(db, message.id, text);
    const retryable = !(error instanceof DeliveryError) || error.retryable;
    return { status: retryable && message.attempts < maxAttempts ? 'retry' : 'gave_up', error: text };
  }
}
