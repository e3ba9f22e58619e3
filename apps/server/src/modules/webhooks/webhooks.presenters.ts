import type { WebhookDelivery, WebhookEndpoint } from '@rutaviva/domain';
import { unixSeconds } from '../../lib/clock';
import type { DeliveryRow, EndpointRow } from './webhooks.repo';

const seconds = (at: Date | null) => (at ? unixSeconds(at) : null);

export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    disabled_at: seconds(row.disabled_at),
    failing_since: seconds(row.failing_since),
    created_at: unixSeconds(row.created_at),
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempt_count,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    last_attempt_at: seconds(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? seconds(row.next_attempt_at) : null,
    completed_at: seconds(row.completed_at),
    created_at: unixSeconds(row.created_at),
  };
}
