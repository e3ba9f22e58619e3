import { type Kysely, sql } from 'kysely';

/**
 * Issue 16: the public API. A business's API keys (only a digest of each is kept, with its scopes
 * and when it was last used); its webhook endpoints and the one outbox of events they are sent
 * (each event delivered to each subscribed endpoint, every attempt logged); deliveries another
 * system created through `POST /api/v1/deliveries`, waiting for a courier to start them, with the
 * idempotency key they were created under; and the order reference a trip carries from them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
      -- The key's first characters, shown in the list so an admin can tell keys apart.
      prefix text NOT NULL,
      -- SHA-256 of the whole key (hex): the key is random and long, so no slow hash is needed.
      secret_hash text NOT NULL UNIQUE,
      scopes text[] NOT NULL
        CHECK (cardinality(scopes) >= 1 AND scopes <@ ARRAY['read', 'write']::text[]),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX api_keys_business ON api_keys (business_id, created_at DESC);

    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      url text NOT NULL CHECK (char_length(url) <= 2048),
      description text CHECK (char_length(description) <= 200),
      events text[] NOT NULL CHECK (
        cardinality(events) >= 1
        AND events <@ ARRAY['delivery.created', 'delivery.started', 'delivery.arrived',
                            'delivery.ended', 'delivery.reviewed']::text[]
      ),
      -- Kept as written: every event is signed with it (HMAC-SHA256).
      secret text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      -- Why it stopped: an admin turned it off, or its deliveries failed for days.
      disabled_reason text CHECK (disabled_reason IN ('admin', 'failing')),
      disabled_at timestamptz,
      -- The first failure since the last success; cleared by a success.
      failing_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (enabled = (disabled_reason IS NULL))
    );
    CREATE INDEX webhook_endpoints_business ON webhook_endpoints (business_id, created_at);

    -- The outbox: one row per event; source_key makes recording an event idempotent.
    CREATE TABLE webhook_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('delivery.created', 'delivery.started', 'delivery.arrived',
                                          'delivery.ended', 'delivery.reviewed')),
      source_key text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, source_key)
    );

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      event_id uuid NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempt_count integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      last_status_code integer,
      last_error text,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (event_id, endpoint_id)
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

    CREATE TABLE webhook_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      status_code integer,
      error text,
      duration_ms integer NOT NULL,
      -- An admin's "send again", not the schedule's.
      manual boolean NOT NULL DEFAULT false
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at DESC);

    CREATE TABLE api_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      -- Offered to the whole branch when no courier is named.
      branch_id uuid NOT NULL REFERENCES branches (id),
      courier_id uuid REFERENCES couriers (id) ON DELETE SET NULL,
      customer_phone_number text NOT NULL,
      order_reference text CHECK (char_length(order_reference) BETWEEN 1 AND 100),
      destination_lat double precision CHECK (destination_lat BETWEEN -90 AND 90),
      destination_lng double precision CHECK (destination_lng BETWEEN -180 AND 180),
      api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
      idempotency_key text CHECK (char_length(idempotency_key) BETWEEN 1 AND 255),
      -- SHA-256 of the request that used the key: the same key with another request is refused.
      request_digest text,
      trip_id uuid UNIQUE REFERENCES trips (id) ON DELETE SET NULL,
      started_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((destination_lat IS NULL) = (destination_lng IS NULL)),
      CHECK ((idempotency_key IS NULL) = (request_digest IS NULL)),
      UNIQUE (business_id, idempotency_key)
    );
    CREATE INDEX api_deliveries_waiting ON api_deliveries (business_id, branch_id, created_at)
      WHERE started_at IS NULL AND cancelled_at IS NULL;

    ALTER TABLE trips ADD COLUMN order_reference text CHECK (char_length(order_reference) <= 100);
  `.execute(db);
}
