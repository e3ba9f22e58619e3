import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EmailProvider, OutboundEmail } from './email';
import { insertEmail, markEmail } from './email.repo';

/**
 * Sends through the SMTP server of `SMTP_URL` (nodemailer). The message is recorded first and
 * delivered in the background, so a slow mail server never slows the request that sent it.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    smtpUrl: string,
    private readonly from: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(email: OutboundEmail): Promise<void> {
    const id = await insertEmail(this.db, email, 'sending', this.clock.now());
    const delivery = this.deliver(id, email).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async deliver(id: string, email: OutboundEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      await markEmail(this.db, id, 'sent', null, this.clock.now());
    } catch (error) {
      this.onError(error);
      await markEmail(
        this.db,
        id,
        'failed',
        String(error instanceof Error ? error.message : error),
        this.clock.now(),
      ).catch(this.onError);
    }
  }
}
