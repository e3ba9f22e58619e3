/** SPEC §1: WhatsApp for international numbers, SMS for US numbers. */
export type MessageChannel = 'sms' | 'whatsapp';

export interface TrackingMessage {
  businessId: string;
  /** Null for a sample message an admin sends to their own phone. */
  tripId: string | null;
  /** 'demo' marks the sample message of /demo_sms; a customer's link is 'tracking'. */
  kind?: 'tracking' | 'demo';
  /** The customer's number in E.164. */
  to: string;
  body: string;
}

/**
 * Sends customer messages. Every message is recorded in `outbound_messages` first; a failed
 * delivery is recorded on the message and retried later, and never fails the caller.
 */
export interface MessagesProvider {
  readonly kind: 'outbox' | 'twilio';
  send(message: TrackingMessage): Promise<void>;
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
