import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
} from '@rutaviva/domain';
import type { WebhookSettings } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import { webhookTargetProblem } from '../../lib/webhook-targets';
import type { WebhookSender } from './webhook-sender';
import { failPendingDeliveries } from './webhook-sender.repo';
import { presentDelivery, presentEndpoint } from './webhooks.presenters';
import * as repo from './webhooks.repo';

/** `whsec_` and 192 random bits: what signs the endpoint's events. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

const endpointNotFound = () => new AppError('webhook_endpoint_not_found', 404);

/**
 * Issue 16: a business's webhook endpoints and their delivery log, for its admins (a session, never
 * an API key: keys are refused at the door, see http/api-key-routes.ts). Every finder is scoped to
 * the business, so another business's endpoint or delivery answers 404.
 */
export class WebhooksService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; settings: WebhookSettings; sender: WebhookSender },
  ) {}

  async list(auth: SessionClaims): Promise<WebhookEndpointList> {
    const rows = await repo.endpointsOfBusiness(this.deps.db, auth.businessId);
    return { data: rows.map(presentEndpoint) };
  }

  async create(auth: SessionClaims, input: CreateWebhookEndpoint): Promise<WebhookEndpointWithSecret> {
    await this.checkTarget(input.url);
    const row = await repo.insertEndpoint(this.deps.db, {
      businessId: auth.businessId,
      url: input.url,
      description: input.description || null,
      events: input.events,
      secret: newWebhookSecret(),
      at: this.deps.clock.now(),
    });
    return { ...presentEndpoint(row), secret: row.secret };
  }

  /** Turning an endpoint back on clears why it was off and its failing state. */
  async update(
    auth: SessionClaims,
    endpointId: string,
    input: UpdateWebhookEndpoint,
  ): Promise<WebhookEndpoint> {
    const { db, clock } = this.deps;
    const current = await repo.findEndpointOfBusiness(db, auth.businessId, endpointId);
    if (!current) throw endpointNotFound();
    if (input.url !== undefined && input.url !== current.url) await this.checkTarget(input.url);
    const now = clock.now();
    const changes: repo.EndpointChanges = {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
    };
    if (input.enabled === true && !current.enabled) {
      Object.assign(changes, {
        enabled: true,
        disabled_reason: null,
        disabled_at: null,
        failing_since: null,
      });
    } else if (input.enabled === false && current.disabled_reason !== 'admin') {
      Object.assign(changes, { enabled: false, disabled_reason: 'admin', disabled_at: now });
    }
    const row = await repo.updateEndpointOfBusiness(db, auth.businessId, endpointId, changes, now);
    if (!row) throw endpointNotFound();
    // Turned off by hand: what was waiting fails now (it stays in the log, "Send again" works),
    // rather than going out days later when the endpoint is turned back on.
    if (changes.enabled === false) await failPendingDeliveries(db, endpointId, now);
    return presentEndpoint(row);
  }

  async remove(auth: SessionClaims, endpointId: string): Promise<void> {
    if (!(await repo.deleteEndpointOfBusiness(this.deps.db, auth.businessId, endpointId))) {
      throw endpointNotFound();
    }
  }

  /** A new secret, shown once; the old one stops signing at once. */
  async rollSecret(auth: SessionClaims, endpointId: string): Promise<WebhookEndpointWithSecret> {
    const secret = newWebhookSecret();
    const row = await repo.updateEndpointOfBusiness(
      this.deps.db,
      auth.businessId,
      endpointId,
      { secret },
      this.deps.clock.now(),
    );
    if (!row) throw endpointNotFound();
    return { ...presentEndpoint(row), secret };
  }

  async deliveries(
    auth: SessionClaims,
    endpointId: string,
    query: WebhookDeliveriesQuery,
  ): Promise<WebhookDeliveryList> {
    const { db } = this.deps;
    if (!(await repo.findEndpointOfBusiness(db, auth.businessId, endpointId))) throw endpointNotFound();
    const page = query.page ?? 1;
    const { rows, total } = await repo.deliveriesOfEndpoint(
      db,
      endpointId,
      page,
      WEBHOOK_DELIVERIES_PAGE_SIZE,
    );
    return {
      data: rows.map(presentDelivery),
      page,
      page_size: WEBHOOK_DELIVERIES_PAGE_SIZE,
      total_count: total,
    };
  }

  /** "Send again": one attempt now with the same event id, also on a delivery that failed. */
  async resend(auth: SessionClaims, deliveryId: string): Promise<WebhookDelivery> {
    const { db, sender } = this.deps;
    if (!(await repo.findDeliveryOfBusiness(db, auth.businessId, deliveryId))) {
      throw new AppError('webhook_delivery_not_found', 404);
    }
    await sender.resend(deliveryId);
    const row = await repo.findDeliveryOfBusiness(db, auth.businessId, deliveryId);
    if (!row) throw new AppError('webhook_delivery_not_found', 404);
    return presentDelivery(row);
  }

  /** SSRF: outside development and tests, only public addresses may be registered. */
  private async checkTarget(url: string) {
    if (!URL.canParse(url))
      throw new AppError('invalid_input', 400, undefined, { url: 'webhook_url_invalid' });
    if (this.deps.settings.allowPrivateTargets) return;
    const problem = await webhookTargetProblem(url);
    if (problem === 'private') {
      throw new AppError('webhook_url_private', 400, undefined, { url: 'webhook_url_private' });
    }
    if (problem === 'unresolved') {
      throw new AppError('invalid_input', 400, undefined, { url: 'webhook_url_unresolved' });
    }
  }
}
