import type { MessageChannel } from '@rutaviva/domain';

export type { MessageChannel };

export interface TrackingMessage {
  businessId: string;
  /** Null for a sample message an admin sends to their own phone, and for an invitation. */
  tripId: string | null;
  /** 'demo': the sample of /demo_sms; 'invitation': a courier's app link; 'almost_there': issue 15's
   * message when the courier is minutes away; else a customer's link. */
  kind?: 'tracking' | 'demo' | 'invitation' | 'almost_there';
  /** The recipient's number in E.164. */
  to: string;
  body: string;
  /** SPEC §1's choice by number (SMS for the US, WhatsApp elsewhere) unless one is given. */
  channel?: MessageChannel;
}

/**
 * Sends customer messages. Every message is recorded in `outbound_messages` first; a failed
 * delivery is recorded on the message and retried later, and never fails the caller.
 */
export interface MessagesProvider {
  readonly kind: 'outbox' | 'twilio';
  /** Records the message and starts its delivery; resolves with the recorded message's id. */
  send(message: TrackingMessage): Promise<string>;
  /** Resolves when every delivery started so far has finished (shutdown and tests). */
  drain(): Promise<void>;
}

export interface OutgoingMessage {
  channel: MessageChannel;
  /** E.164. */
  to: string;
  body: string;
}

/** The carrier that actually hands a message over (Twilio). */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  /**
   * The ids of messages the carrier already has with this one's address and text, created at
   * `since` or later, oldest first: an earlier attempt whose answer was lost (a timeout) may have
   * reached it. Asked before a retry; an id another message of ours holds is not this one's.
   */
  findSent?(message: OutgoingMessage, since: Date): Promise<string[]>;
}

/** A delivery that did not happen; `retryable` is false when trying again cannot help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Tries a failed message again later (the pg-boss job in production). */
export interface RetryQueue {
  schedule(messageId: string): Promise<void>;
}
