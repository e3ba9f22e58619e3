import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailDeliverySettings } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EmailProvider, OutboundEmail } from './email';
import { claimEmail, dueEmailIds, insertEmail, markEmailAttemptFailed, markEmailSent } from './email.repo';

const MINUTE = 60_000;
/** Waits before each retry; the last repeats until the retry window closes. */
export const EMAIL_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE, 180 * MINUTE] as const;
/** Emails the job tries per run; the rest wait for the next run. */
const DUE_BATCH = 50;
/** Attempts of one run under way at once: a hanging SMTP server holds a few, not the whole run. */
const RETRY_CONCURRENCY = 5;
/**
 * A run starts no attempt after this much real time (the remaining emails stay due for the next
 * run), so even with every attempt hanging (about 3 x SMTP_TIMEOUT_SECONDS each) it ends well
 * within its pg-boss job's expiry (15 minutes).
 */
const RUN_BUDGET_MS = 5 * MINUTE;

/** When an email is tried after its `attempts`-th failure, or null once its window is over. */
export function nextEmailAttemptAt(createdAt: Date, attempts: number, now: Date, windowMs: number) {
  const delay = EMAIL_RETRY_DELAYS_MS[Math.min(attempts, EMAIL_RETRY_DELAYS_MS.length) - 1] ?? MINUTE;
  const next = new Date(now.getTime() + delay);
  return next.getTime() - createdAt.getTime() > windowMs ? null : next;
}

/** `<id@domain>` of MAIL_FROM's domain: the same on every attempt, so a receiver can drop a repeat. */
export function messageIdOf(emailId: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'rutaviva.local';
  return `<${emailId}@${domain}>`;
}

/**
 * Sends through the SMTP server of `SMTP_URL` (nodemailer). The email is recorded first and sent in
 * the background, so a slow mail server never slows the request that sent it. A failed attempt
 * (refused, timed out, any 4xx or 5xx answer) is tried again by the retry job with backoff until
 * the retry window closes. Each attempt claims its email in the database first, so two processes
 * never send the same one; see docs/decisions/0024-provider-calls-claimed-keyed-and-at-least-once.md
 * for the window SMTP itself leaves.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<unknown>>();
  /** How long an attempt holds its email: every SMTP wait timing out in turn fits in it. */
  private readonly leaseMs: number;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      smtpUrl: string;
      from: string;
      settings: EmailDeliverySettings;
      onError: (error: unknown) => void;
    },
  ) {
    const { timeoutMs } = deps.settings;
    this.transport = nodemailer.createTransport({
      url: deps.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    this.leaseMs = 10 * timeoutMs + 5 * MINUTE;
  }

  async send(email: OutboundEmail): Promise<void> {
    const id = await insertEmail(this.deps.db, email, 'sending', this.deps.clock.now());
    this.track(this.attempt(id));
  }

  /** Tries the due emails, RETRY_CONCURRENCY at a time, within RUN_BUDGET_MS; how many it tried. */
  async retryDue(): Promise<number> {
    const ids = await dueEmailIds(this.deps.db, this.deps.clock.now(), DUE_BATCH);
    // Real elapsed time, not the injected clock: the budget is about the job's own expiry.
    const started = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < ids.length && performance.now() - started < RUN_BUDGET_MS) {
        const id = ids[next++] as string;
        await this.track(this.attempt(id));
      }
    };
    await Promise.all(Array.from({ length: RETRY_CONCURRENCY }, lane));
    return next;
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private track<T>(work: Promise<T>): Promise<T | undefined> {
    const tracked = work.catch((error: unknown) => {
      this.deps.onError(error);
      return undefined;
    });
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
    return tracked;
  }

  /** One attempt, if the email is due and no other attempt holds it; true when it went out. */
  private async attempt(id: string): Promise<boolean> {
    const { db, clock, from, settings } = this.deps;
    const now = clock.now();
    const email = await claimEmail(db, id, now, new Date(now.getTime() + this.leaseMs));
    if (!email) return false;
    try {
      await this.transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body ?? undefined,
        messageId: messageIdOf(email.id, from),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const next = nextEmailAttemptAt(email.created_at, email.attempts, clock.now(), settings.retryWindowMs);
      await markEmailAttemptFailed(db, id, reason, next);
      this.deps.onError(new Error(`email ${id} not sent (attempt ${email.attempts}): ${reason}`));
      return false;
    }
    await markEmailSent(db, id, clock.now());
    return true;
  }
}
