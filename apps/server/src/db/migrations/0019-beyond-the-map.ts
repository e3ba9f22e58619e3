import { type Kysely, sql } from 'kysely';

/**
 * Issue 15: where a delivery goes and how it ended. A trip may carry a destination (the customer's
 * pin, a remembered one the courier confirmed, or one an integration sent), the last arrival
 * estimate (kept so the next one is smoothed from it), when the "almost there" message went, and
 * the proof of delivery (a photo in the storage provider, the recipient's name). A business
 * chooses whether destinations are remembered per phone number, whether its customers see the
 * photo, and whether (and how many minutes out) the "almost there" message is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE trips
      ADD COLUMN destination_lat double precision CHECK (destination_lat BETWEEN -90 AND 90),
      ADD COLUMN destination_lng double precision CHECK (destination_lng BETWEEN -180 AND 180),
      ADD COLUMN destination_source text
        CHECK (destination_source IN ('customer', 'remembered', 'courier', 'api')),
      ADD COLUMN destination_set_at timestamptz,
      ADD COLUMN estimate jsonb,
      ADD COLUMN almost_there_sent_at timestamptz,
      ADD COLUMN photo_key text,
      ADD COLUMN photo_taken_at timestamptz,
      ADD COLUMN recipient_name text,
      ADD CONSTRAINT trips_destination_whole CHECK (
        (destination_lat IS NULL) = (destination_lng IS NULL)
        AND (destination_lat IS NULL) = (destination_source IS NULL)
      );
    -- The last delivery of a business to a phone number (remembered destinations).
    CREATE INDEX trips_business_phone ON trips (business_id, customer_phone_number, start_time DESC);

    ALTER TABLE businesses
      ADD COLUMN remember_destinations boolean NOT NULL DEFAULT true,
      ADD COLUMN show_delivery_photo boolean NOT NULL DEFAULT false,
      ADD COLUMN almost_there_minutes integer CHECK (almost_there_minutes BETWEEN 1 AND 30);

    ALTER TABLE outbound_messages DROP CONSTRAINT outbound_messages_kind_check;
    ALTER TABLE outbound_messages
      ADD CONSTRAINT outbound_messages_kind_check
      CHECK (kind IN ('tracking', 'demo', 'invitation', 'almost_there'));

    ALTER TABLE usage_records DROP CONSTRAINT usage_records_kind_check;
    ALTER TABLE usage_records
      ADD CONSTRAINT usage_records_kind_check CHECK (kind IN ('delivery', 'message'));
  `.execute(db);
}
