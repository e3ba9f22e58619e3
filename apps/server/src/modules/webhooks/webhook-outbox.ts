import type { WebhookEvent, WebhookEventType } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { unixSeconds } from '../../lib/clock';
import { type DeliveryRef, findDeliveryView } from '../deliveries/delivery-view';

export interface DeliveryEventInput {
  businessId: string;
  type: WebhookEventType;
  ref: DeliveryRef;
  /** When it happened, from the injected clock. */
  at: Date;
}

/**
 * Issue 16: writes a delivery event into the outbox, with one pending delivery for each enabled
 * endpoint of the business subscribed to its type, in `db` (pass the transaction of the change it
 * reports, so both are kept or neither). Once per event: the same delivery's same event recorded
 * again is ignored. Nothing is written when no endpoint listens. Answers the new deliveries' ids,
 * for the dispatcher to send at once.
 */
export async function recordDeliveryEvent(
  db: Db,
  input: DeliveryEventInput,
  publicUrl: string,
): Promise<string[]> {
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('business_id', '=', input.businessId)
    .where('enabled', '=', true)
    .where((eb) => eb(eb.val(input.type), '=', eb.fn.any('events')))
    .execute();
  if (endpoints.length === 0) return [];
  const data = await findDeliveryView(db, input.businessId, input.ref, publicUrl);
  if (!data) return [];
  const sourceId = 'tripId' in input.ref ? input.ref.tripId : input.ref.apiDeliveryId;
  const event = await db
    .insertInto('webhook_events')
    .values({
      business_id: input.businessId,
      type: input.type,
      source_key: `${input.type}:${sourceId}`,
      // The envelope without its id, which is the row's: webhookBody puts them together.
      payload: JSON.stringify({ type: input.type, created_at: unixSeconds(input.at), data }),
      created_at: input.at,
    })
    .onConflict((oc) => oc.columns(['business_id', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!event) return [];
  const deliveries = await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        event_id: event.id,
        endpoint_id: endpoint.id,
        next_attempt_at: input.at,
        created_at: input.at,
      })),
    )
    .returning('id')
    .execute();
  return deliveries.map((delivery) => delivery.id);
}

/** The body sent for an outbox row: the event's id first, then what was recorded. */
export function webhookBody(eventId: string, payload: unknown): string {
  const recorded = payload as Omit<WebhookEvent, 'id'>;
  return JSON.stringify({ id: eventId, ...recorded } satisfies WebhookEvent);
}
