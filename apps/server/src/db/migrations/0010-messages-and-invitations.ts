import { type Kysely, sql } from 'kysely';

/**
 * Issue 10. Customers' messages are written in the business's message language (Spanish for
 * Mexico, Spain, Panama and the Dominican Republic, English for the US, as the domain's
 * MESSAGE_LANGUAGE_BY_COUNTRY says); existing businesses get it from their country.
 * Couriers get a session version, raised when their password changes, so their other sessions
 * end. Each invitation sent to a courier is recorded, to show it and to limit how many go out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE businesses ADD COLUMN message_language text;
    UPDATE businesses
      SET message_language = CASE WHEN country_iso = 'US' THEN 'english' ELSE 'spanish' END;
    ALTER TABLE businesses
      ALTER COLUMN message_language SET NOT NULL,
      ADD CONSTRAINT businesses_message_language CHECK (message_language IN ('english', 'spanish'));

    ALTER TABLE couriers ADD COLUMN session_version integer NOT NULL DEFAULT 0;

    ALTER TABLE outbound_messages DROP CONSTRAINT outbound_messages_kind_check;
    ALTER TABLE outbound_messages
      ADD CONSTRAINT outbound_messages_kind_check CHECK (kind IN ('tracking', 'demo', 'invitation'));

    CREATE TABLE courier_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      courier_id uuid NOT NULL REFERENCES couriers (id) ON DELETE CASCADE,
      sent_by uuid REFERENCES users (id) ON DELETE SET NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
      message_id uuid REFERENCES outbound_messages (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX courier_invitations_business ON courier_invitations (business_id, created_at DESC);
    CREATE INDEX courier_invitations_courier ON courier_invitations (courier_id, created_at DESC);
  `.execute(db);
}
