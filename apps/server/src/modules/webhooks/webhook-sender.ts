import type { Language } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookSettings } from '../../config';
import type { Db } from '../../db/database';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { EmailProvider } from '../../providers/email';
import { endpointDisabledEmail } from './endpoint-disabled-email';
import { webhookBody } from './webhook-outbox';
import { type PostResult, WebhookPoster } from './webhook-request';
import * as repo from './webhook-sender.repo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits before each retry after the first attempt; the last repeats until the window closes. */
export const WEBHOOK_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR] as const;
/** Issue 16: retried for a day after the first attempt, then marked failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR;
/** Issue 16: an endpoint that failed this long straight is turned off and its admins told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * HOUR;
/** Attempts at once to one endpoint: a slow one holds its own slots, never another's. */
export const WEBHOOK_CONCURRENCY_PER_ENDPOINT = 4;
/** Due deliveries the job queues per run, and per endpoint; the rest wait for the next run. */
const DUE_BATCH = 1000;
const DUE_PER_ENDPOINT = 100;

/** When the delivery is tried next after its `attempts`-th failure, or null when it has failed for good. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_MS.length) - 1] ?? MINUTE;
  const next = new Date(now.getTime() + delay);
  return next.getTime() - createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

export interface WebhookSenderPort {
  send(deliveryIds: string[]): void;
}

interface EndpointLane {
  running: number;
  waiting: string[];
}

/**
 * Sends the outbox's deliveries (issue 16): at once after the event's transaction commits, and
 * again on the job's schedule until they succeed or their day is over. Each endpoint has its own
 * lane of WEBHOOK_CONCURRENCY_PER_ENDPOINT attempts, so a slow or failing endpoint makes only its
 * own deliveries wait. An attempt claims its delivery in the database first: two processes, or
 * the job and a send at once, never make the same attempt.
 */
export class WebhookSender implements WebhookSenderPort {
  private readonly poster: WebhookPoster;
  private readonly lanes = new Map<string, EndpointLane>();
  /** Deliveries waiting or running in this process, so the job does not queue them twice. */
  private readonly queued = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private idle: (() => void)[] = [];

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      email: EmailProvider;
      settings: WebhookSettings;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {
    this.poster = new WebhookPoster({
      allowPrivate: deps.settings.allowPrivateTargets,
      timeoutMs: deps.settings.timeoutMs,
      maxSocketsPerEndpoint: WEBHOOK_CONCURRENCY_PER_ENDPOINT,
    });
  }

  /** After the event's transaction commits: in the background, never awaited by the request. */
  send(deliveryIds: string[]): void {
    if (deliveryIds.length === 0) return;
    this.track(
      repo.endpointsOfDeliveries(this.deps.db, deliveryIds).then((rows) => {
        for (const row of rows) this.enqueue(row.id, row.endpoint_id);
      }),
    );
  }

  /** The job's work: queues every due delivery; `drain()` waits for them. Answers how many. */
  async runDue(): Promise<number> {
    const due = await repo.dueDeliveries(this.deps.db, this.deps.clock.now(), DUE_BATCH, DUE_PER_ENDPOINT);
    for (const row of due) this.enqueue(row.id, row.endpoint_id);
    return due.length;
  }

  /** "Send again": one attempt now, with the same event id, whatever the delivery's status. */
  async resend(deliveryId: string): Promise<void> {
    const input = await repo.attemptInput(this.deps.db, deliveryId);
    if (!input) return;
    await this.attempt(input, true);
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0 || this.queued.size > 0) {
      if (this.running.size > 0) await Promise.allSettled([...this.running]);
      else await new Promise<void>((resolve) => this.idle.push(resolve));
    }
  }

  /**
   * Shutting down: attempts under way finish, those still waiting are left to the job (they are
   * pending and due in the database), so a slow endpoint's queue never holds the process up.
   */
  async close(): Promise<void> {
    for (const lane of this.lanes.values()) {
      for (const deliveryId of lane.waiting.splice(0)) this.queued.delete(deliveryId);
    }
    await this.drain();
    this.poster.close();
  }

  private track(work: Promise<void>) {
    const tracked = work
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'webhook delivery failed'))
      .finally(() => {
        this.running.delete(tracked);
        if (this.running.size === 0 && this.queued.size === 0) for (const wake of this.idle.splice(0)) wake();
      });
    this.running.add(tracked);
  }

  private enqueue(deliveryId: string, endpointId: string) {
    if (this.queued.has(deliveryId)) return;
    this.queued.add(deliveryId);
    let lane = this.lanes.get(endpointId);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(endpointId, lane);
    }
    lane.waiting.push(deliveryId);
    this.pump(endpointId, lane);
  }

  private pump(endpointId: string, lane: EndpointLane) {
    while (lane.running < WEBHOOK_CONCURRENCY_PER_ENDPOINT && lane.waiting.length > 0) {
      const deliveryId = lane.waiting.shift() as string;
      lane.running += 1;
      this.track(
        this.claimAndAttempt(deliveryId).finally(() => {
          lane.running -= 1;
          this.queued.delete(deliveryId);
          if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(endpointId);
          else this.pump(endpointId, lane);
        }),
      );
    }
  }

  private async claimAndAttempt(deliveryId: string) {
    const { db, clock, settings } = this.deps;
    const now = clock.now();
    // Long enough for the attempt: only a process that died mid-attempt lets its lease run out.
    const lease = new Date(now.getTime() + settings.timeoutMs + 5 * MINUTE);
    const input = await repo.claimDelivery(db, deliveryId, now, lease);
    if (input) await this.attempt(input, false);
  }

  private async attempt(input: repo.AttemptInput, manual: boolean) {
    const { db, clock } = this.deps;
    const body = webhookBody(input.event_id, input.payload);
    const result = await this.poster.post(input.url, {
      eventId: input.event_id,
      timestamp: unixSeconds(clock.now()),
      body,
      secret: input.secret,
    });
    const disabled = await db.transaction().execute((trx) => this.record(trx, input, result, manual));
    if (disabled) await this.tellAdmins(input);
  }

  /** Logs the attempt, moves the delivery on, and the endpoint's health; true when it was turned off. */
  private async record(trx: Db, input: repo.AttemptInput, result: PostResult, manual: boolean) {
    const at = this.deps.clock.now();
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const outcome = {
      at,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      manual,
    };
    const endpointOn = (await repo.lockEndpoint(trx, input.endpoint_id))?.enabled === true;
    await repo.insertAttempt(trx, input.id, outcome);
    if (succeeded) {
      await repo.updateDelivery(trx, input.id, outcome, { status: 'succeeded', nextAttemptAt: null });
    } else if (manual) {
      // A failed "send again" leaves the schedule as it was.
      await repo.updateDelivery(trx, input.id, outcome, { status: 'unchanged', nextAttemptAt: null });
    } else {
      const attempts = await repo.scheduledAttemptCount(trx, input.id);
      // An endpoint turned off meanwhile gets no more tries.
      const next = endpointOn ? nextAttemptAt(input.created_at, attempts, at) : null;
      await repo.updateDelivery(trx, input.id, outcome, {
        status: next ? 'pending' : 'failed',
        nextAttemptAt: next,
      });
    }
    const endpoint = await repo.markEndpointHealth(trx, input.endpoint_id, succeeded, at);
    if (!endpoint?.enabled || !endpoint.failing_since) return false;
    if (at.getTime() - endpoint.failing_since.getTime() < WEBHOOK_DISABLE_AFTER_MS) return false;
    return await repo.disableFailingEndpoint(trx, input.endpoint_id, at);
  }

  private async tellAdmins(input: repo.AttemptInput) {
    const { db, email, publicUrl } = this.deps;
    const link = `${publicUrl}/integrations/webhooks/${input.endpoint_id}`;
    for (const admin of await repo.adminsOfBusiness(db, input.business_id)) {
      await email.send({
        ...endpointDisabledEmail(admin.email, admin.full_name, input.url, link, admin.language as Language),
        businessId: input.business_id,
      });
    }
  }
}
