import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { DeliveryError, type MessageTransport } from './messages';
import { markMessageFailed, markMessageSent, startAttempt } from './messages.repo';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  transport: MessageTransport;
  maxAttempts: number;
}

/**
 * `retry`: failed, and worth trying again later. `gave_up`: failed for good (a permanent error or
 * the last attempt). `skipped`: nothing to do (already sent, or no attempts left).
 */
export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'retry' | 'gave_up'; error: string }
  | { status: 'skipped' };

/** One attempt at a recorded message; the attempt and its result are written on the message. */
export async function attemptDelivery(deps: DeliveryDeps, messageId: string): Promise<DeliveryOutcome> {
  const { db, clock, transport, maxAttempts } = deps;
  const message = await startAttempt(db, messageId, maxAttempts);
  if (!message) return { status: 'skipped' };
  try {
    const { providerMessageId } = await transport.send({
      channel: message.channel,
      to: message.to_address,
      body: message.body,
    });
    await markMessageSent(db, message.id, providerMessageId, clock.now());
    return { status: 'sent' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await markMessageFailed(db, message.id, text);
    const retryable = !(error instanceof DeliveryError) || error.retryable;
    return { status: retryable && message.attempts < maxAttempts ? 'retry' : 'gave_up', error: text };
  }
}
