import {
  type CountryIso,
  courierInvitationMessage,
  courierInvitationUrl,
  INVITATIONS_PER_BUSINESS_PER_HOUR,
  INVITATIONS_PER_COURIER_PER_HOUR,
  type InvitationSent,
  type Language,
  type MessageChannel,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { MessagesProvider } from '../../providers/messages/messages';
import { requireCourier } from '../access';
import * as repo from './invitations.repo';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 10: an admin sends a courier the app link and username by SMS or WhatsApp. The
 * password never travels: the admin set it with the courier or tells it in person.
 */
export class InvitationsService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; messages: MessagesProvider; publicUrl: string },
  ) {}

  /** `publicUrl`, the request's, is where the invitation's link points. */
  async send(
    auth: SessionClaims,
    courierId: string,
    channel: MessageChannel,
    publicUrl: string = this.deps.publicUrl,
  ): Promise<InvitationSent> {
    const { db, clock, messages } = this.deps;
    const courier = await requireCourier(db, auth, courierId);
    if (!courier.active) throw new AppError('courier_inactive', 409);
    const business = await repo.businessForInvitations(db, auth.businessId);
    if (!business) throw notFound();

    const link = courierInvitationUrl(publicUrl, courier.username);
    const body = courierInvitationMessage({
      companyName: business.company_name,
      language: business.message_language as Language,
      country: business.country_iso as CountryIso,
      channel,
      url: link,
      username: courier.username,
    });
    const now = clock.now();
    const reserved = await repo.reserveInvitation(
      db,
      { business_id: auth.businessId, courier_id: courier.id, sent_by: auth.userId, channel },
      {
        perBusiness: INVITATIONS_PER_BUSINESS_PER_HOUR,
        perCourier: INVITATIONS_PER_COURIER_PER_HOUR,
        since: new Date(now.getTime() - HOUR_MS),
      },
      now,
    );
    if ('limited' in reserved) {
      const wait = Math.ceil((reserved.oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
      throw new AppError('too_many_invitations', 429, undefined, undefined, Math.max(1, wait));
    }
    try {
      const messageId = await messages.send({
        businessId: auth.businessId,
        tripId: null,
        kind: 'invitation',
        to: courier.cell_phone,
        body,
        channel,
      });
      await repo.attachMessage(db, reserved.id, messageId);
    } catch (error) {
      await repo.deleteInvitation(db, reserved.id);
      throw error;
    }
    return { courier_id: courier.id, channel, to: courier.cell_phone, body, link, sent_at: unixSeconds(now) };
  }
}
