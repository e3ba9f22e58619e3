export interface OutboundEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  businessId?: string | null;
}

/** Sends email. Every message is recorded in `outbound_emails` whichever transport is used. */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(email: OutboundEmail): Promise<void>;
  /** Resolves when every delivery started so far has finished (used on shutdown and in tests). */
  drain(): Promise<void>;
  /** The retry job's work: one attempt at every email due; resolves with how many were tried. */
  retryDue(): Promise<number>;
}
