import { DEMO_MESSAGES_PER_HOUR, type Language, messageChannelFor, trackingMessage } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { MessagesProvider } from '../../providers/messages/messages';
import { demoMessagesSince } from '../../providers/messages/messages.repo';

const HOUR_MS = 60 * 60 * 1000;

/** /demo_sms: the admin sends the customers' tracking message to their own phone, to see it. */
export class DemoSmsService {
  constructor(private readonly deps: { db: Db; clock: Clock; messages: MessagesProvider }) {}

  async status(auth: SessionClaims, publicUrl: string) {
    const admin = await this.admin(auth);
    const sent = await this.sentThisHour(auth.businessId);
    return {
      to: admin.phone,
      ...this.sample(admin, publicUrl),
      remaining: Math.max(0, DEMO_MESSAGES_PER_HOUR - sent.length),
      sent: sent.map((message) => ({ sent_at: unixSeconds(message.created_at), status: message.status })),
    };
  }

  /** `publicUrl`, the request's, is where the sample's demo link points. */
  async send(auth: SessionClaims, publicUrl: string) {
    const { db, clock, messages } = this.deps;
    const admin = await this.admin(auth);
    const { phone } = admin;
    const { channel, body, tracking_url: trackingUrl } = this.sample(admin, publicUrl);
    // One send per business at a time, so two quick clicks cannot both pass the count. A second
    // one is refused rather than queued: waiting on the lock while holding a pooled connection
    // could starve the pool the send itself needs.
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtext(${`demo-sms:${auth.businessId}`})) as locked`.execute(trx);
      if (!rows[0]?.locked) throw new AppError('rate_limited', 429);
      const sent = await demoMessagesSince(trx, auth.businessId, new Date(clock.now().getTime() - HOUR_MS));
      if (sent.length >= DEMO_MESSAGES_PER_HOUR) throw new AppError('rate_limited', 429);
      await messages.send({
        businessId: auth.businessId,
        tripId: null,
        to: phone,
        body,
        kind: 'demo',
      });
    });
    return {
      to: phone,
      channel,
      body,
      tracking_url: trackingUrl,
      sent_at: unixSeconds(clock.now()),
    };
  }

  /** The very message a customer of this business gets: same language, same channel rule. */
  private sample(
    { phone, company, language }: { phone: string; company: string; language: Language },
    publicUrl: string,
  ) {
    const url = `${publicUrl}/track-demo`;
    const channel = messageChannelFor(phone);
    return {
      channel,
      body: trackingMessage({ companyName: company, language, channel, url }),
      tracking_url: url,
    };
  }

  private async sentThisHour(businessId: string) {
    return await demoMessagesSince(
      this.deps.db,
      businessId,
      new Date(this.deps.clock.now().getTime() - HOUR_MS),
    );
  }

  private async admin(auth: SessionClaims) {
    const row = await this.deps.db
      .selectFrom('users')
      .innerJoin('businesses', 'businesses.id', 'users.business_id')
      .select(['users.cell_phone', 'businesses.company_name', 'businesses.message_language'])
      .where('users.id', '=', auth.userId)
      .where('users.business_id', '=', auth.businessId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      phone: row.cell_phone,
      company: row.company_name,
      language: row.message_language as Language,
    };
  }
}
