import type { ApiKeyScope, WebhookEventType } from '@rutaviva/domain';
import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

/** Issue 16 (migration 0020): API keys, webhooks and deliveries created by other systems. */

export interface ApiKeysTable {
  id: Generated<string>;
  business_id: string;
  created_by: string | null;
  name: string;
  /** The key's first characters, shown in lists. */
  prefix: string;
  /** SHA-256 (hex) of the whole key; the key itself is shown once and never stored. */
  secret_hash: string;
  scopes: ApiKeyScope[];
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  business_id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  /** Signs every event (HMAC-SHA256); shown to the admin once. */
  secret: string;
  enabled: Generated<boolean>;
  disabled_reason: 'admin' | 'failing' | null;
  disabled_at: Date | null;
  /** The first failure since the last success. */
  failing_since: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The outbox: one row per event; `source_key` is unique per business. */
export interface WebhookEventsTable {
  id: Generated<string>;
  business_id: string;
  type: WebhookEventType;
  source_key: string;
  payload: unknown;
  created_at: CreatedAt;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  endpoint_id: string;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  attempt_count: Generated<number>;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  completed_at: Date | null;
  created_at: CreatedAt;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempted_at: Date;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  manual: Generated<boolean>;
}

/** A delivery another system created, waiting for a courier's tap (then `trip_id` is set). */
export interface ApiDeliveriesTable {
  id: Generated<string>;
  business_id: string;
  branch_id: string;
  courier_id: string | null;
  customer_phone_number: string;
  order_reference: string | null;
  destination_lat: number | null;
  destination_lng: number | null;
  api_key_id: string | null;
  idempotency_key: string | null;
  request_digest: string | null;
  trip_id: string | null;
  started_at: Date | null;
  cancelled_at: Date | null;
  created_at: CreatedAt;
}
