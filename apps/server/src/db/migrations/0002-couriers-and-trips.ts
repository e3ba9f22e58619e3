import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE couriers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL REFERENCES branches (id),
      name text NOT NULL,
      last_name text NOT NULL,
      cell_phone text NOT NULL,
      username text NOT NULL,
      password_hash text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- Couriers log in with the username alone, so it is unique across businesses.
    CREATE UNIQUE INDEX couriers_username ON couriers (lower(username));
    CREATE INDEX couriers_business ON couriers (business_id, branch_id);

    CREATE TABLE trips (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      generated_trip_id text NOT NULL UNIQUE,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL REFERENCES branches (id),
      courier_id uuid NOT NULL REFERENCES couriers (id),
      customer_phone_number text NOT NULL,
      start_time timestamptz NOT NULL,
      arrived_time timestamptz,
      end_time timestamptz,
      valid boolean NOT NULL DEFAULT false,
      delivery_user_notes text,
      admin_notes text,
      rating smallint CHECK (rating BETWEEN 1 AND 3),
      selected text[],
      remarks text,
      improvement text,
      reviewed_at timestamptz,
      -- Running totals, updated with each batch of points in the same transaction.
      distance_km double precision NOT NULL DEFAULT 0,
      point_count integer NOT NULL DEFAULT 0,
      last_lat double precision,
      last_lng double precision,
      last_point_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX trips_business_start ON trips (business_id, start_time DESC);
    CREATE INDEX trips_courier_start ON trips (courier_id, start_time DESC);
    CREATE INDEX trips_live ON trips (business_id) WHERE end_time IS NULL;

    -- Append-only positions; one per trip and timestamp, which makes resending a batch harmless.
    CREATE TABLE trip_points (
      trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
      recorded_at timestamptz NOT NULL,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      accuracy real,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (trip_id, recorded_at)
    );

    CREATE TABLE outbound_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
      trip_id uuid REFERENCES trips (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
      to_address text NOT NULL,
      body text NOT NULL,
      status text NOT NULL CHECK (status IN ('outbox', 'queued', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      provider_message_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX outbound_messages_created ON outbound_messages (created_at DESC);
    CREATE INDEX outbound_messages_pending ON outbound_messages (status) WHERE status IN ('queued', 'failed');
  `.execute(db);
}
