import { createHash } from 'node:crypto';
import {
  type ApiDelivery,
  type ApiDeliveryList,
  type ApiDeliveryListQuery,
  type CreateApiDelivery,
  IDEMPOTENCY_KEY_PATTERN,
  normalizePhone,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { SessionClaims } from '../../lib/tokens';
import { findBranchOfBusiness } from '../business/business.repo';
import { findCourierOfBusiness } from '../team/team.repo';
import { recordDeliveryEvent } from '../webhooks/webhook-outbox';
import * as repo from './api-deliveries.repo';
import { findDeliveryView } from './delivery-view';

export interface ApiDeliveriesDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** Whether the business may start new deliveries (issue 12): a blocked one may not queue them either. */
  billing: { tripTerms(businessId: string): Promise<{ mayStart: boolean }> };
  /** Sends the outbox's new webhook deliveries at once, after the change committed. */
  webhooks?: { send(deliveryIds: string[]): void };
}

export const deliveryNotFound = () => new AppError('delivery_not_found', 404);

/**
 * Issue 16: deliveries other systems create through `/api/v1/deliveries` (an admin's session
 * or an API key), waiting for a courier's tap. Each is the business's alone.
 */
export class ApiDeliveriesService {
  constructor(private readonly deps: ApiDeliveriesDeps) {}

  /**
   * Creates a pending delivery; with an `Idempotency-Key`, the same key and request answer the
   * first delivery again (`replayed`), another request under it 422 `idempotency_key_reused`.
   */
  async create(
    auth: SessionClaims,
    input: CreateApiDelivery,
    idempotencyKey: string | undefined,
    publicUrl = this.deps.publicUrl,
  ): Promise<{ delivery: ApiDelivery; replayed: boolean }> {
    const { db, clock } = this.deps;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
      throw invalidInput({ 'Idempotency-Key': 'invalid_value' });
    const digest = idempotencyKey === undefined ? null : requestDigest(input);
    if (idempotencyKey !== undefined) {
      const earlier = await this.replay(auth.businessId, idempotencyKey, digest, publicUrl);
      if (earlier) return earlier;
    }
    const country = await repo.countryOfBusiness(db, auth.businessId);
    const phone = normalizePhone(input.customer_phone_number, country);
    if (!phone) throw invalidInput({ customer_phone_number: 'invalid_phone' });
    const branchId = await this.branchFor(auth.businessId, input);
    if (!(await this.deps.billing.tripTerms(auth.businessId)).mayStart)
      throw new AppError('subscription_inactive', 403);

    const now = clock.now();
    const created = await db.transaction().execute(async (trx) => {
      const id = await repo.insertApiDelivery(trx, {
        business_id: auth.businessId,
        branch_id: branchId,
        courier_id: input.courier_id ?? null,
        customer_phone_number: phone,
        order_reference: input.order_reference ?? null,
        destination_lat: input.destination?.lat ?? null,
        destination_lng: input.destination?.lng ?? null,
        api_key_id: auth.apiKey?.id ?? null,
        idempotency_key: idempotencyKey ?? null,
        request_digest: digest,
        created_at: now,
      });
      if (!id) return undefined;
      const ref = { apiDeliveryId: id };
      const sends = await recordDeliveryEvent(
        trx,
        { businessId: auth.businessId, type: 'delivery.created', ref, at: now },
        publicUrl,
      );
      return { id, sends };
    });
    if (!created) {
      // Another request with the same key committed first: it is the one delivery.
      const winner = await this.replay(auth.businessId, idempotencyKey as string, digest, publicUrl);
      if (!winner) throw new AppError('internal_error', 500);
      return winner;
    }
    if (created.sends.length > 0) this.deps.webhooks?.send(created.sends);
    return { delivery: await this.view(auth.businessId, created.id, publicUrl), replayed: false };
  }

  async get(auth: SessionClaims, id: string, publicUrl = this.deps.publicUrl): Promise<ApiDelivery> {
    if (!isUuid(id)) throw deliveryNotFound();
    return await this.view(auth.businessId, id, publicUrl);
  }

  async list(
    auth: SessionClaims,
    query: ApiDeliveryListQuery,
    publicUrl = this.deps.publicUrl,
  ): Promise<ApiDeliveryList> {
    const after = query.cursor === undefined ? undefined : readCursor(query.cursor);
    const rows = await repo.listIdsOfBusiness(this.deps.db, auth.businessId, {
      status: query.status,
      orderReference: query.order_reference,
      after,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const data = await Promise.all(page.map((row) => this.view(auth.businessId, row.id, publicUrl)));
    const last = page.at(-1);
    return { data, next_cursor: rows.length > query.limit && last ? writeCursor(last) : null };
  }

  /** Withdraws a delivery nobody started yet; 409 `delivery_already_started` once one did. */
  async cancel(auth: SessionClaims, id: string, publicUrl = this.deps.publicUrl): Promise<ApiDelivery> {
    const { db, clock } = this.deps;
    if (!isUuid(id)) throw deliveryNotFound();
    const delivery = await repo.findApiDeliveryOfBusiness(db, auth.businessId, id);
    if (!delivery) throw deliveryNotFound();
    if (delivery.started_at) throw new AppError('delivery_already_started', 409);
    if (!delivery.cancelled_at && !(await repo.cancelPending(db, auth.businessId, id, clock.now()))) {
      // A courier's tap won the race between the read and the cancel.
      const latest = await repo.findApiDeliveryOfBusiness(db, auth.businessId, id);
      if (latest?.started_at) throw new AppError('delivery_already_started', 409);
    }
    return await this.view(auth.businessId, id, publicUrl);
  }

  private async replay(businessId: string, key: string, digest: string | null, publicUrl: string) {
    const earlier = await repo.findByIdempotencyKey(this.deps.db, businessId, key);
    if (!earlier) return undefined;
    if (earlier.request_digest !== digest) throw new AppError('idempotency_key_reused', 422);
    return { delivery: await this.view(businessId, earlier.id, publicUrl), replayed: true };
  }

  /** The courier's branch when one is named, else the one given, else the business's first. */
  private async branchFor(businessId: string, input: CreateApiDelivery): Promise<string> {
    const { db } = this.deps;
    if (input.courier_id) {
      const courier = await findCourierOfBusiness(db, businessId, input.courier_id);
      if (!courier) throw new AppError('courier_not_found', 404);
      if (!courier.active) throw invalidInput({ courier_id: 'courier_inactive' });
      if (input.branch_id && input.branch_id !== courier.branch_id) {
        if (!(await findBranchOfBusiness(db, businessId, input.branch_id)))
          throw new AppError('branch_not_found', 404);
        throw invalidInput({ branch_id: 'branch_not_of_courier' });
      }
      return courier.branch_id;
    }
    if (input.branch_id) {
      const branch = await findBranchOfBusiness(db, businessId, input.branch_id);
      if (!branch) throw new AppError('branch_not_found', 404);
      return branch.id;
    }
    return (await repo.firstBranchOf(db, businessId)).id;
  }

  private async view(businessId: string, id: string, publicUrl: string): Promise<ApiDelivery> {
    const view = await findDeliveryView(this.deps.db, businessId, { apiDeliveryId: id }, publicUrl);
    if (!view) throw deliveryNotFound();
    return view;
  }
}

/** SHA-256 of the request as validated, its fields in one order, so formatting does not count. */
function requestDigest(input: CreateApiDelivery): string {
  const canonical = [
    input.customer_phone_number,
    input.order_reference ?? null,
    input.destination ? [input.destination.lat, input.destination.lng] : null,
    input.courier_id?.toLowerCase() ?? null,
    input.branch_id?.toLowerCase() ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function writeCursor(row: { id: string; created_at: Date }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

function readCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()))
    throw invalidInput({ cursor: 'invalid_value' });
  return { createdAt, id };
}
